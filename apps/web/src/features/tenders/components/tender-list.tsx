import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronDown, ChevronLeft, ChevronRight, FilePlus2, Globe2, MapPin, Search, Wrench, X } from 'lucide-react';
import type { User } from '@batiao/shared/contracts/auth';
import { TENDER_SORTS, TENDER_STATUS_FILTERS } from '@batiao/shared/contracts/tenders';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { TRADES, tradeLabel, type TradeSlug } from '@batiao/shared/domain/trades';
import { Button, ButtonLink } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { useTenders } from '../api/get-tenders';
import {
  hasNarrowingFilters,
  readListParams,
  SORT_LABELS,
  STATUS_FILTER_LABELS,
  toListQuery,
  writeListParams,
  type TenderListParams,
} from '../lib/list-params';
import { LastSync, lastSyncText } from './last-sync';
import { SubscriptionRequiredBanner } from './subscription-required-banner';
import { TenderCard } from './tender-card';
import { TenderEmptyState, TenderListSkeleton, TenderLoadError } from './tender-list-states';

/** The search waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

function Counter({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>
        {value === undefined ? <span className="text-slate-300">—</span> : formatInteger(value)}
      </dd>
    </div>
  );
}

const STATUS_SINGULAR: Record<TenderListParams['status'], string> = {
  all: '',
  active: 'actif',
  urgent: 'urgent',
  expired: 'expiré',
};

/** The server's explanation when it is worth showing (no connection, a refused search). */
function errorDetail(error: Error): string | undefined {
  if (error instanceof ApiError && (error.isNetworkError || error.status === 422)) {
    return error.message;
  }
  return undefined;
}

