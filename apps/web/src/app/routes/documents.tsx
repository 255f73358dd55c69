import { DocumentsOverview } from '../../features/documents/components/documents-overview';
import { StorageUsageCard } from '../../features/storage/components/storage-usage';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

export function DocumentsPage() {
  const { user } = useSession();
  usePageMeta({
    title: 'Dossier administratif',
    description:
      'Votre dossier administratif : Kbis, URSSAF, assurances et autres pièces des marchés publics, avec leurs dates de validité.',
    noindex: true,
  });
  if (!user) {
    return null;
  }
  return <DocumentsOverview accountCompletion={user.dossier_completion} storage={<StorageUsageCard />} />;
}
