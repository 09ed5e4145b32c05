// The image runs the services as bundles with plain node (no TypeScript loader). This builds those
// bundles exactly as the Dockerfile does, starts every one of them with plain node against a real
// redis-server and the compiled Odoo simulator, follows one contact from the gateway to its Odoo id,
// and runs the containers' healthcheck against them.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { buildServices, DEFAULT_OUTDIR, SERVICE_ENTRIES, type BundleName } from './build-services';
import { until } from '@site/dev-stack/until';

let stack: Stack;
let bundles: Record<BundleName, string>;
const admin = { username: 'compiled-admin', password: randomBytes(12).toString('base64url') };

beforeAll(async () => {
  bundles = await buildServices(DEFAULT_OUTDIR);
  stack = await startStack({ compiledDir: DEFAULT_OUTDIR, admin, mailCatcher: true });
});
afterAll(async () => {
  await stack?.stop();
});

/** Runs the healthcheck bundle as Docker would and returns its exit status and output. */
async function healthcheck(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  return promisify(execFile)(process.execPath, [bundles.healthcheck, ...args], { env: { ...inheritedEnv(), ...env } }).then(
    ({ stdout }) => ({ code: 0, out: stdout.trim() }),
    (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout.trim() }),
  );
}

describe('compiled services', () => {
  it('when the stack runs from the bundles, then every service is a plain node process with no TypeScript loader', () => {
    expect(Object.keys(stack.services).sort()).toEqual(Object.keys(SERVICE_ENTRIES).sort());
    for (const [name, service] of Object.entries(stack.services)) {
      const argv = readFileSync(`/proc/${service.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv.slice(1), name).toEqual(['--enable-source-maps', bundles[name as BundleName]]);
      expect(readFileSync(bundles[name as BundleName], 'utf8'), name).not.toMatch(/from ["']tsx/);
    }
  });

  it('when a visitor sends a contact through the compiled gateway, then it is stored and the compiled worker gives it an Odoo lead id', async () => {
    const visitor = new ApiClient(stack.url);
    const sent = await visitor.post<{ success: boolean; id: string }>('/api/contact', {
      name: 'Chidi Okafor',
      email: 'chidi@rivers-logistics.ng',
      message: 'Sent to the compiled services.',
    });
    expect(sent.status).toBe(201);

    const staff = new ApiClient(stack.url);
    await staff.login(admin.username, admin.password);
    const record = await until(async () => {
      const found = (await staff.contacts()).body.find((r) => r.id === sent.body.id);
      return found?.syncStatus === 'synced' ? found : undefined;
    }, 'the lead to be synced');
    expect(record?.odooLeadId).toBeGreaterThan(0);
  });

  it('when the healthcheck asks each service, then it is healthy, and unhealthy without the credential or once the worker stops', async () => {
    expect(await healthcheck(['http', `${stack.url}/api/health`])).toEqual({ code: 0, out: 'healthy' });
    expect(await healthcheck(['http', `${stack.leadsUrl}/health`, `x-internal-token=${stack.internalToken}`])).toEqual({
      code: 0,
      out: 'healthy',
    });
    expect(await healthcheck(['http', `${stack.leadsUrl}/health`])).toMatchObject({ code: 1, out: expect.stringMatching(/answered 401/) });
    expect(await healthcheck(['worker'], { REDIS_URL: stack.redisUrl })).toEqual({ code: 0, out: 'healthy' });

    await stack.services['odoo-sync']!.stop();
    expect(await healthcheck(['worker'], { REDIS_URL: stack.redisUrl })).toMatchObject({
      code: 1,
      out: expect.stringMatching(/no worker/),
    });
    expect(await healthcheck(['worker'], { REDIS_URL: 'redis://127.0.0.1:1' })).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^redis:/),
    });
    expect(await healthcheck(['worker'], {})).toMatchObject({ code: 1 });
  });
});
