import { FeaturesContent } from '../../features/site/components/features-content';
import { usePageMeta } from '../../lib/page-meta';

/** /features: what the product does. */
export function FeaturesPage() {
  usePageMeta({
    title: 'Fonctionnalités',
    description:
      'Veille BOAMP par métier et par zone, dossier administratif suivi, réponses rédigées en PDF et Word : les fonctionnalités de BatiAO.',
  });
  return <FeaturesContent />;
}
