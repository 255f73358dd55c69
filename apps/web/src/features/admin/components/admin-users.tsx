import { ChevronLeft, ChevronRight, Search, ShieldCheck, ShieldOff } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { AdminUser } from '@batiao/shared/contracts/admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminAudit, useAdminUsers, useSetUserRole } from '../api/admin-api';
import { formatDateTime, PLAN_LABELS, ROLE_LABELS } from '../lib/format';

function RoleBadge({ role }: { role: string }) {
  return role === 'admin' ? (
    <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">Administrateur</span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Utilisateur</span>
  );
}

/** The users tab: search, pages, promote / demote (never oneself), and the journal. */
export function AdminUsersPanel({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const users = useAdminUsers(q, page);
  const audit = useAdminAudit();
  const setRole = useSetUserRole();
  const [pending, setPending] = useState<AdminUser | null>(null);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (users.data?.page_size ?? 20)));
  const nextRole = (user: AdminUser) => (user.role === 'admin' ? 'user' : 'admin');

  return (
    <div className="space-y-8">
      <section aria-labelledby="users-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="users-title" className="text-lg font-semibold text-slate-900">
            Utilisateurs <span className="font-normal text-slate-500">({total})</span>
          </h2>
          <label className="relative block sm:w-80">
            <span className="sr-only">Rechercher un utilisateur</span>
            <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
            <input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder="Nom, e-mail ou métier"
              className="h-9 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 focus:outline-none"
            />
          </label>
        </div>

        {users.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : users.isError ? (
          <p className="mt-4 text-sm text-red-700">Erreur lors du chargement des données admin</p>
        ) : users.data.users.length === 0 ? (
          <p className="mt-6 text-sm text-slate-500">Aucun utilisateur ne correspond à cette recherche.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" aria-busy={users.isFetching}>
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {user.prenom} {user.nom} <RoleBadge role={user.role} />
                    {user.id === currentUserId ? <span className="text-xs text-slate-500">(vous)</span> : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    {user.email} · {user.metier} · {user.zone_geographique}
                  </p>
                  <p className="text-xs text-slate-500">
                    {user.subscription_active
                      ? `Abonné ${PLAN_LABELS[user.subscription_plan] ?? user.subscription_plan}`
                      : 'Sans abonnement'}{' '}
                    · inscrit le {formatDateTime(user.created_at)}
                  </p>
                </div>
                {user.id !== currentUserId ? (
                  <Button
                    size="sm"
                    variant={user.role === 'admin' ? 'secondary' : 'primary'}
                    onClick={() => setPending(user)}
                    disabled={setRole.isPending}
                    aria-label={`${user.role === 'admin' ? 'Rétrograder' : 'Promouvoir'} ${user.prenom} ${user.nom}`}
                  >
                    {user.role === 'admin' ? (
                      <ShieldOff aria-hidden="true" className="size-4" />
                    ) : (
                      <ShieldCheck aria-hidden="true" className="size-4" />
                    )}
                    {user.role === 'admin' ? 'Rétrograder' : 'Promouvoir admin'}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}

        {pages > 1 ? (
          <nav aria-label="Pages des utilisateurs" className="mt-4 flex items-center justify-between text-sm">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Précédente
            </Button>
            <span className="text-slate-600">
              Page {page} sur {pages}
            </span>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Suivante <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="audit-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 id="audit-title" className="text-lg font-semibold text-slate-900">
          Journal des actions
        </h2>
        {audit.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : audit.isError ? (
          <p className="mt-4 text-sm text-red-700">Erreur lors du chargement des données admin</p>
        ) : audit.data.items.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">Aucune action enregistrée.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 text-sm" data-testid="admin-audit">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="py-2">
                <span className="text-slate-500">{formatDateTime(entry.created_at)}</span> ·{' '}
                {entry.action === 'role_change' ? (
                  <>
                    <strong className="text-slate-900">{entry.actor_email}</strong> a changé le rôle de{' '}
                    <strong className="text-slate-900">{entry.target_email ?? 'compte supprimé'}</strong> :{' '}
                    {ROLE_LABELS[entry.from_role ?? ''] ?? entry.from_role} →{' '}
                    {ROLE_LABELS[entry.to_role ?? ''] ?? entry.to_role}
                  </>
                ) : (
                  <>
                    <strong className="text-slate-900">{entry.actor_email}</strong> a lancé une synchronisation BOAMP (
                    {String(entry.details.status) === 'success' ? 'réussie' : 'en échec'},{' '}
                    {String(entry.details.inserted ?? 0)} nouveaux)
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {pending ? (
        <ConfirmDialog
          title={
            pending.role === 'admin' ? 'Retirer les droits administrateur ?' : 'Donner les droits administrateur ?'
          }
          confirmLabel={pending.role === 'admin' ? 'Rétrograder' : 'Promouvoir'}
          busy={setRole.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const target = pending;
            setRole.mutate({ id: target.id, role: nextRole(target) }, { onSettled: () => setPending(null) });
          }}
        >
          {pending.role === 'admin'
            ? `${pending.prenom} ${pending.nom} (${pending.email}) perdra l’accès à l’administration dès sa prochaine action.`
            : `${pending.prenom} ${pending.nom} (${pending.email}) aura accès à toutes les statistiques, aux utilisateurs et aux rôles.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
