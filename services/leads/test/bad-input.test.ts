// Every class of bad input gets a 4xx JSON answer with field messages, never a 5xx, and stores
// nothing. Sent through the gateway to the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, bookingWindow } from '@site/lagos-time/lagos-date';
import { ApiClient, type ApiResponse } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validConsultation, validContact } from './fixtures';

type ErrorBody = { success: false; error: string; message?: string; issues?: { path: string; message: string }[] };

let stack: Stack;
let api: ApiClient;
let staff: ApiClient;
const answers: ApiResponse[] = [];

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
  api = new ApiClient(stack.url);
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
});
afterAll(async () => stack?.stop());

const contactPage = validContact['contact-page'];
const full = () => validConsultation().full;

async function send(path: string, body: unknown) {
  const res = await api.post<ErrorBody>(path, body);
  answers.push(res);
  return res;
}

/** Posts, expects 400 validation with an issue at `field` (and its message when given). */
async function expectFieldError(path: string, body: unknown, field: string, message?: string | RegExp) {
  const res = await send(path, body);
  expect(res.status, `${field}: ${res.text}`).toBe(400);
  expect(res.body.error).toBe('validation');
  const issue = res.body.issues?.find((i) => i.path === field);
  expect(issue, `no issue at ${field} in ${res.text}`).toBeDefined();
  if (message) expect(issue!.message).toMatch(message);
}

const without = (obj: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key));

