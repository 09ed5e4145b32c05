// The mail catcher as a process: `node --import tsx infra/mail-catcher/main.ts`. Reads its settings
// once from the environment, prints one ready line, stops on SIGINT/SIGTERM.
import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@site/env-config/parse-env';
import { startMailCatcher } from './mail-catcher';

const envSchema = z.object({
  MAIL_CATCHER_HOST: z.string().default('127.0.0.1'),
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Messages go to DATA_DIR/mail, unless MAIL_CATCHER_DIR names another directory. */
  DATA_DIR: z.string().default('./data'),
  MAIL_CATCHER_DIR: z.string().optional(),
  /** When both are set, only these credentials are accepted. */
  MAIL_CATCHER_USER: z.string().optional(),
  MAIL_CATCHER_PASS: z.string().optional(),
});

/** The line printed once the catcher accepts connections (the dev runner waits for it). */
const READY_LINE = 'mail catcher listening on';

if (import.meta.url === `file://${process.argv[1]}`) {
  const e = parseEnv(envSchema, process.env, 'mail-catcher');
  const dir = e.MAIL_CATCHER_DIR ?? join(e.DATA_DIR, 'mail');
  const auth = e.MAIL_CATCHER_USER && e.MAIL_CATCHER_PASS ? { user: e.MAIL_CATCHER_USER, pass: e.MAIL_CATCHER_PASS } : undefined;
  const catcher = await startMailCatcher({ host: e.MAIL_CATCHER_HOST, port: e.MAIL_CATCHER_PORT, dir, auth });
  console.log(`${READY_LINE} smtp://${e.MAIL_CATCHER_HOST}:${catcher.port}, keeping mail in ${dir}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void catcher.close().then(() => process.exit(0)));
}
