// Starts the stack the browser tests run against (Redis, leads, the Odoo simulator and sync worker,
// the mail catcher, the gateway serving frontend/dist) and hands its addresses to the test workers
// through the environment. The function it returns stops the stack when the run ends, passed or failed.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStack } from '@site/dev-stack/stack';
import { SITE_DIST } from './lib/static-server';
import { SUITE_ENV, type SuiteEnv } from './lib/suite-context';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(SITE_DIST, 'route-table.json'))) {
    throw new Error('frontend/dist is not built: run `make build` (or npm run build -w @site/frontend) first.');
  }
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
  const env: SuiteEnv = {
    url: stack.url,
    adminUsername: admin.username,
    adminPassword: admin.password,
    runId: randomBytes(4).toString('hex'),
    withOdoo: 'odoo-sync' in stack.services,
    odooUrl: stack.odooUrl,
    internalToken: stack.internalToken,
    mailDir: stack.mailDir,
  };
  process.env[SUITE_ENV] = JSON.stringify(env);
  console.log(`Browser tests against ${stack.url}`);
  return async () => {
    if (process.env.E2E_SHOW_LOGS) console.log(logs.slice(-80).join('\n'));
    await stack.stop();
  };
}
