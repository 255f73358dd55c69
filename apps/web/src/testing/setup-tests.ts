import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthToken } from '../lib/api-client';
import { assertQuietConsole, watchConsole } from './console';

// findBy*/waitFor wait up to 1 s by default: too short when CI runs the server suite on the same
// two cores. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; react-hot-toast's <Toaster> reads prefers-reduced-motion through it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

// Any console.error or console.warn fails the test that wrote it (see ./console.ts).
beforeEach(() => {
  watchConsole();
});

afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
  // The bearer token is module state: a test starts without the previous test's session.
  setAuthToken(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Last: what unmounting logged counts too.
  assertQuietConsole();
});
