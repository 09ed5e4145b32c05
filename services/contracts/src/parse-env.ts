// Reads a process's environment once through its schema. An empty variable (e.g. `ADMIN_USERNAME=`
// from compose) counts as not set; every bad variable is named in one error.
import { type z } from 'zod';

export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, service: string): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${service} configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
