import { useOperator } from '../../features/site/api/get-operator';
import { SecurityContent } from '../../features/site/components/security-content';
import { usePageMeta } from '../../lib/page-meta';

/** /security: the measures in place and how to report a flaw (contact from SECURITY_EMAIL). */
export function SecurityPage() {
  usePageMeta({
    title: 'Sécurité',
    description:
      'Mots de passe hachés avec bcrypt, sessions JWT, fichiers vérifiés, limitations : la sécurité de BatiAO, et comment signaler une faille.',
  });
  const operator = useOperator();
  return <SecurityContent operator={operator.data} isPending={operator.isPending} />;
}
