// The audit log's writer: who did what to personal data, when and from where. Entries name records by
// kind and id and describe filters by their shape ("search: e-mail address, status=new"), never by a
// person's data, so an erased person leaves nothing readable behind here. Each entry is sealed into an
// HMAC-SHA256 chain over the entry before it, under a key the store does not hold (audit-key.ts):
// `npm run audit -- verify` finds an entry changed, removed or forged (audit-chain.ts).
import { createHmac } from 'node:crypto';
import { type AuditAction, type AuditEntry } from '@site/contracts/privacy';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { type AuditLogStore, type AuditSeal } from '../store/privacy-port';

/** The client address the gateway forwarded (Fastify resolves it with trustProxy). */
export type AuditSource = { ip?: string | undefined } | null;

/** An entry's MAC: over the previous MAC and every field of the entry, its sequence number included. */
export function auditSeal(key: Buffer): AuditSeal {
  return (previousMac, e) =>
    createHmac('sha256', key)
      .update(JSON.stringify([previousMac, e.seq, e.at, e.actor, e.action, e.target, e.detail, e.ip]))
      .digest('base64url');
}

export class AuditLog {
  private readonly seal: AuditSeal;

  constructor(
    private readonly store: { privacy: AuditLogStore },
    key: Buffer,
    private readonly clock: Clock = systemClock,
  ) {
    this.seal = auditSeal(key);
  }

  /** Seals the entries written before the chain existed (once, on the first start with it). */
  sealLegacy(): Promise<number> {
    return this.store.privacy.sealLegacyAudit(this.seal);
  }

  record(
    actor: string,
    action: AuditAction,
    opts: { target?: string | null; detail?: string | null; from?: AuditSource } = {},
  ): Promise<void> {
    const entry: Omit<AuditEntry, 'seq'> = {
      at: this.clock.now().toISOString(),
      actor,
      action,
      target: opts.target ?? null,
      detail: opts.detail ?? null,
      ip: opts.from?.ip ?? null,
    };
    return this.store.privacy.appendAudit(entry, this.seal);
  }
}

/** "consultation:<id>": how entries name a record. */
export const recordTarget = (kind: string, id: string) => `${kind}:${id}`;

/** What kind of text a search was, never the text: it may be a name, an e-mail address or a phone number. */
export function searchShape(q: string): string {
  if (q.includes('@')) return 'e-mail address';
  if (/^[+\d][\d\s().-]{5,}$/.test(q)) return 'phone number';
  return `text of ${[...q].length} character${[...q].length === 1 ? '' : 's'}`;
}

/** A list filter described without its search text. */
export function filterShape(filter: { q?: string | undefined; status?: string | undefined }): string {
  const parts = [filter.q ? `search: ${searchShape(filter.q)}` : null, filter.status ? `status=${filter.status}` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : 'everything';
}
