import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { useOperatorState } from '../../features/site/api/get-operator';
import { usePageMeta } from '../../lib/page-meta';

/** /legal/privacy (aliases /privacy, /privacy-policy): the privacy policy in 11 sections. */
export function LegalPrivacyPage() {
  usePageMeta({
    title: 'Politique de confidentialité',
    description:
      'Politique de confidentialité de BatiAO : données collectées, finalités, destinataires, durées de conservation et droits RGPD.',
  });
  return <PrivacyPolicy state={useOperatorState()} />;
}