describe('bad input', () => {
  it('when a required field is missing, then its field says it is required', async () => {
    for (const f of ['name', 'email', 'message']) await expectFieldError('/api/contact', without(contactPage, f), f, /required/);
    for (const f of ['name', 'email', 'phone', 'company', 'preferredDate', 'preferredTime'])
      await expectFieldError('/api/consultations', without(full(), f), f);
    await expectFieldError(
      '/api/consultations',
      without(full(), 'consultationType'),
      'consultationType',
      'Please select a consultation type',
    );
    await expectFieldError('/api/contact', { ...validContact.dialog, company: '  ' }, 'company', /required/);
    await expectFieldError('/api/consultations', { ...validConsultation().dialog, message: '' }, 'message', /required/);
  });

  it('when a field has the wrong type, then it is refused', async () => {
    await expectFieldError('/api/contact', { ...contactPage, name: 42 }, 'name', 'Name must be text');
    await expectFieldError('/api/contact', { ...contactPage, email: true }, 'email');
    await expectFieldError('/api/contact', { ...contactPage, message: ['a'] }, 'message');
    await expectFieldError('/api/consultations', { ...full(), duration: '60' }, 'duration');
    await expectFieldError('/api/consultations', { ...full(), preferredDate: 20260101 }, 'preferredDate');
    for (const body of [[], 'text', 7, null]) {
      const res = await send('/api/contact', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('when a string is over its cap, then it is refused with the cap in the message', async () => {
    await expectFieldError('/api/contact', { ...contactPage, name: 'n'.repeat(121) }, 'name', 'Name must be at most 120 characters');
    await expectFieldError('/api/contact', { ...contactPage, email: `${'e'.repeat(250)}@x.ng` }, 'email', /254/);
    await expectFieldError('/api/contact', { ...contactPage, phone: '1'.repeat(33) }, 'phone', /32/);
    await expectFieldError('/api/contact', { ...contactPage, company: 'c'.repeat(161) }, 'company', /160/);
    await expectFieldError('/api/contact', { ...contactPage, message: 'm'.repeat(5001) }, 'message', /5000/);
  });

  it('when an unknown field is sent, then that field is named', async () => {
    await expectFieldError('/api/contact', { ...contactPage, isAdmin: true }, 'isAdmin', 'Unknown field');
    await expectFieldError('/api/consultations', { ...full(), odooLeadId: 5 }, 'odooLeadId', 'Unknown field');
    await expectFieldError(
      '/api/contact',
      { ...contactPage, context: { attribution: { gclid: 'x' } } },
      'context.attribution.gclid',
      'Unknown field',
    );
  });

  it('when a value is outside its option list, then it is refused', async () => {
    await expectFieldError(
      '/api/consultations',
      { ...full(), consultationType: 'blockchain' },
      'consultationType',
      'Please select a consultation type',
    );
    await expectFieldError('/api/consultations', { ...full(), industry: 'Mining' }, 'industry');
    await expectFieldError('/api/consultations', { ...full(), preferredTime: '09:30' }, 'preferredTime');
    await expectFieldError('/api/consultations', { ...validConsultation().dialog, preferredTime: '17:30' }, 'preferredTime');
    await expectFieldError('/api/consultations', { ...full(), duration: 45 }, 'duration');
    await expectFieldError('/api/contact', { ...validContact.dialog, service: 'Bitrix24 CRM Implementation' }, 'service');
    await expectFieldError('/api/contact', { ...contactPage, form: 'newsletter' }, 'form');
  });

  it('when the preferred date is outside today … today + 3 months in Lagos, or not a date, then it is refused', async () => {
    const { min, max } = bookingWindow(new Date());
    const yesterday = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayAfterMax = new Date(Date.parse(`${max}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expectFieldError(
      '/api/consultations',
      { ...full(), preferredDate: yesterday },
      'preferredDate',
      'Preferred date cannot be earlier than today',
    );
    await expectFieldError('/api/consultations', { ...full(), preferredDate: dayAfterMax }, 'preferredDate', /3 months/);
    await expectFieldError('/api/consultations', { ...full(), preferredDate: addMonths(min, 12) }, 'preferredDate');
    for (const bad of ['2025-02-30', 'tomorrow', `${min}T10:00:00Z`])
      await expectFieldError('/api/consultations', { ...full(), preferredDate: bad }, 'preferredDate');
    expect((await send('/api/consultations', { ...full(), preferredDate: max })).status).toBe(201);
  });

  it('when the JSON is malformed or empty, then it is a 400 without internals', async () => {
    for (const raw of ['{"name":', '{name: "x"}', '']) {
      const res = await api.request<ErrorBody>('POST', '/api/contact', { raw, headers: { 'content-type': 'application/json' } });
      answers.push(res);
      expect(res.status, raw).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'bad_request' });
      expect(res.text).not.toMatch(/at \w+ \(|node_modules/);
    }
  });

  it('when the body is not JSON, then it is 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await api.request<ErrorBody>('POST', '/api/contact', { raw: 'name=x&email=y', headers: { 'content-type': type } });
      answers.push(res);
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ success: false, error: 'unsupported_media_type' });
    }
  });

  it('when the body is over the limit, then it is 413', async () => {
    const res = await send('/api/contact', { ...contactPage, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('when an operator object such as {"$gt": ""} stands in any field, then it is refused', async () => {
    for (const field of ['name', 'email', 'phone', 'company', 'message', 'service'])
      await expectFieldError('/api/contact', { ...contactPage, [field]: { $gt: '' } }, field);
    for (const field of ['consultationType', 'preferredDate', 'preferredTime', 'industry', 'duration'])
      await expectFieldError('/api/consultations', { ...full(), [field]: { $ne: null } }, field);
    await expectFieldError('/api/auth/login', { username: { $gt: '' }, password: { $gt: '' } }, 'username');
  });

  it('when a field holds control characters, then it is refused', async () => {
    await expectFieldError('/api/contact', { ...contactPage, name: 'Ada\u0000Lovelace' }, 'name', /control characters/);
    await expectFieldError('/api/contact', { ...contactPage, company: 'Acme\nLtd' }, 'company', /control characters/);
    await expectFieldError('/api/contact', { ...contactPage, message: 'Hello\u0007' }, 'message', /control characters/);
    await expectFieldError('/api/contact', { ...contactPage, email: 'a\u001b@b.ng' }, 'email');
    // A message keeps its line breaks and tabs.
    expect((await send('/api/contact', { ...contactPage, message: 'Line one\r\nLine two\tend' })).status).toBe(201);
  });

  it('when a body tries prototype pollution, then it is refused', async () => {
    const res = await api.request('POST', '/api/contact', {
      raw: JSON.stringify(contactPage).replace('{', '{"__proto__":{"isAdmin":true},'),
      headers: { 'content-type': 'application/json' },
    });
    answers.push(res);
    expect(res.status).toBe(400);
  });

  it('then no bad request was answered with a 5xx, every answer was JSON, and only the valid ones were stored', async () => {
    expect(answers.length).toBeGreaterThan(60);
    for (const a of answers) {
      expect(a.status, a.text).toBeLessThan(500);
      if (a.status >= 400) expect(a.body).toMatchObject({ success: false });
    }
    const stored = [...(await staff.contacts()).body, ...(await staff.consultations()).body];
    expect(stored.map((r) => r.name).sort()).toEqual(['Bisi Adeyemi', 'Emeka Obi']);
  });
});
