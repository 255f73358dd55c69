import { Link } from 'react-router';
import { ArrowRight, CalendarClock, Euro, MapPin } from 'lucide-react';
import type { TenderSummary } from '@batiao/shared/contracts/tenders';
import { formatDate, formatInteger } from '../../../lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useTenders } from '../api/get-tenders';
import { amountLabel } from '../lib/display';
import { LastSync } from './last-sync';
import { ExampleBadge, TenderStatusBadge } from './tender-badges';
import { TenderLoadError } from './tender-list-states';

/** core-journey §9: the dashboard lists the 5 latest tenders. */
export const DASHBOARD_TENDER_COUNT = 5;

/** The body of the dashboard's "Appels d'offres" card: total_tenders and the urgent ones. */
export function TenderStatsSummary() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-1 animate-pulse flex-col justify-center py-4">
        <span className="sr-only">Chargement des chiffres…</span>
        <div aria-hidden="true" className="h-10 w-24 rounded bg-slate-200" />
        <div aria-hidden="true" className="mt-3 h-4 w-48 rounded bg-slate-100" />
      </div>
    );
  }
  if (stats.isError) {
    return <TenderLoadError compact onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  }
  const { total_tenders: total, urgent_tenders: urgent, active_tenders: active, last_sync_at } = stats.data;
  if (total === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-8 text-center">
        <p className="text-sm font-medium text-slate-700">Rien pour le moment</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">
          Les appels d’offres correspondant à votre métier et à votre zone apparaîtront ici.
        </p>
        <LastSync lastSyncAt={last_sync_at} className="mt-3" />
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col justify-center py-2">
      <p className="flex items-baseline gap-2">
        <span data-testid="total-tenders" className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
          {formatInteger(total)}
        </span>
        <span className="text-sm font-medium text-slate-600">
          appel{total > 1 ? 's' : ''} d’offres disponible{total > 1 ? 's' : ''}
        </span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800">
          {formatInteger(active)} actif{active > 1 ? 's' : ''}
        </li>
        <li className="rounded-full bg-orange-50 px-3 py-1 font-medium text-orange-800">
          {formatInteger(urgent)} urgent{urgent > 1 ? 's' : ''} (7 jours ou moins)
        </li>
      </ul>
      <LastSync lastSyncAt={last_sync_at} className="mt-4" />
    </div>
  );
}

function OpenBadge({ tender }: { tender: TenderSummary }) {
  const expired = tender.deadline_status === 'expired';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        expired ? 'bg-slate-100 text-slate-600 ring-slate-500/20' : 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
      }`}
    >
      {expired ? 'Expiré' : 'Ouvert'}
    </span>
  );
}

/** "5 derniers appels d'offres": the latest publications of the user's trade and zone. */
export function RecentTenders() {
  const tenders = useTenders({ sort: 'publication', page: 1, page_size: DASHBOARD_TENDER_COUNT });

  return (
    <section
      aria-labelledby="recent-tenders-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-tenders-title" className="text-lg font-semibold text-slate-900">
          5 derniers appels d’offres
        </h2>
        <Link
          to="/tenders"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-900 hover:text-amber-700"
        >
          Voir tous les appels d’offres
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      <div className="mt-5">
        {tenders.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Chargement des appels d’offres…</span>
            <ul aria-hidden="true" className="divide-y divide-slate-100">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} className="animate-pulse py-4">
                  <div className="h-4 w-2/3 rounded bg-slate-200" />
                  <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
                </li>
              ))}
            </ul>
          </div>
        ) : tenders.isError ? (
          <TenderLoadError compact onRetry={() => void tenders.refetch()} retrying={tenders.isFetching} />
        ) : tenders.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-200 bg-slate-50/70 px-5 py-8 text-center">
            <p className="text-sm font-medium text-slate-700">Aucun appel d’offres synchronisé pour le moment</p>
            <LastSync lastSyncAt={tenders.data.last_sync_at} className="mt-2" />
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {tenders.data.items.map((tender) => (
              <li key={tender.id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
                  <div className="min-w-0">
                    <Link
                      to={`/tenders/${encodeURIComponent(tender.id)}`}
                      className="font-semibold text-slate-900 hover:text-amber-700 hover:underline"
                    >
                      {tender.title}
                    </Link>
                    <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-3.5 text-slate-400" />
                        {tender.location}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <Euro aria-hidden="true" className="size-3.5 text-slate-400" />
                        {amountLabel(tender.amount)}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <CalendarClock aria-hidden="true" className="size-3.5 text-slate-400" />
                        {tender.deadline
                          ? `Date limite : ${formatDate(tender.deadline)}`
                          : 'Date limite non communiquée'}
                      </span>
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1.5">
                    {tender.is_example ? <ExampleBadge /> : null}
                    <TenderStatusBadge status={tender.status} />
                    {tender.status === 'open' ? <OpenBadge tender={tender} /> : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
