import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { publicQueryClient } from '../lib/public-queries';
import { server } from './server';

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
