import { TenderList } from '../../features/tenders/components/tender-list';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

export function TendersPage() {
  const { user } = useSession();
  usePageMeta({
    title: 'Appels d’offres',
    description:
      'Les appels d’offres publics du BOAMP correspondant à votre métier et à votre zone, notés et expliqués.',
    noindex: true,
  });
  if (!user) {
    return null;
  }
  return <TenderList user={user} />;
}
