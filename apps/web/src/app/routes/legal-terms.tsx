import { TermsOfUse } from '../../features/legal/components/terms-of-use';
import { useOperatorState } from '../../features/site/api/get-operator';
import { usePageMeta } from '../../lib/page-meta';

/** /legal/terms (aliases /terms, /terms-of-service): the terms of use (CGU). */
export function LegalTermsPage() {
  usePageMeta({
    title: 'Conditions générales d’utilisation',
    description:
      'Conditions générales d’utilisation de BatiAO : accès au service, compte, contenus générés par l’IA, responsabilité.',
  });
  return <TermsOfUse state={useOperatorState()} />;
}
