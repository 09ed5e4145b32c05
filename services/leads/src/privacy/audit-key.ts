// The key of the audit log's HMAC chain: kept outside the store, so that whoever holds the database file
// cannot rewrite entries and seal them again. AUDIT_HMAC_KEY when set (compose requires it); otherwise a
// key generated once into DATA_DIR/audit-hmac.key (mode 0600), which the service and the command-line
// tools read alike. Losing the key does not lose the log; it only means the chain can no longer be checked.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const AUDIT_KEY_FILE = 'audit-hmac.key';

/** The variable the service and the tools read it from. */
export const auditKeyEnv = {
  AUDIT_HMAC_KEY: z
    .string()
    .min(32, 'AUDIT_HMAC_KEY must be at least 32 characters')
    .optional()
    .describe(
      "the key of the audit log's HMAC chain (32 characters or more); unset, a key generated once into `DATA_DIR/audit-hmac.key` (compose requires it)",
    ),
};

export function auditKey(secret: string | undefined, dataDir: string): Buffer {
  if (secret) return Buffer.from(secret, 'utf8');
  const file = join(dataDir, AUDIT_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      // 'wx': a second process starting at the same moment keeps the first one's key.
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}
