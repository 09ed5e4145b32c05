// The MongoDB side of StaffAccounts. A new password or a disabled account and the deletion of the user's
// sessions are one transaction; a login's session is inserted in a transaction that first writes the
// user document (on the password hash the login verified), so a login and a password change write one
// document and cannot both commit: the later one is retried, and a retried login finds the new hash.
import { type StaffUser } from '@site/contracts/auth';
import { newId } from '../../records/lead-ids';
import { type StaffAccount, type StaffAccounts, type StaffUserPatch, StoreConflictError } from '../lead-store';
import { type MongoDb } from './mongo-db';
import { type Doc, isDuplicateKey } from './mongo-schemas';

export class MongoStaff implements StaffAccounts {
  constructor(private readonly s: MongoDb) {}

  async countUsers() {
    return this.s.m.users.countDocuments();
  }

  async findUserByUsername(username: string) {
    const doc = await this.s.m.users.findOne({ username: { $eq: username } }).lean<Doc>();
    return doc
      ? {
          id: doc._id,
          username: doc.username as string,
          passwordHash: doc.password as string,
          disabled: doc.disabled === true,
          canOperateQueues: doc.canOperateQueues === true,
        }
      : null;
  }

  async createUser(username: string, passwordHash: string, opts: { canOperateQueues: boolean }): Promise<StaffUser> {
    const id = newId();
    try {
      await this.s.m.users.create({
        _id: id,
        username,
        password: passwordHash,
        createdAt: this.s.clock.now().toISOString(),
        disabled: false,
        canOperateQueues: opts.canOperateQueues,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw new StoreConflictError(`username ${username} is taken`);
      throw err;
    }
    return { id, username, canOperateQueues: opts.canOperateQueues };
  }

  async listUsers(): Promise<StaffAccount[]> {
    const docs = await this.s.m.users.find({}).sort({ username: 1 }).lean<Doc[]>();
    return docs.map((d) => ({
      id: d._id,
      username: d.username as string,
      disabled: d.disabled === true,
      canOperateQueues: d.canOperateQueues === true,
      createdAt: d.createdAt as string,
    }));
  }

  async updateUser(username: string, patch: StaffUserPatch) {
    const set: Record<string, unknown> = {};
    if (patch.passwordHash !== undefined) set.password = patch.passwordHash;
    if (patch.disabled !== undefined) set.disabled = patch.disabled;
    if (patch.canOperateQueues !== undefined) set.canOperateQueues = patch.canOperateQueues;
    return this.s.inTransaction(async (session) => {
      const user = await this.s.m.users
        .findOneAndUpdate({ username: { $eq: username } }, { $set: set }, { returnDocument: 'after', session })
        .lean<Doc>();
      if (!user) return false;
      if (patch.passwordHash !== undefined || patch.disabled)
        await this.s.m.sessions.deleteMany({ userId: { $eq: user._id } }, { session });
      return true;
    });
  }

  async createSession(tokenHash: string, userId: string, expiresAt: Date, now: Date, passwordHash: string) {
    return this.s.inTransaction(async (session) => {
      const seen = await this.s.m.users.updateOne(
        { _id: { $eq: userId }, password: { $eq: passwordHash }, disabled: { $ne: true } },
        { $set: { lastLoginAt: now } },
        { session },
      );
      if (seen.matchedCount !== 1) return false;
      await this.s.m.sessions.create([{ _id: tokenHash, userId, expiresAt, lastSeenAt: now }], { session });
      return true;
    });
  }

  async findSessionUser(tokenHash: string, now: Date, idleSince: Date) {
    const session = await this.s.m.sessions
      .findOne({ _id: { $eq: tokenHash }, expiresAt: { $gt: now }, lastSeenAt: { $gt: idleSince } })
      .lean<Doc>();
    if (!session) return null;
    const user = await this.s.m.users.findOne({ _id: { $eq: session.userId as string }, disabled: { $ne: true } }).lean<Doc>();
    return user ? { id: user._id, username: user.username as string, canOperateQueues: user.canOperateQueues === true } : null;
  }

  async touchSession(tokenHash: string, now: Date) {
    await this.s.m.sessions.updateOne({ _id: { $eq: tokenHash } }, { $set: { lastSeenAt: now } });
  }

  async deleteSession(tokenHash: string) {
    await this.s.m.sessions.deleteOne({ _id: { $eq: tokenHash } });
  }

  async deleteExpiredSessions(now: Date, idleSince: Date) {
    return (await this.s.m.sessions.deleteMany({ $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }] })).deletedCount;
  }
}
