import { afterEach, describe, expect, it } from 'vitest';
import { assertQuietConsole, expectConsoleError, watchConsole } from './console';

// These tests drive the guard by hand, then hand a fresh one back to setup-tests.ts's afterEach.
afterEach(() => {
  watchConsole();
});

describe('the console guard', () => {
  it('fails a test that wrote to console.error or console.warn, quoting what was written', () => {
    watchConsole();
    // (The guard also prints them through, as a real failure would.)
    console.error('Each child in a list should have a unique "key" prop.');
    console.warn('A warning from a library');
    expect(() => assertQuietConsole()).toThrow(
      /console\.error: Each child in a list should have a unique "key" prop\.\n {2}console\.warn: A warning from a library/,
    );
  });

  it('lets a test declare the error it expects, and records it for its assertions', () => {
    watchConsole();
    const logged = expectConsoleError('[BatiAO] Dépôt d’un document');
    console.error('[BatiAO] Dépôt d’un document', new Error('413'));
    expect(() => assertQuietConsole()).not.toThrow();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Dépôt d’un document', expect.any(Error));
  });

  it('still fails on an error other than the one declared', () => {
    watchConsole();
    expectConsoleError('[BatiAO] Dépôt d’un document');
    console.error('[BatiAO] Chargement des notifications');
    expect(() => assertQuietConsole()).toThrow(/Chargement des notifications/);
  });
});
