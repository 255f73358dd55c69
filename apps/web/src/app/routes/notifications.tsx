import { NotificationsCenter } from '../../features/notifications/components/notifications-center';
import { usePageMeta } from '../../lib/page-meta';

export function NotificationsPage() {
  usePageMeta({
    title: 'Notifications',
    description: 'Vos notifications BatiAO : nouveaux appels d’offres, documents à renouveler, préférences d’e-mail.',
    noindex: true,
  });
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Notifications</h1>
        <div className="mt-8">
          <NotificationsCenter />
        </div>
      </div>
    </div>
  );
}
