import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_TERMS } from '@batiao/shared/domain/plans';
import { usePageMeta } from '../../lib/page-meta';
import { PAID_PLANS, formatPlanPrice, formatQuota } from '../../lib/plans';

function Article({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-[0.95rem] leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** /legal/sales: the terms of sale (CGV), with the plan table from the shared plan definition. */
export function LegalSalesPage() {
  usePageMeta({
    title: 'Conditions générales de vente',
    description: 'Conditions générales de vente des abonnements BatiAO : formules, prix, paiement, résiliation.',
  });
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-12 sm:py-14">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l’accueil
        </Link>
        <p className="mt-8 text-sm font-semibold tracking-wide text-amber-600 uppercase">Informations légales</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Conditions générales de vente
        </h1>
        <p className="mt-4 text-slate-600">
          Les présentes conditions régissent la souscription des abonnements payants au service BatiAO.
        </p>

        <div className="mt-10 space-y-10">
          <Article id="cgv-formules" title="1. Formules et prix">
            <p>
              BatiAO propose trois formules d’abonnement mensuel. Les prix sont indiqués toutes taxes comprises (TTC).
              Une « réponse IA » est une réponse complète à un appel d’offres générée par le service (lettre de
              candidature, mémoire technique et liste des pièces, avec le PDF).
            </p>
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Formules et prix</caption>
                <thead className="bg-slate-50 text-slate-500">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Formule
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Prix TTC par mois
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Réponses IA
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {PAID_PLANS.map((plan) => (
                    <tr key={plan.id} data-plan={plan.id}>
                      <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                        {plan.fullName}
                      </th>
                      <td className="px-4 py-3" data-testid="plan-price">
                        {formatPlanPrice(plan)}
                      </td>
                      <td className="px-4 py-3" data-testid="plan-quota">
                        {formatQuota(plan)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              Le quota de réponses se renouvelle chaque mois, à la date anniversaire de la souscription. Les réponses
              non utilisées ne sont pas reportées.
            </p>
          </Article>

          <Article id="cgv-paiement" title="2. Paiement et renouvellement">
            <p>
              L’abonnement est payable mensuellement et d’avance, par carte bancaire, auprès de notre prestataire de
              paiement. Il se renouvelle automatiquement chaque mois, à la même date, jusqu’à sa résiliation.
            </p>
          </Article>

          <Article id="cgv-retractation" title="3. Droit de rétractation">
            <p>
              Le client consommateur dispose d’un délai de {BILLING_TERMS.withdrawalDays} jours à compter de la
              souscription pour exercer son droit de rétractation. Le client professionnel ne bénéficie pas de ce droit.
            </p>
          </Article>

          <Article id="cgv-resiliation" title="4. Résiliation">
            <p>
              L’abonnement est sans engagement et résiliable à tout moment depuis la page Abonnement. La résiliation
              prend effet à la fin de la période de facturation en cours ; le service reste accessible jusqu’à cette
              date et aucun nouveau prélèvement n’est effectué.
            </p>
          </Article>

          <Article id="cgv-defaut" title="5. Défaut de paiement">
            <p>
              En cas d’échec du paiement, le service est suspendu {BILLING_TERMS.suspensionDelayDays} jours après le
              premier échec si la situation n’a pas été régularisée. Il est rétabli dès le paiement effectué.
            </p>
          </Article>

          <Article id="cgv-prix" title="6. Modification des prix">
            <p>
              Toute modification des prix est notifiée au client au moins {BILLING_TERMS.priceChangeNoticeDays} jours
              avant son entrée en vigueur. Le client qui la refuse peut résilier son abonnement avant cette date.
            </p>
          </Article>
        </div>
      </article>
    </div>
  );
}
