import { LegalNotice } from '../../features/legal/components/legal-notice';
import { useOperatorState } from '../../features/site/api/get-operator';
import { usePageMeta } from '../../lib/page-meta';

/** /legal/mentions (alias /legal-mentions): the legal notice, the operator from the server's settings. */
export function LegalMentionsPage() {
  usePageMeta({
    title: 'Mentions légales',
    description: 'Mentions légales de BatiAO : éditeur du service, directeur de la publication, hébergeur.',
  });
  return <LegalNotice state={useOperatorState()} />;
}
