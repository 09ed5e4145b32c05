// The browser suite (make test → make e2e): starts the whole stack on free ports (Redis, leads,
// Odoo simulator and sync worker when present, gateway serving frontend/dist), drives Debian's
// Chromium through playwright-core, and ends with "N passed, M failed" (exit 1 on any failure).
// `node --import tsx e2e/run.ts [filter]` runs only the tests whose name contains the filter.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStack } from '@site/dev-stack/stack';
import { launchBrowser } from './lib/browser';
import { closeStaff } from './lib/dashboard';
import { runAll } from './lib/harness';
import { SITE_DIST } from './lib/static-server';
import { readRouteTable, setContext } from './lib/suite-context';
import './tests/site';
import './tests/navigation';
import './tests/forms';
import './tests/dialog';
import './tests/before-hydration';
import './tests/dashboard';
import './tests/privacy';
import './tests/analytics-csp';
import './tests/mail';
import './tests/booking';

const dist = SITE_DIST;

async function main(): Promise<number> {
  if (!existsSync(join(dist, 'route-table.json'))) {
    console.error('frontend/dist is not built: run `make build` (or npm run build -w @site/frontend) first.');
    return 1;
  }
  const started = Date.now();
  const admin = { username: 'e2e-admin', password: randomBytes(12).toString('base64url') };
  const logs: string[] = [];
  const stack = await startStack({
    admin,
    // The suite submits many forms from one address within a minute.
    env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000', RATE_LIMIT_LOGIN_PER_15_MIN: '100', LOG_LEVEL: 'warn' },
    sink: (name, line) => logs.push(`[${name}] ${line}`),
    // Mail goes to the local catcher (a real SMTP server), as under `make run`.
    mailCatcher: true,
  });
  const browser = await launchBrowser();
  try {
    setContext({
      url: stack.url,
      adminUsername: admin.username,
      adminPassword: admin.password,
      browser,
      routes: readRouteTable(dist),
      runId: randomBytes(4).toString('hex'),
      withOdoo: 'odoo-sync' in stack.services,
      odooUrl: stack.odooUrl,
      internalToken: stack.internalToken,
      mailDir: stack.mailDir,
    });
    console.log(`Browser tests against ${stack.url} (${readRouteTable(dist).length} routes)`);
    const { passed, failed } = await runAll(process.argv[2]);
    await closeStaff();
    if (failed && process.env.E2E_SHOW_LOGS) console.log(logs.slice(-80).join('\n'));
    console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return failed ? 1 : 0;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
