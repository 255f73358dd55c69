import { useParams } from 'react-router';
import { isTenderNotFound, useTender } from '../../features/tenders/api/get-tender';
import { TenderDetail } from '../../features/tenders/components/tender-detail';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

export function TenderDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const tender = useTender(id);

  let title = 'Appel d’offres';
  if (tender.data) {
    title = tender.data.title;
  } else if (tender.isError && isTenderNotFound(tender.error)) {
    title = 'Appel d’offres introuvable';
  }
  usePageMeta({
    title,
    description: 'Détail d’un appel d’offres public : lots, critères, acheteur, compatibilité avec votre profil.',
    noindex: true,
  });

  if (!user) {
    return null;
  }
  // Keyed by id: moving to another tender starts from a clean state (scroll, hash handling).
  return <TenderDetail key={id} id={id} user={user} />;
}
