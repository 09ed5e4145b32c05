import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { publicQueryClient } from '../lib/public-queries';
import { server } from './server';

// findBy… and waitFor wait for their condition up to 15 s instead of 1 (within the 20 s test timeout): a
// form's first submit loads its schemas and the API client by dynamic import, which on a loaded 2-core
// machine took over 1 s, and about 10 s at a load average of 24 (two form tests failed so in make test).
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The public pages' query client outlives a test (one per tab in the browser): each test starts empty.
  publicQueryClient().clear();
  // Some test files run in the node environment, which has no web storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterAll(() => server.close());
