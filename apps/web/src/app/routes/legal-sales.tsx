import { Link } from 'react-router';
import { BILLING_TERMS } from '@batiao/shared/domain/plans';
import { LegalArticle as Article, LegalPage, legalLinkClass } from '../../features/legal/components/legal-page';
import { OperatorField } from '../../features/legal/components/operator-field';
import { useOperatorState } from '../../features/site/api/get-operator';
import { usePageMeta } from '../../lib/page-meta';
import { PAID_PLANS, formatPlanPrice, formatQuota } from '../../lib/plans';

/** /legal/sales: the terms of sale (CGV), with the plan table from the shared plan definition. */
export function LegalSalesPage() {
  usePageMeta({
    title: 'Conditions générales de vente',
    description: 'Conditions générales de vente des abonnements BatiAO : formules, prix, paiement, résiliation.',
  });
  const operator = useOperatorState();
  return (
    <LegalPage
      title="Conditions générales de vente"
      intro={
        <p>
          Les présentes conditions régissent la souscription des abonnements payants au service BatiAO, conclus entre{' '}
          <OperatorField state={operator} field="name" /> (<OperatorField state={operator} field="legal_form" />, SIREN{' '}
          <OperatorField state={operator} field="siren" />, <OperatorField state={operator} field="address" />
          ), éditeur du service, et le client. L’utilisation du service relève des{' '}
          <Link to="/legal/terms" className={legalLinkClass}>
            conditions générales d’utilisation
          </Link>
          .
        </p>
      }
    >
      <Article id="cgv-formules" title="1. Formules et prix">
        <p>
          BatiAO propose trois formules d’abonnement mensuel. Les prix sont indiqués toutes taxes comprises (TTC). Une «
          réponse IA » est une réponse complète à un appel d’offres générée par le service (lettre de candidature,
          mémoire technique et liste des pièces, avec le PDF).
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
          Le quota de réponses se renouvelle chaque mois, à la date anniversaire de la souscription. Les réponses non
          utilisées ne sont pas reportées.
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
          Le client consommateur dispose d’un délai de {BILLING_TERMS.withdrawalDays} jours à compter de la souscription
          pour exercer son droit de rétractation. Le client professionnel ne bénéficie pas de ce droit.
        </p>
      </Article>

      <Article id="cgv-resiliation" title="4. Résiliation">
        <p>
          L’abonnement est sans engagement et résiliable à tout moment depuis la page Abonnement. La résiliation prend
          effet à la fin de la période de facturation en cours ; le service reste accessible jusqu’à cette date et aucun
          nouveau prélèvement n’est effectué.
        </p>
      </Article>

      <Article id="cgv-defaut" title="5. Défaut de paiement">
        <p>
          En cas d’échec du paiement, le service est suspendu {BILLING_TERMS.suspensionDelayDays} jours après le premier
          échec si la situation n’a pas été régularisée. Il est rétabli dès le paiement effectué.
        </p>
      </Article>

      <Article id="cgv-prix" title="6. Modification des prix">
        <p>
          Toute modification des prix est notifiée au client au moins {BILLING_TERMS.priceChangeNoticeDays} jours avant
          son entrée en vigueur. Le client qui la refuse peut résilier son abonnement avant cette date.
        </p>
      </Article>
    </LegalPage>
  );
}
