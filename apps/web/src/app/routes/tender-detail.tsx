import { useParams } from 'react-router';
import { ResponseWorkspace } from '../../features/generation/components/response-workspace';
import { DceFiles } from '../../features/tender-files/components/dce-files';
import { Metres } from '../../features/tender-files/components/metres';
import { TenderForms } from '../../features/tender-forms/components/tender-forms';
import { isTenderNotFound, useTender } from '../../features/tenders/api/get-tender';
import type { FilesSlot, MetresSlot } from '../../features/tenders/components/detail/metres-panel';
import type { ResponseSlot } from '../../features/tenders/components/detail/response-panel';
import { TenderDetail } from '../../features/tenders/components/tender-detail';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

/** The « Réponse générée » panel's content: the generation feature, composed here. */
const renderResponse: ResponseSlot = ({ tenderId, answerable, subscriptionBanner }) => (
  <ResponseWorkspace tenderId={tenderId} answerable={answerable} subscriptionBanner={subscriptionBanner} />
);

/** The consultation files and the quantities: the tender-files feature, composed here. */
const renderFiles: FilesSlot = ({ tenderId, dceUrl }) => <DceFiles tenderId={tenderId} dceUrl={dceUrl} />;
const renderMetres: MetresSlot = ({ tenderId, tenderTitle }) => (
  <Metres tenderId={tenderId} tenderTitle={tenderTitle} />
);

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
  return (
    <TenderDetail
      key={id}
      id={id}
      user={user}
      renderResponse={renderResponse}
      renderFiles={renderFiles}
      renderMetres={renderMetres}
      renderForms={(props) => <TenderForms {...props} />}
    />
  );
}
