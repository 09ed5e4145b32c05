// What the mail catcher reads from its environment; docs/configuration.md is generated from it.
import { z } from 'zod';

export const mailCatcherEnv = z.object({
  MAIL_CATCHER_HOST: z.string().default('127.0.0.1').describe('the address the catcher listens on'),
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525).describe('its SMTP port (`0`: any free port)'),
  DATA_DIR: z.string().default('./data').describe('messages are kept in `DATA_DIR/mail` unless `MAIL_CATCHER_DIR` names another folder'),
  MAIL_CATCHER_DIR: z.string().optional().describe('the folder of kept messages, one `.eml` per Message-ID'),
  MAIL_CATCHER_USER: z.string().optional().describe('with `MAIL_CATCHER_PASS`, only these credentials are accepted; unset, any'),
  MAIL_CATCHER_PASS: z.string().optional().describe('the password that goes with `MAIL_CATCHER_USER`'),
});
