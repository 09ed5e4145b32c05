// What every browser test shares: the running stack, the browser, the route table and a run id
// that makes this run's leads easy to find on the dashboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

export interface RouteEntry {
  path: string;
  id: string;
  inSitemap: boolean;
}

export interface SuiteContext {
  url: string;
  adminUsername: string;
  adminPassword: string;
  browser: Browser;
  routes: RouteEntry[];
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

let current: SuiteContext | undefined;

export function setContext(ctx: SuiteContext) {
  current = ctx;
}

export function ctx(): SuiteContext {
  if (!current) throw new Error('suite context not set');
  return current;
}

export function readRouteTable(distDir: string): RouteEntry[] {
  return JSON.parse(readFileSync(join(distDir, 'route-table.json'), 'utf8')) as RouteEntry[];
}
