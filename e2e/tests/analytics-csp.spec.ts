// Analytics under the gateway's Content-Security-Policy: the site is built a second time (into a temp
// dir, only two pages prerendered) with Plausible-style analytics pointing at a stand-in origin on
// 127.0.0.1, served by its own stack through the real gateway, and opened in Chromium. The stand-in
// serves the script and counts page-view beacons. The build's dist/.csp.json names that origin, and the
// gateway must allow exactly it: the script loads, the beacon arrives, Chromium reports no violation.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, startStack } from '@site/dev-stack/stack';
import { expect, test } from '../lib/test';
import { gotoHydrated, newContext, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

const run = promisify(execFile);
const ANALYTICS_DOMAIN = 'e2e.gardencitytech.ng';

/** What Plausible's manual script does: queue calls made before it loaded, then POST each event to /api/event. */
const STAND_IN_SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL('/api/event', script.src).href;
  function send(name, options) {
    var body = JSON.stringify({ n: name, u: (options && options.u) || location.href, d: script.getAttribute('data-domain') });
    fetch(endpoint, { method: 'POST', body: body, keepalive: true, headers: { 'Content-Type': 'text/plain' } });
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.plausible = function (name, options) { send(name, options); };
  for (var i = 0; i < queued.length; i++) send(queued[i][0], queued[i][1]);
})();`;

interface StandIn {
  origin: string;
  scriptLoads: number;
  beacons: { n: string; u: string; d: string }[];
  close(): Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const state = { scriptLoads: 0, beacons: [] as StandIn['beacons'] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'GET' && req.url === '/js/script.js') {
      state.scriptLoads++;
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(STAND_IN_SCRIPT);
      return;
    }
    if (req.method === 'POST' && req.url === '/api/event') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        state.beacons.push(JSON.parse(body) as StandIn['beacons'][number]);
        res.writeHead(202).end('ok');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    get scriptLoads() {
      return state.scriptLoads;
    },
    get beacons() {
      return state.beacons;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Client build, prerender bundle and the prerender of two pages, into `outDir`. */
async function buildSite(outDir: string, env: Record<string, string>) {
  const frontend = join(REPO_ROOT, 'frontend');
  const vite = join(REPO_ROOT, 'node_modules', '.bin', 'vite');
  const opts = { cwd: frontend, env: { ...process.env, ...env }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 };
  await run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], opts);
  await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, '.prerender'), '--logLevel', 'warn'], opts);
  await run(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', '--out-dir', outDir, '--only', '/,/faq'], opts);
}

test('when the site is built with analytics, then the gateway serves it so that the script loads, the page view arrives and Chromium reports no CSP violation', async () => {
  const { browser } = ctx();
  const standIn = await startStandIn();
  // Inside the frontend's node_modules, so the prerender bundle resolves its packages as the real one does.
  const cache = join(REPO_ROOT, 'frontend', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'site-analytics-'));
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  try {
    await buildSite(outDir, {
      VITE_ANALYTICS_PROVIDER: 'plausible',
      VITE_ANALYTICS_ID: ANALYTICS_DOMAIN,
      VITE_ANALYTICS_SRC: `${standIn.origin}/js/script.js`,
    });
    const csp = JSON.parse(readFileSync(join(outDir, '.csp.json'), 'utf8')) as unknown;
    expect(csp, '.csp.json').toEqual({ scriptSrc: [standIn.origin], connectSrc: [standIn.origin], imgSrc: [] });

    stack = await startStack({ env: { SITE_DIR: outDir, LOG_LEVEL: 'warn' }, odoo: false, admin: false });
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const { page, errors } = await watchedPage(context);
    await gotoHydrated(page, `${stack.url}/`);
    for (let i = 0; i < 50 && standIn.beacons.length === 0; i++) await page.waitForTimeout(100);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await context.close();

    expect(violations, 'securitypolicyviolation events').toEqual([]);
    expect(
      errors.filter((e) => /Content Security Policy/i.test(e)),
      'CSP console errors',
    ).toEqual([]);
    expect(standIn.scriptLoads >= 1, 'the analytics script was fetched').toBeTruthy();
    expect(
      standIn.beacons.map((b) => [b.n, new URL(b.u).pathname, b.d]),
      'page-view beacons',
    ).toEqual([['pageview', '/', ANALYTICS_DOMAIN]]);
  } finally {
    await stack?.stop();
    await standIn.close();
    rmSync(outDir, { recursive: true, force: true });
  }
});
