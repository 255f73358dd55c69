/**
 * Every TanStack Query cache key of the web app, in one place. A feature's queries take their key
 * from here, and a feature that refreshes another's data (a new document changes the tenders'
 * compatibility and the storage used) names the same key, so the two cannot drift apart.
 *
 * Keys are arrays from the general to the particular: invalidating a prefix (`queryKeys.tenders.all`)
 * refreshes everything under it (every list and every detail).
 */
export const queryKeys = {
  admin: {
    all: ['admin'] as const,
    stats: ['admin', 'stats'] as const,
    analytics: ['admin', 'analytics'] as const,
    users: (q: string, page: number) => ['admin', 'users', { q: q.trim(), page }] as const,
    usersAll: ['admin', 'users'] as const,
    audit: ['admin', 'audit'] as const,
  },
  auth: {
    /** GET /api/auth/me, per token: a new sign-in never reads the previous user. */
    me: (token: string) => ['auth', 'me', token] as const,
  },
  billing: {
    usage: ['billing', 'usage'] as const,
    testCheckout: (id: string) => ['billing', 'test-checkout', id] as const,
  },
  company: {
    profile: ['company', 'profile'] as const,
    photo: (referenceId: string, photoId: string) => ['company', 'photo', referenceId, photoId] as const,
  },
  dashboard: {
    stats: ['dashboard', 'stats'] as const,
  },
  documents: {
    all: ['documents'] as const,
    list: ['documents', 'list'] as const,
    health: ['documents', 'health'] as const,
  },
  generatedResponses: {
    all: ['generated-responses'] as const,
    lists: ['generated-responses', 'list'] as const,
    list: (params: { tenderId?: string | null; limit?: number }) =>
      ['generated-responses', 'list', { tenderId: params.tenderId ?? null, limit: params.limit }] as const,
    detail: (id: string) => ['generated-responses', 'detail', id] as const,
    preview: (id: string, version: string) => ['generated-responses', 'preview', id, version] as const,
  },
  locations: {
    popular: ['locations', 'popular'] as const,
    search: (q: string) => ['locations', 'search', q.trim().toLowerCase()] as const,
    validate: (location: string) => ['locations', 'validate', location.trim()] as const,
    geolocate: (lat: number, lon: number) => ['locations', 'geolocate', lat, lon] as const,
  },
  pricing: {
    /** GET /api/pricing/profile: rates, markups and the product list. */
    profile: ['pricing', 'profile'] as const,
    /** GET /api/pricing/catalog* : the tree and every search (the same products as the profile's list). */
    catalogAll: ['pricing', 'catalog'] as const,
    catalog: ['pricing', 'catalog', 'tree'] as const,
    catalogSearch: (q: string) => ['pricing', 'catalog', 'search', q.trim()] as const,
  },
  marketPrices: {
    /** GET /api/pricing/market-price/* : library categories, search and suggestions per trade. */
    categories: (metier: string) => ['market-prices', 'categories', metier] as const,
    search: (term: string, metier: string) => ['market-prices', 'search', term.trim(), metier] as const,
    suggestions: (term: string, metier: string) => ['market-prices', 'suggestions', term.trim(), metier] as const,
  },
  notifications: {
    lists: ['notifications', 'list'] as const,
    list: (limit: number) => ['notifications', 'list', { limit }] as const,
    /** The /notifications page: all or unread only. */
    page: (limit: number, unread: boolean) => ['notifications', 'list', { limit, unread }] as const,
    preferences: ['notifications', 'preferences'] as const,
  },
  site: {
    /** GET /api/site/operator: who runs the service, for the legal pages. */
    operator: ['site', 'operator'] as const,
    /** GET /api/status: the live service status. */
    status: ['site', 'status'] as const,
  },
  storage: {
    all: ['storage'] as const,
    usage: ['storage', 'usage'] as const,
  },
  tenderFiles: {
    /** The consultation files (DCE) of one tender, their quantities and their analysis. */
    all: (tenderId: string) => ['tender-files', tenderId] as const,
    list: (tenderId: string) => ['tender-files', tenderId, 'list'] as const,
    metres: (tenderId: string) => ['tender-files', tenderId, 'metres'] as const,
    analysis: (tenderId: string) => ['tender-files', tenderId, 'analysis'] as const,
  },
  tenders: {
    all: ['tenders'] as const,
    /** One page of the list, per request (search, filters, page). */
    list: <Q extends object>(query: Q) => ['tenders', 'list', query] as const,
    detail: (id: string) => ['tenders', 'detail', id] as const,
  },
};
