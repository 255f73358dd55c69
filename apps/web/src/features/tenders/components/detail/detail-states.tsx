import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button';

/** The page's shape while the tender loads. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mt-6 animate-pulse">
      <span className="sr-only">Chargement de l’appel d’offres…</span>
      <div aria-hidden="true">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="mt-4 h-8 w-3/4 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-1/3 rounded bg-slate-100" />
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="h-72 rounded-2xl bg-white lg:col-span-2" />
          <div className="h-48 rounded-2xl bg-white" />
        </div>
      </div>
    </div>
  );
}

/** A 404 from the server: the tender does not exist (or no longer does). */
export function DetailNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-xs">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Appel d’offres introuvable</h1>
      <p className="mt-2 text-slate-600">
        Cet appel d’offres n’existe pas ou n’est plus disponible. Il a peut-être été retiré par la source.
      </p>
      <ButtonLink to={backTo} variant="primary" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour aux appels d’offres
      </ButtonLink>
    </div>
  );
}
