/**
 * The pages of the SPA (apps/web/src/app/router.tsx), as path patterns: the server answers these
 * with index.html (200) and any other page with index.html under HTTP 404. A web test checks that
 * this list and the router agree.
 */
export const SPA_ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/dashboard/pricing',
  '/documents',
  '/company',
  '/tenders',
  '/tenders/submit',
  '/tenders/:id',
  '/quartus',
  '/catalog',
  '/market-prices',
  '/subscription/checkout-test',
  '/account',
  '/admin',
  '/notifications',
  '/demo',
  '/subscription',
  '/pricing',
  '/features',
  '/integrations',
  '/contact',
  '/help',
  '/status',
  '/security',
  '/legal/mentions',
  '/legal/terms',
  '/legal/sales',
  '/legal/privacy',
  // Other addresses the spec links to for the legal pages (the SPA redirects them).
  '/terms',
  '/privacy',
  '/privacy-policy',
  '/terms-of-service',
  '/sales-terms',
  '/legal-mentions',
] as const;

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

const PATTERNS = SPA_ROUTES.map(segments);

/** True when the pathname (no query string) is a page of the SPA; `:param` matches one segment. */
export function isSpaRoute(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]),
  );
}
