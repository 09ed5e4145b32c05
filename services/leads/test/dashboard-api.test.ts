// The dashboard's API through the real gateway, against real Redis and the SQLite store: paged lists
// with search, status filter and totals; the summary cards; streamed CSV export; compression.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactPage, type ConsultationPage, type LeadSummary } from '@site/contracts/lead-lists';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validConsultation } from './fixtures';

let stack: Stack;
let staff: ApiClient;
const visitor = () => new ApiClient(stack.url);
const ids: string[] = []; // the seeded contacts, oldest first

const person = (i: number) => ({
  form: 'contact-page',
  name: i % 4 === 0 ? `Okonkwo Ifeanyi ${i}` : `Visitor Number ${i}`,
  email: `visitor${i}@example.ng`,
  company: i % 5 === 0 ? `=Rivers Holdings ${i}` : `Port Works ${i}`,
  message: i === 3 ? 'Please ask Okonkwo about this.' : 'We need Microsoft 365.',
});

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  for (let i = 0; i < 23; i++) {
    const res = await visitor().post<{ id: string }>('/api/contact', person(i));
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  for (let i = 0; i < 2; i++) await visitor().post('/api/consultations', { ...validConsultation().full, name: `Booked Person ${i}` });
});
afterAll(async () => stack?.stop());

describe('lists', () => {
  it('when no page size is given, then the newest records come first with the filtered total and no further cursor', async () => {
    const res = await staff.get<ContactPage>('/api/contacts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.items.map((r) => r.id)).toEqual([...ids].reverse());
    expect(res.body).toMatchObject({ nextCursor: null, total: 23 });
  });

  it('when pages are followed by their cursor, then they join into the whole list, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res: { status: number; body: ContactPage } = await staff.get<ContactPage>(
        `/api/contacts?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(23);
      sizes.push(res.body.items.length);
      seen.push(...res.body.items.map((r) => r.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(seen).toEqual([...ids].reverse());
  });

  it('when staff search, then name, e-mail and company match case-insensitively, the message does not, and total counts the matches', async () => {
    const res = await staff.get<ContactPage>('/api/contacts?q=%20okONKwo%20&limit=2');
    const expected = ids.filter((_, i) => i % 4 === 0).reverse();
    expect(res.body.total).toBe(expected.length);
    expect(res.body.items.map((r) => r.id)).toEqual(expected.slice(0, 2));
    const next = await staff.get<ContactPage>(`/api/contacts?q=okonkwo&limit=200&cursor=${res.body.nextCursor}`);
    expect(next.body.items.map((r) => r.id)).toEqual(expected.slice(2));
    expect((await staff.get<ContactPage>('/api/contacts?q=visitor7%40example')).body.items.map((r) => r.name)).toEqual([
      'Visitor Number 7',
    ]);
    expect((await staff.get<ContactPage>('/api/contacts?q=rivers%20holdings')).body.total).toBe(5);
    expect((await staff.get<ContactPage>('/api/contacts?q=microsoft')).body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('when a status is given, then only records in that status are listed, per entity', async () => {
    expect((await staff.get<ContactPage>('/api/contacts?status=new')).body.total).toBe(23);
    expect((await staff.get<ContactPage>('/api/contacts?status=converted')).body).toEqual({ items: [], nextCursor: null, total: 0 });
    const booked = await staff.get<ConsultationPage>('/api/consultations?status=scheduled&q=booked%20person');
    expect(booked.body.items.map((r) => r.name)).toEqual(['Booked Person 1', 'Booked Person 0']);
    expect((await staff.get<ConsultationPage>('/api/consultations?status=cancelled')).body.total).toBe(0);
  });

  it('when list parameters are bad, then the answer is 400 with a message per field and no records', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['status=bogus', 'status'],
      ['status=scheduled', 'status'], // a booking status on the contacts list
      ['cursor=not-a-cursor', 'cursor'],
      [`q=${'x'.repeat(300)}`, 'q'],
      ['sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await staff.get<{ issues: { path: string; message: string }[] }>(`/api/contacts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, error: 'validation' });
      expect(
        res.body.issues.map((i) => i.path),
        query,
      ).toContain(field);
      expect(res.text).not.toContain('example.ng');
    }
    expect((await staff.get('/api/consultations?status=new')).status).toBe(400);
  });

  it('when no one is logged in, then lists, summary and exports answer 401 and reveal nothing', async () => {
    for (const path of ['/api/contacts?q=okonkwo', '/api/leads/summary', '/api/contacts/export.csv', '/api/consultations/export.csv']) {
      const res = await visitor().get(path);
      expect(res.status, path).toBe(401);
      expect(res.text).not.toContain('example.ng');
    }
  });
});

describe('summary', () => {
  it('when the cards are asked for, then they follow the spec formulas', async () => {
    const res = await staff.get<LeadSummary>('/api/leads/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalContacts: 23,
      contactsThisWeek: 23,
      totalConsultations: 2,
      scheduled: 2,
      odooLinked: 0,
      conversionRate: 0,
    });
  });
});

describe('CSV export', () => {
  it('when a filtered export is asked for, then every match streams as an attachment with formulas neutralised', async () => {
    const res = await staff.request('GET', '/api/contacts/export.csv?q=rivers', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contacts_${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.headers.get('content-length')).toBeNull(); // streamed
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","name","email","phone","company","service","message","source","leadStatus","odooLeadId","syncStatus","syncError","consentPolicyVersion","consentAcceptedAt","createdAt"',
    );
    expect(lines).toHaveLength(1 + 5);
    expect(lines[1]).toContain(`"'=Rivers Holdings 20"`);
    expect(lines.slice(1).map((l) => l.slice(1, 37))).toEqual(ids.filter((_, i) => i % 5 === 0).reverse());
  });

  it('when the whole list is exported, then it holds every record across store pages, and a bad filter is a 400', async () => {
    const res = await staff.get('/api/consultations/export.csv');
    expect(res.status).toBe(200);
    expect(res.text.trim().split('\r\n')).toHaveLength(3);
    expect((await staff.get('/api/consultations/export.csv?status=new')).status).toBe(400);
  });
});

describe('compression', () => {
  it('when the client accepts br or gzip, then JSON answers arrive compressed through the gateway', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await staff.request('GET', '/api/contacts?limit=200', { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect((JSON.parse(res.text) as ContactPage).items).toHaveLength(23);
    }
    const plain = await staff.request('GET', '/api/contacts?limit=200', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('when raw bytes are read, then the gzip body is smaller than the JSON it decodes to', async () => {
    const cookie = (
      await fetch(`${stack.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: stack.adminUsername, password: stack.adminPassword }),
      })
    ).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(`${stack.url}/api/contacts?limit=200`, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.encoding).toBe('gzip');
    const json = gunzipSync(raw.body);
    expect(raw.body.length).toBeLessThan(json.length / 3);
    expect((JSON.parse(json.toString()) as ContactPage).total).toBe(23);
  });

  it('when the event stream is opened with compression accepted, then it is not compressed', async () => {
    const cookie = (
      await fetch(`${stack.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: stack.adminUsername, password: stack.adminPassword }),
      })
    ).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const ctrl = new AbortController();
    const res = await fetch(`${stack.url}/api/events`, { headers: { cookie, 'accept-encoding': 'br, gzip' }, signal: ctrl.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    ctrl.abort();
  });
});
