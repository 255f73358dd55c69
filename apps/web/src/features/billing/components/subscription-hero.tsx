import { CircleX, RefreshCcw, ShieldCheck } from 'lucide-react';

/** The dark banner at the top of /subscription. */
export function SubscriptionHero() {
  return (
    <section className="relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(245,158,11,0.18),transparent)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-28 text-center sm:px-6 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Abonnement</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Répondez à plus d’appels d’offres, sans y passer vos soirées.
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-300">
          Trois formules mensuelles, prix TTC. Sans engagement, résiliable à tout moment.
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-slate-300">
          <li className="inline-flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-4.5 text-amber-400" />
            Paiement sécurisé par carte
          </li>
          <li className="inline-flex items-center gap-2">
            <RefreshCcw aria-hidden="true" className="size-4.5 text-amber-400" />
            Sans engagement
          </li>
          <li className="inline-flex items-center gap-2">
            <CircleX aria-hidden="true" className="size-4.5 text-amber-400" />
            Résiliable à tout moment
          </li>
        </ul>
      </div>
    </section>
  );
}
