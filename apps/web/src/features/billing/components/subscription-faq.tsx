import { BILLING_TERMS } from '@batiao/shared/domain/plans';

const FAQ: { q: string; a: string }[] = [
  {
    q: 'Suis-je engagé sur une durée ?',
    a: 'Non. L’abonnement est mensuel, sans engagement, et se renouvelle automatiquement chaque mois. Vous pouvez le résilier à tout moment : la résiliation prend effet à la fin de la période déjà payée, et vous gardez l’accès jusque-là.',
  },
  {
    q: 'Qu’est-ce qu’une « réponse générée » ?',
    a: 'Une réponse complète à un appel d’offres : lettre de candidature, mémoire technique et liste des pièces, avec le PDF. Votre quota se remet à zéro chaque mois, à la date anniversaire de votre abonnement ; une génération qui échoue n’est pas décomptée.',
  },
  {
    q: 'Que se passe-t-il si j’atteins mon quota ?',
    a: 'Vous gardez l’accès aux appels d’offres, à votre dossier et à vos réponses déjà générées. Pour générer de nouvelles réponses avant la remise à zéro, passez à une formule supérieure ; la formule EXPERT est illimitée.',
  },
  {
    q: 'Comment se passe le paiement ?',
    a: 'Par carte bancaire, sur la page de paiement sécurisée de notre prestataire (Stripe). BatiAO ne voit ni ne conserve votre numéro de carte. Les prix sont indiqués TTC.',
  },
  {
    q: 'Et si un paiement échoue ?',
    a: `Nous vous prévenons et le prestataire retente le prélèvement. Sans régularisation ${BILLING_TERMS.suspensionDelayDays} jours après le premier échec, le service est suspendu ; il reprend dès que le paiement passe.`,
  },
  {
    q: 'Puis-je changer de formule ?',
    a: 'Oui, à tout moment depuis cette page : la nouvelle formule remplace l’ancienne et une nouvelle période d’un mois commence. Le quota se compte par période, pas par formule : les réponses déjà générées depuis le début de la période en cours restent décomptées.',
  },
  {
    q: 'Ai-je un droit de rétractation ?',
    a: `Les consommateurs disposent de ${BILLING_TERMS.withdrawalDays} jours pour se rétracter. Les professionnels (entreprises, artisans) n’en bénéficient pas, conformément au Code de la consommation.`,
  },
];

/** « Questions fréquentes »: one <details> per question. */
export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Questions fréquentes
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {FAQ.map((item) => (
          <details key={item.q} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold text-slate-900">
              {item.q}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-slate-400 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-6 text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
