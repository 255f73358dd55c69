import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS } from '@batiao/shared/contracts/analytics';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAdminAnalytics } from '../api/admin-api';
import { formatDay, formatMs } from '../lib/format';
import { alertWhenPositive, TableCard } from './admin-table';
import { ChartBox, EmptyChart } from './chart-box';

const nf = new Intl.NumberFormat('fr-FR');
const DEVICE_LABELS: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablette', desktop: 'Ordinateur' };

/** The audience of the visitors who accepted the measure (first-party, ADR 024). */
export function AdminAudience() {
  const { data, isPending, isError } = useAdminAnalytics();
  if (isPending) {
    return <PageSpinner label="Chargement de l’audience…" />;
  }
  if (isError) {
    return <p className="text-sm text-red-700">Erreur lors du chargement des données admin</p>;
  }
  const views = data.page_views.map((d) => ({ jour: formatDay(d.day), 'pages vues': d.views, visites: d.sessions }));
  const top = data.funnel[0]?.sessions ?? 0;

  return (
    <section aria-labelledby="audience-title" className="space-y-6">
      <div>
        <h2 id="audience-title" className="text-xl font-semibold text-slate-900">
          Audience
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Les {data.days} derniers jours, visiteurs ayant accepté la mesure d’audience uniquement (sans outil tiers).
        </p>
      </div>
      <ChartBox
        title="Pages vues par jour"
        empty={views.length === 0 ? <EmptyChart>Aucune page vue mesurée sur la période.</EmptyChart> : undefined}
      >
        <AreaChart data={views} margin={{ top: 5, right: 10, bottom: 5, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="jour" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Area type="monotone" dataKey="pages vues" stroke="#f59e0b" fill="#fde68a" />
          <Area type="monotone" dataKey="visites" stroke="#0f172a" fill="#cbd5e1" />
        </AreaChart>
      </ChartBox>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
          <h3 className="text-base font-semibold text-slate-900">Parcours jusqu’à la première génération</h3>
          <ol className="mt-4 space-y-3">
            {data.funnel.map((step) => {
              const share = top > 0 ? Math.round((step.sessions / top) * 100) : 0;
              return (
                <li key={step.step}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium text-slate-800">{step.label}</span>
                    <span className="text-slate-600 tabular-nums">
                      {nf.format(step.sessions)} {top > 0 ? `(${share} %)` : ''}
                    </span>
                  </div>
                  <div className="mt-1 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                    <div className="h-2.5 rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
          <h3 className="text-base font-semibold text-slate-900">Pages les plus vues</h3>
          {data.top_pages.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">Aucune page vue mesurée.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 text-sm">
              {data.top_pages.map((p) => (
                <li key={p.page} className="flex justify-between gap-4 py-2">
                  <span className="truncate font-mono text-slate-800">{p.page}</span>
                  <span className="text-slate-600 tabular-nums">{nf.format(p.views)}</span>
                </li>
              ))}
            </ul>
          )}
          {data.devices.length > 0 ? (
            <p className="mt-4 text-sm text-slate-600">
              Appareils :{' '}
              {data.devices.map((d) => `${DEVICE_LABELS[d.device] ?? d.device} ${nf.format(d.sessions)}`).join(' · ')}
            </p>
          ) : null}
        </section>
      </div>

      <TableCard
        title="Pages lentes"
        description={`Chargements de plus de ${nf.format(ANALYTICS.slowLoadMs)} ms, par page.`}
        empty="Aucun temps de chargement mesuré."
        rows={data.slow_pages}
        rowKey={(p) => p.page}
        columns={[
          { label: 'Page', cell: (p) => <span className="font-mono">{p.page}</span> },
          { label: 'Chargements', numeric: true, cell: (p) => nf.format(p.loads) },
          {
            label: 'Lents',
            numeric: true,
            cell: (p) => nf.format(p.slow),
            cellClassName: (p) => alertWhenPositive(p.slow),
          },
          { label: 'Moyenne', numeric: true, cell: (p) => formatMs(p.avg_ms) },
        ]}
      />
    </section>
  );
}
