import { HelpContent } from '../../features/site/components/help-content';
import { usePageMeta } from '../../lib/page-meta';

/** /help: the help centre (how-tos with screenshots, FAQ). */
export function HelpPage() {
  usePageMeta({
    title: 'Centre d’aide',
    description:
      'Aide BatiAO : créer son compte, compléter son dossier administratif, trouver des appels d’offres et générer une réponse.',
  });
  return <HelpContent />;
}
