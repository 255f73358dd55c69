import { IntegrationsContent } from '../../features/site/components/integrations-content';
import { usePageMeta } from '../../lib/page-meta';

/** /integrations: the outside services the product talks to. */
export function IntegrationsPage() {
  usePageMeta({
    title: 'Intégrations',
    description: 'BOAMP, Stripe, e-mail et intelligence artificielle : les services avec lesquels BatiAO travaille.',
  });
  return <IntegrationsContent />;
}
