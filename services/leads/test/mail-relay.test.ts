// Issue #20, "the booking form mails attacker-written text to any inbox": a name is a name (no web
// address, "@", quotes…), and mail to one address and to one domain is limited besides the per-address
// limit of the forms. Issue #29, "one inbox can be flooded through the booking form": a burst of
// bookings naming one inbox, from many client addresses, mails at most so many confirmations an hour;
// every booking is stored and synced. A real stack: the gateway (trusting one proxy, so each request
// names its client address), the leads service, Redis, the Odoo simulator and the sync worker, the mail
// catcher over SMTP.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsultationRecord } from '@site/contracts/records';
import { type MailStatus } from '@site/contracts/options';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { bookingLinkKey, signBookingToken } from '../src/booking/booking-token';
import { nextSlot, validConsultation, validContact } from './fixtures';

/** The defaults of MAIL_LIMIT_PER_ADDRESS_PER_DAY and MAIL_LIMIT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: the stack is started without them. */
const PER_ADDRESS = 10;
const CONFIRMATIONS_PER_HOUR = 3;
/** Above PER_ADDRESS, so that one address can reach its own limit. */
const PER_DOMAIN = 12;
let stack: Stack;
let staff: ApiClient;
/** What the leads service logged. */
const leadsLog: string[] = [];
const visitor = () => new ApiClient(stack.url);

beforeAll(async () => {
  stack = await startStack({
    mailCatcher: true,
    sink: (name, line) => void (name.startsWith('leads') && leadsLog.push(line)),
    env: {
      MAIL_WAIT_FOR_ODOO_MS: '0',
      MAIL_LIMIT_PER_DOMAIN_PER_HOUR: String(PER_DOMAIN),
      TRUST_PROXY: '1',
    },
  });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 120_000);
afterAll(async () => stack?.stop());

/** Each request from a client address of its own (the gateway trusts one proxy, this test). */
let clients = 0;
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients % 250}` });

const book = async (over: Record<string, unknown>) =>
  visitor().post<{ id: string; issues?: { path: string; message: string }[] }>(
    '/api/consultations',
    { ...validConsultation().full, fillMs: 5000, ...over },
    fromNewClient(),
  );
/** Messages the catcher received for an address (or any address at a domain). */
const delivered = (to: string) =>
  readdirSync(stack.mailDir!).filter((f) => f.endsWith('.eml') && readFileSync(join(stack.mailDir!, f), 'utf8').toLowerCase().includes(to));

const settledMail = new Set<MailStatus | null>(['sent', 'failed', 'not-sent']);

/** The bookings once each has its mail sent, failed or not sent. */
async function settled(ids: string[]): Promise<ConsultationRecord[]> {
  return until(
    async () => {
      const all = (await staff.consultations()).body.filter((r) => ids.includes(r.id));
      return all.length === ids.length && all.every((r) => settledMail.has(r.mailStatus)) ? all : undefined;
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

  it('when ten bookings name one inbox within a minute, from ten client addresses, then every booking is stored and synced, three confirmations go, and the others say why', async () => {
    const victim = `burst-${Date.now()}@inbox.example`;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await book({ name: `Burst Visitor ${i}`, email: victim });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const bookings = await settled(ids);
    expect(bookings).toHaveLength(10);
    expect(bookings.filter((r) => r.mailStatus === 'sent')).toHaveLength(CONFIRMATIONS_PER_HOUR);
    const held = bookings.filter((r) => r.mailStatus !== 'sent');
    expect(held).toHaveLength(10 - CONFIRMATIONS_PER_HOUR);
    for (const r of held) {
      expect(r.mailStatus).toBe('not-sent');
      expect(r.mailError).toMatch(new RegExp(`^${CONFIRMATIONS_PER_HOUR} booking confirmations went to this address in the last hour`));
    }
    expect(delivered(victim)).toHaveLength(CONFIRMATIONS_PER_HOUR);
    await until(
      async () => (await staff.consultations()).body.filter((r) => ids.includes(r.id) && r.syncStatus === 'synced').length === 10,
      'every booking to reach Odoo',
      60_000,
      250,
    );
  }, 120_000);

  it('when one address has had its e-mails of the day, then its updates are not sent either and say why', async () => {
    const victim = `daily-${Date.now()}@daily.example`;
    const ids: string[] = [];
    for (let i = 0; i < CONFIRMATIONS_PER_HOUR; i++) ids.push((await book({ name: `Daily Visitor ${i}`, email: victim })).body.id);
    expect((await settled(ids)).every((r) => r.mailStatus === 'sent')).toBe(true);
    // Updates are not confirmations: the day's limit is what stops them. Each move waits for its update,
    // so that none is replaced by the next before it goes.
    // Each move goes to a time of its own (bookings of one time collide, docs/booking.md).
    const moveTo = async (id: string) => {
      const token = signBookingToken(bookingLinkKey(undefined, stack.internalToken), id);
      const res = await visitor().post(`/api/booking/${token}/reschedule`, nextSlot(), fromNewClient());
      expect(res.status, res.text).toBe(200);
    };
    const movesPerBooking = 5;
    for (let sent = CONFIRMATIONS_PER_HOUR; sent < PER_ADDRESS; sent++) {
      const move = sent - CONFIRMATIONS_PER_HOUR;
      await moveTo(ids[Math.floor(move / movesPerBooking)]!);
      await until(() => delivered(victim).length === sent + 1, `update ${move + 1} to go`, 30_000, 100);
    }
    await moveTo(ids[2]!);
    const refused = await until(
      async () => (await staff.consultations()).body.find((r) => r.id === ids[2] && r.mailStatus === 'not-sent'),
      'the update over the limit to be refused',
      30_000,
      200,
    );
    expect(refused.mailError).toMatch(new RegExp(`^${PER_ADDRESS} e-mails went to this address in the last 24 hours`));
    expect(delivered(victim)).toHaveLength(PER_ADDRESS);
  }, 120_000);

  it('when bookings name many inboxes of one domain, then only so many mails go to the domain; the rest say why', async () => {
    const domain = `domain-${Date.now()}.example`;
    const spread: string[] = [];
    for (let i = 0; i < PER_DOMAIN + 3; i++)
      spread.push((await book({ name: `Spread Visitor ${i}`, email: `person${i}@${domain}` })).body.id);
    const toDomain = await settled(spread);
    expect(toDomain.filter((r) => r.mailStatus === 'sent')).toHaveLength(PER_DOMAIN);
    const held = toDomain.filter((r) => r.mailStatus !== 'sent');
    expect(
      held.every((r) => r.mailStatus === 'not-sent' && r.mailError?.includes(`e-mails went to ${domain} addresses in the last hour`)),
    ).toBe(true);
    expect(delivered(`@${domain}`)).toHaveLength(PER_DOMAIN);
    // The leads service's log names the limit and the record, never the address or its domain (a
    // person's own domain is theirs, and a log outlives an erase).
    expect(leadsLog.filter((line) => line.includes('over a mail limit')).length).toBeGreaterThanOrEqual(3);
    expect(leadsLog.filter((line) => line.includes(domain))).toEqual([]);
  }, 120_000);
});