export function TenderList({ user }: { user: User }) {
  // Subscribers generate responses; so do admins (core-journey §6), whatever their plan.
  const canGenerate = hasSubscriberAccess(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, user.metier);
  const tenders = useTenders(toListQuery(params));
  const searchString = searchParams.toString();
  const listSearch = searchString ? `?${searchString}` : '';
  const listTop = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (patch: Partial<TenderListParams>, options: UpdateOptions = {}) => {
      setSearchParams((current) => writeListParams({ ...readListParams(current, user.metier), page: 1, ...patch }), {
        replace: options.replace ?? false,
      });
    },
    [setSearchParams, user.metier],
  );

  // The search box: typed text is local, the address follows 300 ms after the last keystroke.
  const [searchText, setSearchText] = useState(params.q);
  const [syncedQ, setSyncedQ] = useState(params.q);
  if (params.q !== syncedQ) {
    // The address changed from elsewhere (back button, reset): the box shows it.
    setSyncedQ(params.q);
    if (params.q !== searchText.trim()) {
      setSearchText(params.q);
    }
  }
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  function handleSearchChange(value: string) {
    setSearchText(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ q: value }, { replace: true }), SEARCH_DEBOUNCE_MS);
  }

  function handleSearchSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(searchTimer.current);
    if (searchText.trim() !== params.q) {
      update({ q: searchText });
    }
  }

  function clearSearch() {
    clearTimeout(searchTimer.current);
    setSearchText('');
    update({ q: '' });
  }

  function resetFilters() {
    clearTimeout(searchTimer.current);
    setSearchText('');
    update({ q: '', status: 'all' });
  }

  function goToPage(page: number) {
    update({ page });
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }

  const data = tenders.data;
  const metier: TradeSlug = data?.metier ?? params.metier ?? user.metier;
  const ownTrade = metier === user.metier;
  const totalPages = data ? Math.max(1, Math.ceil(data.counters.filtered / data.page_size)) : 1;
  const narrowed = hasNarrowingFilters(params);
  const departements = data?.departements ?? [];

  return (
    <div className="min-h-[calc(100vh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-amber-600 uppercase">Marchés publics de travaux</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Appels d’offres</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <Wrench aria-hidden="true" className="size-4 text-slate-400" />
                <span className="sr-only">Métier : </span>
                <span className="font-medium text-slate-800">{tradeLabel(metier)}</span>
                {ownTrade ? null : <span className="text-sm text-slate-500">(autre que le vôtre)</span>}
              </span>
              <span className="inline-flex min-w-0 items-center gap-1.5">
                {params.zone === 'all' ? (
                  <Globe2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                ) : (
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                )}
                <span className="sr-only">Zone : </span>
                {params.zone === 'all' ? (
                  <span className="font-medium text-slate-800">Toute la France</span>
                ) : (
                  <span>
                    <span className="font-medium text-slate-800">{user.zone_geographique}</span>
                    {departements.length > 0 ? (
                      <span className="text-sm text-slate-500">
                        {' '}
                        · {departements.length > 1 ? 'départements' : 'département'} {departements.join(', ')}
                      </span>
                    ) : null}
                  </span>
                )}
              </span>
            </p>
            {canGenerate ? (
              <ButtonLink to="/tenders/submit" variant="secondary" size="sm" className="mt-4">
                <FilePlus2 aria-hidden="true" className="size-4 text-slate-500" />
                Soumettre un appel d’offres
              </ButtonLink>
            ) : null}
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div>
              <span id="zone-label" className="mb-1.5 block text-xs font-medium text-slate-500">
                Zone
              </span>
              <div
                role="group"
                aria-labelledby="zone-label"
                className="inline-flex h-10 w-full rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs sm:w-auto"
              >
                {(
                  [
                    ['mine', 'Ma zone'],
                    ['all', 'Toute la France'],
                  ] as const
                ).map(([zone, label]) => (
                  <button
                    key={zone}
                    type="button"
                    aria-pressed={params.zone === zone}
                    onClick={() => update({ zone })}
                    className={`flex-1 rounded-md px-3.5 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none ${
                      params.zone === zone ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100'
                    }`}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </div>
            <div className="sm:w-60">
              <label htmlFor="tenders-metier" className="mb-1.5 block text-xs font-medium text-slate-500">
                Métier
              </label>
              <div className="relative">
                <select
                  id="tenders-metier"
                  value={params.metier ?? user.metier}
                  onChange={(event) => {
                    const next = TRADES.find((trade) => trade.slug === event.target.value)?.slug;
                    update({ metier: next && next !== user.metier ? next : null });
                  }}
                  className={inputClasses(false, 'h-10 appearance-none py-0 pr-10 text-sm')}
                >
                  {TRADES.map((trade) => (
                    <option key={trade.slug} value={trade.slug}>
                      {trade.slug === user.metier ? `${trade.label} (mon métier)` : trade.label}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
                />
              </div>
            </div>
          </div>
        </header>

        {canGenerate ? null : <SubscriptionRequiredBanner className="mt-6" />}

        <section
          aria-label="Recherche et filtres"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
        >
          <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
            <form role="search" onSubmit={handleSearchSubmit} className="min-w-0 flex-1">
              <label htmlFor="tenders-search" className="mb-1.5 block text-xs font-medium text-slate-500">
                Rechercher
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-slate-400"
                />
                <input
                  id="tenders-search"
                  type="search"
                  value={searchText}
                  maxLength={200}
                  placeholder="Titre, description, acheteur, lieu…"
                  onChange={(event) => handleSearchChange(event.target.value)}
                  className={inputClasses(
                    false,
                    'h-10 py-0 pr-10 pl-10 text-sm [&::-webkit-search-cancel-button]:hidden',
                  )}
                />
                {searchText ? (
                  <button
                    type="button"
                    onClick={clearSearch}
                    aria-label="Effacer la recherche"
                    className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </div>
            </form>

            <div>
              <span id="status-filter-label" className="mb-1.5 block text-xs font-medium text-slate-500">
                Statut
              </span>
              <div
                role="group"
                aria-labelledby="status-filter-label"
                className="grid h-10 grid-cols-4 rounded-lg border border-slate-300 bg-slate-50 p-0.5"
              >
                {TENDER_STATUS_FILTERS.map((status) => (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={params.status === status}
                    onClick={() => update({ status })}
                    className={`rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                      params.status === status
                        ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-900/10'
                        : 'text-slate-600 hover:text-slate-900'
                    }`}
                  >
                    {STATUS_FILTER_LABELS[status]}
                  </button>
                ))}
              </div>
            </div>

            <div className="lg:w-48">
              <label htmlFor="tenders-sort" className="mb-1.5 block text-xs font-medium text-slate-500">
                Trier par
              </label>
              <div className="relative">
                <select
                  id="tenders-sort"
                  value={params.sort}
                  onChange={(event) => {
                    const sort = TENDER_SORTS.find((value) => value === event.target.value);
                    if (sort) {
                      update({ sort });
                    }
                  }}
                  className={inputClasses(false, 'h-10 appearance-none py-0 pr-10 text-sm')}
                >
                  {TENDER_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
                />
              </div>
            </div>
          </div>
        </section>

        <section aria-label="Compteurs" className="mt-6">
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Counter label="Total" value={data?.counters.total} tone="text-slate-900" />
            <Counter label="Actifs" value={data?.counters.active} tone="text-emerald-700" />
            <Counter label="Urgents (7 jours ou moins)" value={data?.counters.urgent} tone="text-orange-600" />
            <Counter label="Résultats filtrés" value={data?.counters.filtered} tone="text-slate-900" />
          </dl>
        </section>

        <div ref={listTop} className="mt-4 flex min-h-5 scroll-mt-24 flex-wrap items-center justify-between gap-2">
          {/* The empty "nothing synchronised" state says it itself. */}
          {data && data.counters.total > 0 ? <LastSync lastSyncAt={data.last_sync_at} /> : <span />}
          {tenders.isFetching && data ? (
            <span role="status" className="inline-flex items-center gap-1.5 text-xs text-slate-500">
              <Spinner className="size-3.5" />
              Mise à jour…
            </span>
          ) : null}
        </div>

        <section aria-label="Liste des appels d’offres" className="mt-4">
          {tenders.isPending ? (
            <TenderListSkeleton />
          ) : tenders.isError ? (
            <TenderLoadError
              onRetry={() => void tenders.refetch()}
              retrying={tenders.isFetching}
              detail={errorDetail(tenders.error)}
            />
          ) : tenders.data.counters.total === 0 ? (
            <TenderEmptyState
              kind="no-tenders"
              title="Aucun appel d’offres synchronisé pour le moment"
              actions={
                // Widening helps once the source has been synchronised; before that, nothing would show.
                params.zone === 'mine' && tenders.data.last_sync_at !== null ? (
                  <Button variant="primary" size="sm" onClick={() => update({ zone: 'all', q: '', status: 'all' })}>
                    <Globe2 aria-hidden="true" className="size-4" />
                    Élargir à toute la France
                  </Button>
                ) : null
              }
            >
              <p>
                {params.zone === 'all'
                  ? `Aucun appel d’offres de ${tradeLabel(metier).toLowerCase()} n’a encore été reçu du BOAMP.`
                  : `Aucun appel d’offres de ${tradeLabel(metier).toLowerCase()} n’a encore été reçu du BOAMP pour votre zone.`}
              </p>
              <p>{lastSyncText(tenders.data.last_sync_at)}</p>
            </TenderEmptyState>
          ) : tenders.data.items.length === 0 ? (
            tenders.data.counters.filtered > 0 ? (
              <TenderEmptyState
                kind="no-results"
                title={`La page ${params.page} n’existe pas`}
                actions={
                  <Button variant="primary" size="sm" onClick={() => goToPage(1)}>
                    Revenir à la première page
                  </Button>
                }
              >
                <p>
                  La liste compte {totalPages} page{totalPages > 1 ? 's' : ''}.
                </p>
              </TenderEmptyState>
            ) : (
              <TenderEmptyState
                kind="no-results"
                title="Aucun appel d’offres ne correspond à vos critères"
                actions={
                  <>
                    {narrowed ? (
                      <Button variant="primary" size="sm" onClick={resetFilters}>
                        Réinitialiser les filtres
                      </Button>
                    ) : null}
                    {params.zone === 'mine' ? (
                      <Button variant="secondary" size="sm" onClick={() => update({ zone: 'all' })}>
                        <Globe2 aria-hidden="true" className="size-4" />
                        Élargir à toute la France
                      </Button>
                    ) : null}
                  </>
                }
              >
                <p>
                  {params.q.trim()
                    ? `Aucun résultat pour « ${params.q.trim()} »${params.status === 'all' ? '' : ` parmi les appels d’offres ${STATUS_FILTER_LABELS[params.status].toLowerCase()}`}.`
                    : `Aucun appel d’offres ${STATUS_SINGULAR[params.status]} pour le moment.`.replace('  ', ' ')}
                </p>
              </TenderEmptyState>
            )
          ) : (
            <>
              <ul
                className={`space-y-4 transition-opacity ${tenders.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={tenders.isPlaceholderData || undefined}
              >
                {tenders.data.items.map((tender) => (
                  <li key={tender.id}>
                    <TenderCard tender={tender} subscriber={canGenerate} listSearch={listSearch} />
                  </li>
                ))}
              </ul>
              {totalPages > 1 || params.page > 1 ? (
                <nav
                  aria-label="Pagination"
                  className="mt-8 flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs"
                >
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={params.page <= 1}
                    onClick={() => goToPage(params.page - 1)}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    <span className="sr-only sm:not-sr-only">Précédent</span>
                  </Button>
                  <p className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
                    Page <span className="font-semibold text-slate-900">{params.page}</span> sur{' '}
                    <span className="font-semibold text-slate-900">{totalPages}</span>
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={params.page >= totalPages}
                    onClick={() => goToPage(params.page + 1)}
                  >
                    <span className="sr-only sm:not-sr-only">Suivant</span>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
