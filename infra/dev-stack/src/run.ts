// `make run`: the whole embedded stack on http://127.0.0.1:${PORT:-3000}, with data under
// ${DATA_DIR:-./data}. A private redis-server unless REDIS_URL is set; the Odoo simulator unless
// ODOO_URL is set. INSTANCES=N runs N gateways, leads services and sync workers behind a load balancer
// on PORT (gateway i on PORT+i). A gateway, leads service or worker that exits is started again. Logs
// are prefixed per process; Ctrl-C stops everything cleanly.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INITIAL_PASSWORD_FILE } from '@site/contracts/auth';
import { parseEnv } from '@site/env-config/parse-env';
import { consoleSink } from './child-service';
import { runEnv } from './run-env';
import { serviceEnv } from './service-env';
import { REPO_ROOT, startStack } from './stack';

const env = parseEnv(runEnv, process.env, 'make run');

if (env.ODOO_URL && !(env.ODOO_DB && env.ODOO_USERNAME && env.ODOO_API_KEY)) {
  console.error('ODOO_URL is set: ODOO_DB, ODOO_USERNAME and ODOO_API_KEY are needed too.');
  process.exit(2);
}
if (!!env.ADMIN_USERNAME !== !!env.ADMIN_PASSWORD) {
  console.error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  process.exit(2);
}

const dataDir = resolve(REPO_ROOT, env.DATA_DIR);
console.log(`Starting the stack (data in ${dataDir}) …`);
const stack = await startStack({
  dataDir,
  port: env.PORT,
  redisUrl: env.REDIS_URL,
  simulatorSeries: env.ODOO_SIM_VERSION,
  env: serviceEnv(process.env),
  sink: consoleSink,
  admin: env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : false,
  // Without a mail server of the operator's, mail goes to the local catcher (kept under DATA_DIR/mail).
  mailCatcher: !env.SMTP_URL,
  instances: env.INSTANCES,
  // As compose's `restart:` policy: an operator rolls a restart by signalling one instance at a time.
  restartOnExit: true,
}).catch((err: Error) => {
  console.error(`Could not start: ${err.message}`);
  process.exit(1);
});

/** With several instances: the balancer and each process's own address and id, for an operator rolling a restart. */
function instancesText(): string {
  if (!stack.balancer) return '';
  const line = (name: string, pid: number | undefined, url?: string) => `    ${name.padEnd(12)} pid ${String(pid).padEnd(8)}${url ?? ''}`;
  return `

  ${env.INSTANCES} of each behind the balancer (HAProxy, ${join(dataDir, 'haproxy.cfg')}):
${line('balancer', stack.balancer.pid, `${stack.url}  (gateways' way to the leads services: ${stack.leadsUrl})`)}
${stack.instances.gateway.map((g, i) => line(g.name, g.pid, stack.gatewayUrls[i])).join('\n')}
${stack.instances.leads.map((l, i) => line(l.name, l.pid, stack.leadsUrls[i])).join('\n')}
${stack.instances['odoo-sync'].map((w) => line(w.name, w.pid)).join('\n')}
  Roll a restart with "kill -TERM <pid>", one instance at a time: each is started again.`;
}

const passwordFile = join(dataDir, INITIAL_PASSWORD_FILE);
const login = env.ADMIN_USERNAME
  ? `log in as "${env.ADMIN_USERNAME}" with ADMIN_PASSWORD`
  : existsSync(passwordFile)
    ? `first account: see ${passwordFile}, readable by you only; delete it once you have logged in`
    : 'log in with your staff account; `npm run staff -- list` shows them';
console.log(`
  Site:            ${stack.url}
  Staff dashboard: ${stack.url}/admin/leads  (${login})
  Queue board:     ${stack.url}/admin/queues
  Mail:            ${stack.mailDir ? `${stack.url}/admin/mail (kept in ${stack.mailDir})` : `${stack.url}/admin/mail (sent through SMTP_URL)`}
  API document:    ${stack.url}/api/openapi.json
  Odoo:            ${env.ODOO_URL ?? `the local simulator (as Odoo ${env.ODOO_SIM_VERSION})`}${instancesText()}

  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    void stack.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  });
}
