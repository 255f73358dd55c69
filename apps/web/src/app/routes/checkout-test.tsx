import { useSearchParams } from 'react-router';
import { TestCheckout } from '../../features/billing/components/test-checkout';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /subscription/checkout-test: the local checkout page, used when Stripe is not configured (the
 * billing feature's test checkout for the session in the address).
 */
export function CheckoutTestPage() {
  usePageMeta({
    title: 'Paiement (mode test)',
    description: 'Page de paiement locale en mode test : aucun paiement réel.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  return <TestCheckout sessionId={sessionId} />;
}
