// Issue #20, "the booking form mails attacker-written text to any inbox": a name is a name (no web
// address, "@", quotes…), and mail to one address and to one domain is limited besides the per-address
// limit of the forms. A real stack: the leads service, Redis, the mail catcher over SMTP.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsultationRecord } from '@site/contracts/records';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { validConsultation, validContact } from './fixtures';

const PER_ADDRESS = 3;
const PER_DOMAIN = 5;
let stack: Stack;
let staff: ApiClient;
const visitor = () => new ApiClient(stack.url);

beforeAll(async () => {
  stack = await startStack({
    odoo: false,
    mailCatcher: true,
    env: {
      MAIL_WAIT_FOR_ODOO_MS: '0',
      MAIL_LIMIT_PER_ADDRESS_PER_DAY: String(PER_ADDRESS),
      MAIL_LIMIT_PER_DOMAIN_PER_HOUR: String(PER_DOMAIN),
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    },
  });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 120_000);
afterAll(async () => stack?.stop());

const book = async (over: Record<string, unknown>) =>
  visitor().post<{ id: string; issues?: { path: string; message: string }[] }>('/api/consultations', {
    ...validConsultation().full,
    fillMs: 5000,
    ...over,
  });
/** Messages the catcher received for an address (or any address at a domain). */
const delivered = (to: string) =>
  readdirSync(stack.mailDir!).filter((f) => f.endsWith('.eml') && readFileSync(join(stack.mailDir!, f), 'utf8').toLowerCase().includes(to));

/** The bookings once each has its mail sent or failed. */
async function settled(ids: string[]): Promise<ConsultationRecord[]> {
  return until(
    async () => {
      const all = (await staff.consultations()).body.filter((r) => ids.includes(r.id));
      return all.length === ids.length && all.every((r) => r.mailStatus === 'sent' || r.mailStatus === 'failed') ? all : undefined;
    },
    'every booking to have its mail sent or refused',
    60_000,
    200,
  );
}

describe('no mail relay', () => {
  it('when a name carries a web address, then both forms refuse it with a clear field message and store nothing', async () => {
    const name = 'Your account is locked, verify now at https://evil.example/verify (Microsoft)';
    const victim = `phish-${Date.now()}@victim.example`;
    for (const [path, body] of [
      ['/api/consultations', { ...validConsultation().full, name, email: victim, fillMs: 5000 }],
      ['/api/contact', { ...validContact['contact-page'], name, email: victim, fillMs: 5000 }],
    ] as const) {
      const res = await visitor().post<{ issues: { path: string; message: string }[] }>(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'name', message: 'A name cannot contain a web address' }]);
    }
    for (const [bad, message] of [
      ['Eve";ROLE=CHAIR;X-INJ="x', /quotation marks/],
      ['Ada <ada@evil.example>', /"@"/],
      ['Call evil.example today', /web address/],
    ] as const) {
      const res = await book({ name: bad, email: victim });
      expect(res.status, bad).toBe(400);
      expect(res.body.issues![0]).toMatchObject({ path: 'name', message: expect.stringMatching(message) });
    }
    expect((await staff.get<{ total: number }>(`/api/consultations?q=${encodeURIComponent(victim)}`)).body.total).toBe(0);
    expect(delivered(victim)).toEqual([]);
  });

  it('when bookings name one inbox again and again, or many inboxes of one domain, then only so many mails go; the rest say why', async () => {
    const victim = `burst-${Date.now()}@inbox.example`;
    const ids: string[] = [];
    for (let i = 0; i < PER_ADDRESS + 4; i++) {
      const res = await book({ name: `Burst Visitor ${i}`, email: victim });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const toOne = await settled(ids);
    expect(toOne.filter((r) => r.mailStatus === 'sent')).toHaveLength(PER_ADDRESS);
    for (const r of toOne.filter((x) => x.mailStatus === 'failed'))
      expect(r.mailError).toMatch(new RegExp(`^Not sent: ${PER_ADDRESS} e-mails went to this address in the last 24 hours`));
    expect(delivered(victim)).toHaveLength(PER_ADDRESS);

    const domain = `domain-${Date.now()}.example`;
    const spread: string[] = [];
    for (let i = 0; i < PER_DOMAIN + 3; i++)
      spread.push((await book({ name: `Spread Visitor ${i}`, email: `person${i}@${domain}` })).body.id);
    const toDomain = await settled(spread);
    expect(toDomain.filter((r) => r.mailStatus === 'sent')).toHaveLength(PER_DOMAIN);
    expect(
      toDomain
        .filter((r) => r.mailStatus === 'failed')
        .every((r) => r.mailError?.includes(`e-mails went to ${domain} addresses in the last hour`)),
    ).toBe(true);
    expect(delivered(`@${domain}`)).toHaveLength(PER_DOMAIN);
  }, 120_000);
});
