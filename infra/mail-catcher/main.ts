// The mail catcher as a process: `node --import tsx infra/mail-catcher/main.ts`. Reads its settings
// once from the environment, prints one ready line, stops on SIGINT/SIGTERM.
import { join } from 'node:path';
import { parseEnv } from '@site/env-config/parse-env';
import { mailCatcherEnv } from './catcher-env';
import { startMailCatcher } from './mail-catcher';

/** The line printed once the catcher accepts connections (the dev runner waits for it). */
const READY_LINE = 'mail catcher listening on';

if (import.meta.url === `file://${process.argv[1]}`) {
  const e = parseEnv(mailCatcherEnv, process.env, 'mail-catcher');
  const dir = e.MAIL_CATCHER_DIR ?? join(e.DATA_DIR, 'mail');
  const auth = e.MAIL_CATCHER_USER && e.MAIL_CATCHER_PASS ? { user: e.MAIL_CATCHER_USER, pass: e.MAIL_CATCHER_PASS } : undefined;
  const catcher = await startMailCatcher({ host: e.MAIL_CATCHER_HOST, port: e.MAIL_CATCHER_PORT, dir, auth });
  console.log(`${READY_LINE} smtp://${e.MAIL_CATCHER_HOST}:${catcher.port}, keeping mail in ${dir}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void catcher.close().then(() => process.exit(0)));
}
