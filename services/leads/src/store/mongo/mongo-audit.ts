// The MongoDB side of AuditLogStore: a collection this adapter only ever inserts into (the service's
// MongoDB role has no update or remove on it: infra/mongo/create-app-user.js), each entry sealed into the
// HMAC chain; its _id is the sequence, so two writers cannot both extend the chain from one entry.
import { type AuditEntry } from '@site/contracts/privacy';
import { type AuditLogStore, type AuditSeal, type NewAuditEntry, type SealedAuditEntry } from '../privacy-port';
import { type MongoDb } from './mongo-db';
import { type Doc } from './mongo-schemas';

const auditOf = ({ _id, ...d }: Doc & { _id: unknown }): SealedAuditEntry =>
  ({
    seq: Number(_id),
    at: d.at,
    actor: d.actor,
    action: d.action,
    target: d.target ?? null,
    detail: d.detail ?? null,
    ip: d.ip ?? null,
    mac: d.mac ?? null,
  }) as SealedAuditEntry;

export class MongoAudit implements AuditLogStore {
  constructor(private readonly s: MongoDb) {}

  async appendAudit(entry: NewAuditEntry, seal: AuditSeal) {
    // The chain's next link: the entry after the newest one. A unique _id makes a second writer that read
    // the same newest entry fail, and it tries again from the new newest.
    for (let attempt = 0; attempt < 20; attempt++) {
      const [last] = await this.s.m.audit.find().sort({ _id: -1 }).limit(1).lean<(Doc & { _id: unknown })[]>();
      const seq = last ? Number(last._id) + 1 : 1;
      try {
        await this.s.m.audit.create({ _id: seq, ...entry, mac: seal((last?.mac as string | undefined) ?? null, { seq, ...entry }) });
        return;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    throw new Error('the audit log kept changing while an entry was appended');
  }

  async listAudit(limit: number, before?: number) {
    const query = before === undefined ? {} : { _id: { $lt: before } };
    const docs = await this.s.m.audit.find(query).sort({ _id: -1 }).limit(limit).lean<(Doc & { _id: unknown })[]>();
    return docs.map((d) => {
      const { mac: _mac, ...entry } = auditOf(d);
      return entry as AuditEntry;
    });
  }

  async listAuditChain(after: number, limit: number) {
    return (
      await this.s.m.audit
        .find({ _id: { $gt: after } })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<(Doc & { _id: unknown })[]>()
    ).map(auditOf);
  }

  async sealLegacyAudit(seal: AuditSeal) {
    if (await this.s.m.audit.exists({ mac: { $type: 'string' } })) return 0;
    // All sealed or none (one transaction); it runs once, on the first start with the chain.
    return this.s.inTransaction(async (session) => {
      let previous: string | null = null;
      let n = 0;
      for (const doc of await this.s.m.audit.find({}, null, { session }).sort({ _id: 1 }).lean<(Doc & { _id: unknown })[]>()) {
        const { mac: _none, ...entry } = auditOf(doc);
        previous = seal(previous, entry);
        await this.s.m.audit.updateOne({ _id: entry.seq }, { $set: { mac: previous } }, { session }).catch((err: { code?: number }) => {
          // 13, Unauthorized: the service's role may not update the log, by design.
          if (err.code === 13)
            throw new Error('sealing legacy audit entries needs a MongoDB user that may update audit_log (docs/store.md)');
          throw err;
        });
        n++;
      }
      return n;
    });
  }
}
