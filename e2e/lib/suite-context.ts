// What every browser test shares: the running stack (started by global-setup.ts, described in the
// environment), this worker's browser, the route table and a run id that makes this run's leads easy
// to find on the dashboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { SITE_DIST } from './static-server';

export interface RouteEntry {
  path: string;
  id: string;
  inSitemap: boolean;
}

/** The environment variable global-setup.ts describes the stack in. */
export const SUITE_ENV = 'E2E_SUITE';

export interface SuiteEnv {
  url: string;
  adminUsername: string;
  adminPassword: string;
  runId: string;
  /** Whether the Odoo simulator and sync worker run (then synced ids are expected on the dashboard). */
  withOdoo: boolean;
  /** The Odoo the worker talks to (the simulator), when it runs. */
  odooUrl: string | undefined;
  /** The stack's INTERNAL_TOKEN: booking links are signed with a key derived from it. */
  internalToken: string;
  /** Where the mail catcher keeps what the stack sent (one .eml per message). */
  mailDir: string | undefined;
}

export interface SuiteContext extends SuiteEnv {
  browser: Browser;
  routes: RouteEntry[];
}

let current: SuiteContext | undefined;

/** Called by the suite's worker fixture (lib/test.ts) with the worker's browser. */
export function openSuite(browser: Browser) {
  const env = process.env[SUITE_ENV];
  if (!env) throw new Error(`${SUITE_ENV} is not set: run the suite with playwright test -c e2e (global-setup.ts starts the stack)`);
  current = { ...(JSON.parse(env) as SuiteEnv), browser, routes: readRouteTable(SITE_DIST) };
}

export function ctx(): SuiteContext {
  if (!current) throw new Error('suite context not set');
  return current;
}

export function readRouteTable(distDir: string): RouteEntry[] {
  return JSON.parse(readFileSync(join(distDir, 'route-table.json'), 'utf8')) as RouteEntry[];
}
