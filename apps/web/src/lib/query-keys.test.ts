import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** Fills a cache with one entry per key, then reports which ones an invalidation reached. */
function invalidated(prefix: readonly unknown[], keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) {
    client.setQueryData(key, 'data');
  }
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('query keys', () => {
  it('let another feature refresh all the tenders (a document changes their compatibility), and nothing else', () => {
    const keys = [
      queryKeys.tenders.list({ q: 'toiture', page: 2 }),
      queryKeys.tenders.detail('t-1'),
      queryKeys.dashboard.stats,
      queryKeys.documents.list,
    ];
    expect(invalidated(queryKeys.tenders.all, keys)).toEqual(keys.slice(0, 2));
  });

  it('refresh the documents list and health together, and the storage usage under its prefix', () => {
    expect(invalidated(queryKeys.documents.all, [queryKeys.documents.list, queryKeys.documents.health])).toHaveLength(
      2,
    );
    expect(invalidated(queryKeys.storage.all, [queryKeys.storage.usage, queryKeys.billing.usage])).toEqual([
      queryKeys.storage.usage,
    ]);
  });

  it('reach every notification list, whatever its length, but not the preferences', () => {
    const keys = [
      queryKeys.notifications.list(5),
      queryKeys.notifications.list(20),
      queryKeys.notifications.preferences,
    ];
    expect(invalidated(queryKeys.notifications.lists, keys)).toEqual(keys.slice(0, 2));
  });

  it('normalise what does not change the answer (a search is case- and space-insensitive)', () => {
    expect(queryKeys.locations.search('  Lyon ')).toEqual(queryKeys.locations.search('lyon'));
    expect(queryKeys.generatedResponses.list({ limit: 5 })).toEqual(
      queryKeys.generatedResponses.list({ tenderId: null, limit: 5 }),
    );
  });
});
