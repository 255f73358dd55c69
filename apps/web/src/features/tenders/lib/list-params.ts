import { TENDER_SORTS, TENDER_STATUS_FILTERS } from '@batiao/shared/contracts/tenders';
import { TRADE_SLUGS, type TradeSlug } from '@batiao/shared/domain/trades';
import type { TenderListRequest } from '../api/get-tenders';

export type TenderStatusFilter = (typeof TENDER_STATUS_FILTERS)[number];
export type TenderSort = (typeof TENDER_SORTS)[number];
export type TenderZone = 'mine' | 'all';

export const TENDER_LIST_PAGE_SIZE = 20;

export const STATUS_FILTER_LABELS: Record<TenderStatusFilter, string> = {
  all: 'Tous',
  active: 'Actifs',
  urgent: 'Urgents',
  expired: 'Expirés',
};

export const SORT_LABELS: Record<TenderSort, string> = {
  deadline: 'Date limite',
  score: 'Compatibilité',
  publication: 'Publication',
};

/** The list's state, as kept in the address (?q=&status=&sort=&page=&zone=&metier=). */
export interface TenderListParams {
  q: string;
  status: TenderStatusFilter;
  sort: TenderSort;
  page: number;
  zone: TenderZone;
  /** Another trade than the user's; null = the user's own. */
  metier: TradeSlug | null;
}

export const DEFAULT_LIST_PARAMS: TenderListParams = {
  q: '',
  status: 'all',
  sort: 'deadline',
  page: 1,
  zone: 'mine',
  metier: null,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Reads the address; anything unknown falls back to the default rather than failing. */
export function readListParams(search: URLSearchParams, userMetier: string): TenderListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const metier = oneOf(TRADE_SLUGS, search.get('metier')) ?? null;
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    status: oneOf(TENDER_STATUS_FILTERS, search.get('status')) ?? DEFAULT_LIST_PARAMS.status,
    sort: oneOf(TENDER_SORTS, search.get('sort')) ?? DEFAULT_LIST_PARAMS.sort,
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    zone: search.get('zone') === 'all' ? 'all' : 'mine',
    metier: metier === userMetier ? null : metier,
  };
}

/** The address of a state: default values are left out, so that a plain /tenders stays plain. */
export function writeListParams(params: TenderListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) {
    search.set('q', q);
  }
  if (params.status !== DEFAULT_LIST_PARAMS.status) {
    search.set('status', params.status);
  }
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) {
    search.set('sort', params.sort);
  }
  if (params.zone !== DEFAULT_LIST_PARAMS.zone) {
    search.set('zone', params.zone);
  }
  if (params.metier) {
    search.set('metier', params.metier);
  }
  if (params.page > 1) {
    search.set('page', String(params.page));
  }
  return search;
}

/** The API query of a state. */
export function toListQuery(params: TenderListParams): TenderListRequest {
  return {
    q: params.q.trim() || undefined,
    status: params.status,
    sort: params.sort,
    page: params.page,
    page_size: TENDER_LIST_PAGE_SIZE,
    zone: params.zone,
    metier: params.metier ?? undefined,
  };
}

/** True when the search or the status filter narrows the list. */
export function hasNarrowingFilters(params: TenderListParams): boolean {
  return params.q.trim() !== '' || params.status !== 'all';
}
