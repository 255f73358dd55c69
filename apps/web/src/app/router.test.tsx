import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, SPA_ROUTES } from '@batiao/shared/routes';
import { createTestQueryClient } from '../testing/render-app';
import { createRoutes } from './router';

/** The full path patterns of the router's pages, the catch-all left out. */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') {
      return [];
    }
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own === '' ? '/' : own] : [];
    return [...here, ...patterns(route.children ?? [], own === '/' ? '' : own)];
  });
}

describe('the pages the server knows', () => {
  it('are the pages of the router, so that only an unknown page answers 404', () => {
    expect([...SPA_ROUTES].sort()).toEqual(patterns(createRoutes(createTestQueryClient())).sort());
  });

  it('match a page with its parameters, and nothing deeper', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/tenders/8f0c')).toBe(true);
    expect(isSpaRoute('/tenders/')).toBe(true);
    expect(isSpaRoute('/tenders/8f0c/files')).toBe(false);
    expect(isSpaRoute('/nope')).toBe(false);
  });
});
