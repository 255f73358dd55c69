import { SubscriptionOverview } from '../../features/billing/components/subscription-overview';
import { usePageMeta } from '../../lib/page-meta';

/** /subscription: the billing feature's plans and payment flow. */
export function SubscriptionPage() {
  usePageMeta({
    title: 'Abonnement',
    description:
      'Les formules BatiAO : ESSENTIEL 39 €, PRO 49 €, EXPERT 149 € TTC par mois. Sans engagement, résiliable à tout moment.',
  });
  return <SubscriptionOverview />;
}
