// Gateway configuration, read once and validated; a bad variable is named.
import { z } from 'zod';
import { parseEnv } from '@site/contracts/parse-env';

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LEADS_URL: z.string().url().default('http://127.0.0.1:3001'),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  SITE_DIR: z.string().default('frontend/dist'),
  /** For the queue board; without it /admin/queues answers 503. */
  REDIS_URL: z.string().optional(),
  /** Public form submissions per IP per minute. Generous: Nigerian mobile networks put many visitors behind one address. */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Staff log-in attempts per IP per 15 minutes. */
  RATE_LIMIT_LOGIN_PER_15_MIN: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  /** Set when a TLS-terminating proxy stands in front (X-Forwarded-For is then believed). */
  TRUST_PROXY: z.enum(['true', 'false', '']).optional().transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  trustProxy: boolean;
  logLevel: string;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(envSchema, env, 'gateway');
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
    logLevel: e.LOG_LEVEL,
  };
}
