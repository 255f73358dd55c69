import { AdminBanner, AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

/** /admin (supporting-areas §2): statistics and users; the guard lets admins only in. */
export function AdminPage() {
  const { user } = useSession();
  usePageMeta({
    title: 'Administration',
    description: 'Administration de BatiAO : statistiques, utilisateurs et exploitation du service.',
    noindex: true,
  });
  if (!user) {
    return null;
  }
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Administration</h1>
        <div className="mt-6">
          <AdminBanner />
        </div>
        <div className="mt-8">
          <AdminDashboard currentUserId={user.id} />
        </div>
      </div>
    </div>
  );
}
