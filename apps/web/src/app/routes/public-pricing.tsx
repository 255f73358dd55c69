import { Link } from 'react-router';
import { BILLING_TERMS, PLANS, STORAGE_QUOTA_BYTES } from '@batiao/shared/domain/plans';
import { formatStorageBytes } from '@batiao/shared/domain/storage';
import { PricingPlans } from '../../components/ui/pricing-plans';
import { PlanComparison } from '../../features/billing/components/plan-comparison';
import { SitePage, SiteSection } from '../../features/site/components/site-page';
import { usePageMeta } from '../../lib/page-meta';
import { PAID_PLANS } from '../../lib/plans';

const linkClass = 'font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800';

/** /pricing: the plans from the one shared plan definition, with what each includes. */
export function PublicPricingPage() {
  usePageMeta({
    title: 'Tarifs',
    description: `Les formules BatiAO : ${PAID_PLANS.map((p) => p.name).join(', ')}. Abonnement mensuel sans engagement, prix TTC.`,
  });
  return (
    <SitePage
      eyebrow="Tarifs"
      title="Des formules simples, sans engagement"
      lead={
        <p>
          Consultez les appels d’offres et préparez votre dossier gratuitement. Abonnez-vous quand vous voulez faire
          rédiger vos réponses. Prix TTC, par mois, résiliables à tout moment.
        </p>
      }
    >
      <SiteSection id="pricing-formules" title="Les formules">
        <div className="pt-4">
          <PricingPlans />
        </div>
      </SiteSection>

      <SiteSection id="pricing-comparatif" title="Comparer les formules">
        <PlanComparison />
      </SiteSection>

      <SiteSection
        id="pricing-stockage"
        title="Espace de stockage"
        intro={<p>Pour vos documents administratifs et les photos de vos références.</p>}
      >
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Espace de stockage par formule</caption>
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Formule
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Espace inclus
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[PLANS.free, ...PAID_PLANS].map((plan) => (
                <tr key={plan.id} data-storage={plan.id}>
                  <th scope="row" className="px-5 py-3 font-semibold text-slate-900">
                    {plan.id === 'free' ? 'Sans abonnement' : plan.fullName}
                  </th>
                  <td className="px-5 py-3">{formatStorageBytes(STORAGE_QUOTA_BYTES[plan.id])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SiteSection>

      <SiteSection id="pricing-conditions" title="Bon à savoir">
        <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-amber-500">
          <li>
            Paiement mensuel par carte bancaire, renouvelé automatiquement ; résiliation effective en fin de période.
          </li>
          <li>
            Droit de rétractation de {BILLING_TERMS.withdrawalDays} jours pour les consommateurs ; les professionnels
            n’en bénéficient pas.
          </li>
          <li>Tout changement de prix est annoncé {BILLING_TERMS.priceChangeNoticeDays} jours à l’avance.</li>
          <li>
            Le détail figure dans les{' '}
            <Link to="/legal/sales" className={linkClass}>
              conditions générales de vente
            </Link>{' '}
            ; pour souscrire, rendez-vous sur la page{' '}
            <Link to="/subscription" className={linkClass}>
              Abonnement
            </Link>
            .
          </li>
        </ul>
      </SiteSection>
    </SitePage>
  );
}
