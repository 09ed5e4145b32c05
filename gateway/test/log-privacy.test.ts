// What the logs keep: marked visitor data goes through the whole stack (gateway, leads, the sync
// worker and Odoo), a staff search and a failed log-in with a marked username; no log line of any
// process, at debug level, holds any of it. The generated first password is never logged either.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_PASSWORD_FILE } from '@site/contracts/auth';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';

const mark = `zq${Date.now().toString(36)}`;
const visitor = {
  name: `Chiamaka ${mark}name`,
  email: `${mark}mail@example.ng`,
  phone: `+234 803 ${String(Date.now()).slice(-7)}`,
  company: `${mark}company Ltd`,
  message: `Please call about ${mark}message`,
};
const secrets = [
  `${mark}name`,
  `${mark}mail`,
  visitor.phone,
  visitor.phone.replace(/\s/g, ''),
  `${mark}company`,
  `${mark}message`,
  `${mark}user`,
];

let stack: Stack;
const lines: string[] = [];

beforeAll(async () => {
  // No ADMIN_USERNAME/ADMIN_PASSWORD: the first account gets a generated password.
  stack = await startStack({ admin: false, env: { LOG_LEVEL: 'debug' }, sink: (name, line) => lines.push(`[${name}] ${line}`) });
}, 120_000);
afterAll(async () => stack?.stop());

describe('log privacy', () => {
  it('when visitor data passes through every process, then no log line holds it', async () => {
    const api = new ApiClient(stack.url);
    const contact = await api.post<{ id: string }>('/api/contact', visitor);
    expect(contact.status).toBe(201);
    const booking = await api.post<{ id: string }>('/api/consultations', { ...visitor, consultationType: 'general' });
    expect(booking.status).toBe(201);
    // Refused input echoes nothing either.
    expect((await api.post('/api/contact', { ...visitor, email: `${mark}mail-not-an-address` })).status).toBe(400);
    expect((await api.post('/api/auth/login', { username: `${mark}user`, password: `${mark}user-password` })).status).toBe(401);

    const file = join(stack.dataDir, INITIAL_PASSWORD_FILE);
    const [, username, password] = /username: (.+)\npassword: (.+)\n/.exec(readFileSync(file, 'utf8'))!;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const staff = new ApiClient(stack.url);
    await staff.login(username!, password!);
    expect((await staff.get(`/api/contacts?q=${encodeURIComponent(`${mark}mail`)}`)).status).toBe(200);

    // Wait until the worker has synced both, so its log lines are in too.
    for (let i = 0; i < 100; i++) {
      const all = JSON.stringify([(await staff.get('/api/contacts')).body, (await staff.get('/api/consultations')).body]);
      if ((all.match(/"syncStatus":"synced"/g) ?? []).length >= 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(lines.some((l) => l.includes(contact.body.id))).toBe(true); // records are logged by id

    const leaks = lines.filter((l) => secrets.some((s) => l.includes(s)) || l.includes(password!));
    expect(leaks).toEqual([]);
    expect(lines.some((l) => l.includes(INITIAL_PASSWORD_FILE))).toBe(true); // the log says where the password is
  }, 60_000);
});
