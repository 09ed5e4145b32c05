// Property-based fuzzing of both public endpoints through the real gateway: generated payloads,
// headers and spellings of the path. Every payload is broken on purpose (a valid one would rightly
// be stored), so the properties are: no 5xx, every answer JSON, nothing stored.
import fc from 'fast-check';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { rawRequest, spellings } from './raw-http';

/** Generated requests: a few thousand in `make test`, FUZZ_RUNS=10000 in `make fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`FUZZ_RUNS must be a positive whole number, got ${process.env.FUZZ_RUNS}`);

let stack: Stack;
let staff: ApiClient;

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' } });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
});
afterAll(async () => stack?.stop());

const VALID = {
  '/api/contact': {
    name: 'Fuzz Person',
    email: 'fuzz@example.ng',
    phone: '+234 803 000 0000',
    company: 'Fuzz Ltd',
    message: 'Hello there',
  },
  '/api/consultations': {
    name: 'Fuzz Person',
    email: 'fuzz@example.ng',
    phone: '+234 803 000 0000',
    company: 'Fuzz Ltd',
    consultationType: 'general',
  },
} as const;
type Endpoint = keyof typeof VALID;
type Payload = Record<string, unknown>;

const strangeValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5001, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant({ __proto__: { admin: true } }),
  fc.string({ maxLength: 20 }).map((s) => `=${s}\u0000\u202e`),
);

/** One change that makes a valid payload invalid. */
const breaking = (endpoint: Endpoint): fc.Arbitrary<(p: Payload) => Payload> => {
  const fields = Object.keys(VALID[endpoint]);
  const required = endpoint === '/api/contact' ? ['name', 'email', 'message'] : ['name', 'email', 'phone', 'company', 'consultationType'];
  return fc.oneof(
    fc.constantFrom(...required).map((f) => (p: Payload) => {
      const { [f]: _gone, ...rest } = p;
      return rest;
    }),
    fc
      .tuple(fc.constantFrom(...fields), fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.integer()), fc.constant({ $ne: 1 })))
      .map(([f, v]) => (p: Payload) => ({ ...p, [f]: v })),
    fc.constantFrom('name', 'email', 'message').map((f) => (p: Payload) => ({ ...p, [f]: 'x'.repeat(5001) })),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter(
        (k) =>
          !fields.includes(k) &&
          ![
            'form',
            'context',
            'honeypot',
            'fillMs',
            'service',
            'industry',
            'message',
            'preferredDate',
            'preferredTime',
            'duration',
          ].includes(k),
      )
      .map((k) => (p: Payload) => ({ ...p, [k]: 'extra' })),
    fc.constantFrom('not-an-email', '@', 'a@', 'a b@c.d', '').map((e) => (p: Payload) => ({ ...p, email: e })),
    fc
      .constantFrom('__proto__', 'constructor')
      .map((k) => (p: Payload) => JSON.parse(JSON.stringify(p).replace(/^\{/, `{"${k}":{"polluted":true},`)) as Payload),
  );
};

/** The body as sent: JSON of a broken payload, or something that is not a JSON object at all. */
const body = (endpoint: Endpoint): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.array(breaking(endpoint), { minLength: 1, maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 8 }), strangeValue, { maxKeys: 2 }),
        )
        .map(([changes, extra]) => {
          const broken = changes.reduce((p, change) => change(p), { ...VALID[endpoint] } as Payload);
          // Extra generated keys are unknown fields, so the payload stays invalid.
          return JSON.stringify({ ...broken, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`zz_${k}`, v])) });
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue()
        .map((v) => JSON.stringify(v))
        .filter((s) => !s.startsWith('{')),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"name":', '[1,2', '{"a":1}}', 'null', '"\\ud800"', '{"name":"x","name":"y"}') },
  );

const headerValue = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/);
const headers = fc.record(
  {
    'content-type': fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          '*/*',
        ),
      },
    ),
    'idempotency-key': fc.oneof(headerValue, fc.constantFrom('short', 'x'.repeat(129), '../../etc')),
    origin: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'not a url') },
      { weight: 6, arbitrary: fc.constant(undefined) },
    ),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'deflate, gzip;q=0'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'garbage'),
    'x-internal-token': headerValue,
    'x-session-peek': fc.constant('1'),
    cookie: fc.oneof(
      fc.constant('sid=abc'),
      fc.constant('__Host-sid=' + 'a'.repeat(90)),
      headerValue.map((v) => `sid=${v.replace(/[;,\s]/g, '')}`),
    ),
  },
  { requiredKeys: ['content-type'] },
);

const target = (endpoint: Endpoint) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(endpoint) },
    { weight: 3, arbitrary: fc.constantFrom(...spellings(endpoint)) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...spellings(endpoint)), fc.stringMatching(/^[a-z0-9=&%.]{0,20}$/)).map(([p, q]) => `${p}?${q}`),
    },
  );

async function storedCount(): Promise<number> {
  const count = async (path: string) => {
    const res = await staff.get<unknown>(path);
    expect(res.status).toBe(200);
    const b = res.body as { total?: number } | unknown[];
    return Array.isArray(b) ? b.length : (b.total ?? 0);
  };
  return (await count('/api/contacts')) + (await count('/api/consultations'));
}

describe('public endpoints under fuzzing', () => {
  it(`when ${RUNS} generated payloads, headers and paths hit both public endpoints, then no answer is 5xx, every answer is JSON and nothing is stored`, async () => {
    const before = await storedCount();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const statuses = new Map<number, number>();
    const endpoint = fc.constantFrom<Endpoint>('/api/contact', '/api/consultations');
    const request = endpoint.chain((e) =>
      fc.record({
        path: target(e),
        body: body(e),
        headers,
        method: fc.constantFrom('POST', 'POST', 'POST', 'POST', 'POST', 'PUT', 'PATCH'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ path, body: raw, headers: h, method }) => {
        const sent = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>;
        const res = await rawRequest(stack.url, method, path, { body: raw, headers: sent, agent });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status}: ${res.text.slice(0, 200)}`);
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
        expect(() => JSON.parse(res.text)).not.toThrow();
        expect(res.status).not.toBe(201); // nothing broken may be accepted
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect(await storedCount()).toBe(before);
    // The runs reached validation (400), not only the path and header checks.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 4);
    agent.destroy();
  }, 600_000);
});
