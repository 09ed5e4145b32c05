// The audit log's writer: who did what to personal data, when and from where. Entries name records by
// kind and id and describe filters by their shape ("search, status=new"), never by a person's data, so
// an erased person leaves nothing readable behind here.
import { type AuditAction } from '@site/contracts/privacy';
import { type Clock, systemClock } from '@site/contracts/clock';
import { type LeadStore } from '../store/lead-store';

/** The client address the gateway forwarded (Fastify resolves it with trustProxy). */
export type AuditSource = { ip?: string | undefined } | null;

export class AuditLog {
  constructor(
    private readonly store: LeadStore,
    private readonly clock: Clock = systemClock,
  ) {}

  record(actor: string, action: AuditAction, opts: { target?: string | null; detail?: string | null; from?: AuditSource } = {}): Promise<void> {
    return this.store.privacy.appendAudit({
      at: this.clock.now().toISOString(),
      actor,
      action,
      target: opts.target ?? null,
      detail: opts.detail ?? null,
      ip: opts.from?.ip ?? null,
    });
  }
}

/** "consultation:<id>": how entries name a record. */
export const recordTarget = (kind: string, id: string) => `${kind}:${id}`;

/** A list filter described without its search text (which may be a name or an e-mail address). */
export function filterShape(filter: { q?: string | undefined; status?: string | undefined }): string {
  const parts = [filter.q ? 'search' : null, filter.status ? `status=${filter.status}` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : 'everything';
}
