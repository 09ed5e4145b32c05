// The image runs the services as bundles with plain node (no TypeScript loader). This builds those
// bundles exactly as the Dockerfile does, starts every one of them with plain node against a real
// redis-server and the compiled Odoo simulator, and follows one contact from the gateway to its Odoo id.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { buildServices, SERVICE_ENTRIES, type ServiceName } from './build-services';

let stack: Stack;
let bundles: Record<ServiceName, string>;
const admin = { username: 'compiled-admin', password: randomBytes(12).toString('base64url') };

beforeAll(async () => {
  bundles = await buildServices();
  stack = await startStack({ compiledDir: bundles.leads.replace(/\/leads\.mjs$/, ''), admin });
});
afterAll(async () => {
  await stack?.stop();
});

describe('compiled services', () => {
  it('when the stack runs from the bundles, then every service is a plain node process with no TypeScript loader', () => {
    expect(Object.keys(stack.services).sort()).toEqual(Object.keys(SERVICE_ENTRIES).sort());
    for (const [name, service] of Object.entries(stack.services)) {
      const argv = readFileSync(`/proc/${service.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv.slice(1), name).toEqual(['--enable-source-maps', bundles[name as ServiceName]]);
      expect(readFileSync(bundles[name as ServiceName], 'utf8'), name).not.toMatch(/from ["']tsx/);
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
    const deadline = Date.now() + 30_000;
    let record: { syncStatus: string; odooLeadId?: number | null } | undefined;
    while (Date.now() < deadline) {
      record = (await staff.contacts()).body.find((r) => r.id === sent.body.id);
      if (record?.syncStatus === 'synced') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(record).toMatchObject({ syncStatus: 'synced' });
    expect(record?.odooLeadId).toBeGreaterThan(0);
  });
});
