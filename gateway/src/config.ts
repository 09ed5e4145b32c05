// Gateway configuration, read once and validated; a bad variable is named.
import { z } from 'zod';
import { logLevel, parseEnv, shutdownGraceMs } from '@site/env-config/parse-env';

/**
 * What Fastify's `trustProxy` takes, minus `true`: a hop count ("1": the nearest proxy's
 * X-Forwarded-For entry is the client) or the proxies' addresses and CIDRs ("10.0.0.0/8,127.0.0.1").
 * `true` would believe the left-most X-Forwarded-For entry, which any client writes itself, so it is
 * read as one hop.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const address = /^(?:[0-9a-f:.]+)(?:\/\d{1,3})?$/i;
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    if (list.every((s) => address.test(s) || named.has(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY takes a hop count, or addresses and CIDRs separated by commas' });
    return z.NEVER;
  });

/** What the gateway reads from its environment; docs/configuration.md is generated from it. */
export const gatewayEnv = z.object({
  HOST: z.string().default('127.0.0.1').describe('the address the gateway listens on'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('the public port'),
  LEADS_URL: z.string().url().default('http://127.0.0.1:3001').describe('where the leads service answers'),
  INTERNAL_TOKEN: z
    .string()
    .min(16, 'INTERNAL_TOKEN must be at least 16 characters')
    .describe(
      'the credential the gateway presents to the leads service (16 characters or more), and the source of the key that hashes client addresses in the shared rate-limit counters (the same on every gateway); `make run` makes a random one',
    ),
  SITE_DIR: z.string().default('frontend/dist').describe('the built site (`make build`) the gateway serves'),
  REDIS_URL: z
    .string()
    .optional()
    .describe(
      'the Redis of the queues: the queue board, the rate limits and live-stream places shared by every gateway; unset, each gateway counts its own and `/admin/queues` answers 503 saying the board needs it',
    ),
  // Generous: Nigerian mobile networks put many visitors behind one address.
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(30).describe('form submissions per client address per minute'),
  RATE_LIMIT_LOGIN_PER_15_MIN: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('staff log-in attempts per client address per 15 minutes'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024)
    .describe('largest accepted request body (chunked bodies too)'),
  TRUST_PROXY: trustProxy.describe(
    'the proxies in front: a hop count (`1`) or their addresses and CIDRs (`10.0.0.0/8,127.0.0.1`); `true` is read as `1`; unset, no proxy',
  ),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe('the whole request (headers and body) must arrive within this time, or the connection is closed'),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000).describe('the request headers must arrive within this time'),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('an idle keep-alive connection is closed after this time'),
  MAX_CONNECTIONS_PER_IP: z.coerce
    .number()
    .int()
    .min(0)
    .default(64)
    .describe('open connections one client address may hold (`0`: no cap; behind a proxy, raise it or set `0`)'),
  LIVE_STREAMS_PER_USER: z.coerce
    .number()
    .int()
    .positive()
    .default(4)
    .describe('live-event streams one staff user may hold open, across every gateway (counted in Redis)'),
  LIVE_SESSION_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(15_000)
    .describe('how often an open live-event stream re-checks its session; the stream ends with the session'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .describe('`GET /metrics` answers only `Authorization: Bearer <token>` (16 characters or more); unset, `/metrics` is a 404'),
  // Below the dev stack's 10 s before SIGKILL and compose's stop_grace_period.
  SHUTDOWN_GRACE_MS: shutdownGraceMs,
  LOG_LEVEL: logLevel,
});

/** The variables the gateway reads (the dev runner passes exactly these on). */
export const GATEWAY_ENV = Object.keys(gatewayEnv.shape);

export type GatewayConfig = {
  host: string;
  port: number;
  leadsUrl: string;
  internalToken: string;
  siteDir: string;
  redisUrl: string | undefined;
  publicPerMinute: number;
  loginPer15Min: number;
  bodyLimit: number;
  trustProxy: false | number | string[];
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  maxConnectionsPerIp: number;
  liveStreamsPerUser: number;
  liveSessionCheckMs: number;
  metricsToken: string | undefined;
  shutdownGraceMs: number;
  logLevel: string;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnv, env, 'gateway');
  return {
    host: e.HOST,
    port: e.PORT,
    leadsUrl: e.LEADS_URL.replace(/\/$/, ''),
    internalToken: e.INTERNAL_TOKEN,
    siteDir: e.SITE_DIR,
    redisUrl: e.REDIS_URL,
    publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    loginPer15Min: e.RATE_LIMIT_LOGIN_PER_15_MIN,
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    liveSessionCheckMs: e.LIVE_SESSION_CHECK_MS,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
  };
}
