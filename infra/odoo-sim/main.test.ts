// The CLI as the local runner starts it: env in, one "listening" line out, clean exit on SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { killOnExit } from '@site/dev-stack/child-service';
import { call } from './sim-test-client';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('odoo-sim CLI', () => {
  it('when started with ODOO_SIM_PORT=0, then it prints its URL, serves it, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ODOO_SIM_PORT: '0',
        ODOO_SIM_API_KEY: 'cli-key',
        ODOO_SIM_DB: 'clidb',
        ODOO_SIM_LOGIN: 'cli@example.com',
        ODOO_SIM_BOT_GROUPS: 'sales_team.group_sale_salesman_all_leads, base.group_partner_manager',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    killOnExit(child);
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const match = /^odoo-sim listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      expect(match).not.toBeNull();
      const url = match?.[1] ?? '';
      expect(await call(url, '/xmlrpc/2/common', 'authenticate', ['clidb', 'cli@example.com', 'cli-key', {}])).toBe(6);
      const hasGroup = (group: string) =>
        call(url, '/xmlrpc/2/object', 'execute_kw', ['clidb', 6, 'cli-key', 'res.users', 'has_group', [group]]);
      expect([
        await hasGroup('sales_team.group_sale_manager'),
        await hasGroup('sales_team.group_sale_salesman'),
        await hasGroup('base.group_partner_manager'),
      ]).toEqual([false, true, true]);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code, signal] = (await exited) as [number | null, string | null];
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
