import { RefreshCw } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminStats } from '@batiao/shared/contracts/admin';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSyncNow } from '../api/admin-api';
import {
  formatDateTime,
  formatDay,
  formatEuros,
  formatMs,
  PLAN_LABELS,
  SYNC_STATUS_LABELS,
  TRIGGER_LABELS,
} from '../lib/format';
import { AdminTable, alertWhenPositive, TableCard } from './admin-table';
import { ChartBox, EmptyChart, StatCard } from './chart-box';

const nf = new Intl.NumberFormat('fr-FR');

/** Generations per day, engines side by side (one row per day). */
function generationRows(stats: AdminStats) {
  const days = new Map<string, Record<string, number | string>>();
  for (const g of stats.generations) {
    const row = days.get(g.day) ?? { day: formatDay(g.day), échecs: 0 };
    row[`moteur ${g.engine}`] = (Number(row[`moteur ${g.engine}`]) || 0) + g.total - g.failed;
    row.échecs = Number(row.échecs) + g.failed;
    days.set(g.day, row);
  }
  return [...days.values()];
}

const ENGINE_COLOURS = ['#0f172a', '#f59e0b', '#0ea5e9', '#10b981'];

export function AdminStatsPanel({ stats }: { stats: AdminStats }) {
  const sync = useSyncNow();
  const weekly = stats.weekly.map((w) => ({
    semaine: formatDay(w.week),
    inscriptions: w.signups,
    abonnés: w.active_subscribers,
  }));
  const generations = generationRows(stats);
  const engines = [...new Set(stats.generations.map((g) => `moteur ${g.engine}`))];
  const running = stats.sync.running || sync.isPending;

  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          Chiffres clés
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard
            label="Utilisateurs"
            value={nf.format(stats.users.total)}
            hint={`${nf.format(stats.users.admin_users)} administrateur(s), ${nf.format(stats.users.free_users)} sans abonnement`}
          />
          <StatCard label="Abonnements actifs" value={nf.format(stats.users.active_subscriptions)} />
          <StatCard label="Appels d’offres" value={nf.format(stats.tenders.total)} />
          <StatCard label="Documents déposés" value={nf.format(stats.documents.total)} />
          <StatCard
            label="Transactions"
            value={nf.format(stats.transactions.total)}
            hint={`${nf.format(stats.transactions.completed)} payée(s)`}
          />
          <StatCard
            label="E-mails en attente"
            value={nf.format(stats.outbox.waiting)}
            hint={`${nf.format(stats.outbox.failed)} en échec`}
          />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartBox title="Inscriptions et abonnés par semaine" description="Les 12 dernières semaines (lundi).">
          <LineChart data={weekly} margin={{ top: 5, right: 10, bottom: 5, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="semaine" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="inscriptions" stroke="#f59e0b" strokeWidth={2} />
            <Line type="monotone" dataKey="abonnés" stroke="#0f172a" strokeWidth={2} />
          </LineChart>
        </ChartBox>
        <ChartBox
          title="Générations par jour"
          description="Les 30 derniers jours, réussies par moteur et échecs."
          empty={generations.length === 0 ? <EmptyChart>Aucune génération sur la période.</EmptyChart> : undefined}
        >
          <BarChart data={generations} margin={{ top: 5, right: 10, bottom: 5, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            {engines.map((engine, i) => (
              <Bar key={engine} dataKey={engine} stackId="g" fill={ENGINE_COLOURS[i % ENGINE_COLOURS.length]} />
            ))}
            <Bar dataKey="échecs" stackId="g" fill="#dc2626" />
          </BarChart>
        </ChartBox>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard
          title="Chiffre d’affaires par formule"
          description="Paiements encaissés ; les paiements de test à part."
          empty="Aucun paiement encaissé."
          rows={stats.revenue}
          rowKey={(r) => `${r.plan}-${r.mode}`}
          columns={[
            {
              label: 'Formule',
              cell: (r) => <span className="font-medium text-slate-900">{PLAN_LABELS[r.plan] ?? r.plan}</span>,
            },
            {
              label: 'Mode',
              cell: (r) =>
                r.mode === 'test' ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    Test
                  </span>
                ) : (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Réel
                  </span>
                ),
            },
            { label: 'Paiements', numeric: true, cell: (r) => nf.format(r.payments) },
            { label: 'Montant TTC', numeric: true, cell: (r) => formatEuros(r.amount_cents) },
          ]}
        />
        <TableCard
          title="Durée des générations"
          description="Moyenne des générations réussies, par jour et moteur."
          empty="Aucune génération sur les 30 derniers jours."
          scroll="max-h-64 overflow-auto"
          rows={[...stats.generations].reverse()}
          rowKey={(g) => `${g.day}-${g.engine}`}
          columns={[
            { label: 'Jour', cell: (g) => formatDay(g.day) },
            { label: 'Moteur', cell: (g) => g.engine },
            { label: 'Total', numeric: true, cell: (g) => g.total },
            {
              label: 'Échecs',
              numeric: true,
              cell: (g) => g.failed,
              cellClassName: (g) => alertWhenPositive(g.failed),
            },
            { label: 'Durée moy.', numeric: true, cell: (g) => formatMs(g.avg_duration_ms) },
          ]}
        />
      </div>

      <section aria-labelledby="sync-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h3 id="sync-title" className="text-base font-semibold text-slate-900">
              Synchronisation BOAMP
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              Dernière réussite :{' '}
              <strong className="text-slate-900">
                {stats.sync.last_success_at ? formatDateTime(stats.sync.last_success_at) : 'jamais'}
              </strong>
              {running ? (
                <span className="ml-3 inline-flex items-center gap-1.5 font-medium text-amber-700">
                  <Spinner className="size-4" /> en cours…
                </span>
              ) : null}
            </p>
          </div>
          <Button
            variant="primary"
            onClick={() => sync.mutate()}
            disabled={running || !stats.sync.enabled}
            aria-describedby={stats.sync.enabled ? undefined : 'sync-off'}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Synchroniser maintenant
          </Button>
        </div>
        {stats.sync.enabled ? null : (
          <p id="sync-off" className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            La synchronisation BOAMP est désactivée sur ce serveur (variable <code>BOAMP_SYNC=off</code>) : les avis ne
            sont pas mis à jour.
          </p>
        )}
        {stats.sync.runs.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">Aucune synchronisation enregistrée.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <AdminTable
              caption="Les dernières synchronisations"
              className="w-full min-w-[40rem]"
              rows={stats.sync.runs}
              rowKey={(run) => run.id}
              columns={[
                {
                  label: 'Début',
                  cell: (run) => formatDateTime(run.started_at),
                  cellClassName: () => 'whitespace-nowrap',
                },
                { label: 'Type', cell: (run) => TRIGGER_LABELS[run.trigger] ?? run.trigger },
                {
                  label: 'Jours',
                  cell: (run) =>
                    run.from_date === run.to_date
                      ? formatDay(run.from_date)
                      : `${formatDay(run.from_date)} → ${formatDay(run.to_date)}`,
                  cellClassName: () => 'whitespace-nowrap',
                },
                {
                  label: 'État',
                  cell: (run) => (
                    <span
                      title={run.error_message ?? undefined}
                      className={
                        run.status === 'success'
                          ? 'font-medium text-emerald-700'
                          : run.status === 'failed'
                            ? 'font-medium text-red-700'
                            : 'font-medium text-amber-700'
                      }
                    >
                      {SYNC_STATUS_LABELS[run.status] ?? run.status}
                    </span>
                  ),
                },
                { label: 'Reçus', numeric: true, cell: (run) => nf.format(run.fetched) },
                { label: 'Nouveaux', numeric: true, cell: (run) => nf.format(run.inserted) },
                {
                  label: 'Erreurs',
                  numeric: true,
                  cell: (run) => nf.format(run.errors),
                  cellClassName: (run) => alertWhenPositive(run.errors),
                },
              ]}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="outbox-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
        <h3 id="outbox-title" className="text-base font-semibold text-slate-900">
          E-mails
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {nf.format(stats.outbox.waiting)} gardé(s) dans la boîte d’envoi (non transmis à un serveur SMTP),{' '}
          {nf.format(stats.outbox.failed)} en échec.
        </p>
        {stats.outbox.recent_failures.length > 0 ? (
          <ul className="mt-4 divide-y divide-slate-100 text-sm">
            {stats.outbox.recent_failures.map((m) => (
              <li key={m.id} className="py-2">
                <span className="font-medium text-slate-900">{m.subject}</span> → {m.to}
                <span className="block text-xs text-red-700">
                  {formatDateTime(m.created_at)} · {m.error}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
