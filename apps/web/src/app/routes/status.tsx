import { STATUS_REFRESH_MS, useServiceStatus } from '../../features/site/api/get-status';
import { SitePage } from '../../features/site/components/site-page';
import { StatusBoard } from '../../features/site/components/status-board';
import { usePageMeta } from '../../lib/page-meta';

/** /status: the live state of the service, refreshed every 30 seconds. */
export function StatusPage() {
  usePageMeta({
    title: 'État du service',
    description: 'État en direct de BatiAO : application, base de données, synchronisation BOAMP et envoi des e-mails.',
  });
  const query = useServiceStatus();
  return (
    <SitePage
      eyebrow="État du service"
      title="BatiAO fonctionne-t-il ?"
      lead={<p>L’état de chaque partie du service, vérifié en direct.</p>}
    >
      <StatusBoard
        status={query.data}
        isPending={query.isPending}
        isError={query.isError}
        isFetching={query.isFetching}
        onRefresh={() => void query.refetch()}
        refreshSeconds={STATUS_REFRESH_MS / 1000}
      />
    </SitePage>
  );
}
