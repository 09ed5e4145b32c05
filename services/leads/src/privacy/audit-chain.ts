// Checks the audit log's HMAC chain from its first entry to its last: every entry must carry the MAC of
// itself over the one before it. An entry changed, removed from the middle or written by someone without
// the key breaks the chain there; a gap in the sequence is named as such. Entries written before the
// chain existed are sealed on the service's first start with it (AuditLog.sealLegacy).
import { type AuditLogStore, type AuditSeal } from '../store/privacy-port';

export type ChainReport = {
  ok: boolean;
  entries: number;
  /** The last entry's sequence number and MAC: keep them elsewhere to notice entries cut off the end later. */
  head: { seq: number; mac: string | null } | null;
  problems: string[];
};

const PAGE = 1000;

export async function verifyAuditChain(privacy: AuditLogStore, seal: AuditSeal): Promise<ChainReport> {
  const problems: string[] = [];
  let previous: { seq: number; mac: string | null } | null = null;
  let entries = 0;
  for (let after = 0; ;) {
    const page = await privacy.listAuditChain(after, PAGE);
    for (const { mac, ...entry } of page) {
      entries++;
      if (previous && entry.seq !== previous.seq + 1) problems.push(`entries ${previous.seq + 1}–${entry.seq - 1} are missing`);
      if (mac === null) problems.push(`entry ${entry.seq} is not sealed`);
      else if (mac !== seal(previous?.mac ?? null, entry))
        problems.push(`entry ${entry.seq} does not match its seal: it was changed, forged, or an entry before it was removed`);
      previous = { seq: entry.seq, mac };
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.seq;
  }
  if (problems.length > 20) problems.splice(20, problems.length - 20, `… and ${problems.length - 20} more problems`);
  return { ok: problems.length === 0, entries, head: previous, problems };
}
