// What `make run` itself decides with (every variable a service reads is passed on: service-env.ts);
// docs/configuration.md is generated from it.
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '@site/contracts/auth';

export const runEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe('the public port, on loopback'),
  INSTANCES: z.coerce
    .number()
    .int()
    .min(1, 'INSTANCES must be 1 or more')
    .max(16, 'INSTANCES is at most 16')
    .default(1)
    .describe(
      'gateways, leads services and sync workers to run, each this many times, behind HAProxy on `PORT` (gateway *i* on `PORT`+*i*); one runs no balancer (docs/operations.md, "Scaling out")',
    ),
  DATA_DIR: z.string().default('./data').describe("the SQLite file, Redis' append-only file, the simulator's data and the kept mail"),
  REDIS_URL: z
    .string()
    .optional()
    .describe('use this Redis; unset, a private `redis-server` child with its append-only file under `DATA_DIR/redis`'),
  ODOO_URL: z
    .string()
    .url()
    .optional()
    .describe('use this Odoo (with `ODOO_DB`, `ODOO_USERNAME`, `ODOO_API_KEY`); unset, the local simulator'),
  ODOO_SIM_VERSION: z
    .enum(['17', '18', '19'], { error: 'ODOO_SIM_VERSION must be 17, 18 or 19' })
    .default('17')
    .describe('without `ODOO_URL`: the Odoo series the simulator behaves as (19 speaks JSON-2)'),
  ODOO_DB: z.string().optional().describe("the real Odoo's database"),
  ODOO_USERNAME: z.string().optional().describe("the real Odoo's bot user"),
  ODOO_API_KEY: z.string().optional().describe("the bot user's API key"),
  SMTP_URL: z.string().optional().describe('send mail through this server; unset, to the local mail catcher (kept under `DATA_DIR/mail`)'),
  ADMIN_USERNAME: z
    .string()
    .optional()
    .describe('create this staff account (with `ADMIN_PASSWORD`); unset, `admin` with a generated password'),
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .optional()
    .describe("the first account's password"),
});
