// Reads a process's environment once through its schema. An empty variable (e.g. `ADMIN_USERNAME=`
// from compose) counts as not set; every bad variable is named in one error.
import { z } from 'zod';

export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, service: string): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${service} configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * A yes/no variable, the one reading of it every process shares: "true" or "1" is yes; "false", "0" or
 * unset is no, and so is empty (parseEnv drops it); anything else is named as bad.
 */
export const envFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** pino's level, read alike by every process. */
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino level');

/** How long a stop may take before the process exits anyway; below the dev stack's 10 s before SIGKILL. */
export const shutdownGraceMs = z.coerce
  .number()
  .int()
  .min(100)
  .default(8_000)
  .describe('on SIGTERM, SIGINT or an uncaught error the process closes gracefully; past this deadline it exits anyway');
