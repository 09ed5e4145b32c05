// The SQLite side of StaffAccounts: users and their sessions. A new password or a disabled account
// deletes the user's sessions in the same transaction, and a session is only inserted while its user
// still has the password the login verified, so neither race leaves a session behind.
import { type StaffUser } from '@site/contracts/auth';
import { newId } from '../../records/lead-ids';
import { type StaffAccount, type StaffAccounts, type StaffUserPatch, StoreConflictError, type StoredUser } from '../lead-store';
import { type SqliteDb } from './sqlite-db';

type UserRow = { id: string; username: string; password: string; disabled: number; can_operate_queues: number };

export class SqliteStaff implements StaffAccounts {
  constructor(private readonly s: SqliteDb) {}

  async countUsers() {
    return (this.s.stmt('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  async findUserByUsername(username: string) {
    const row = this.s.stmt('SELECT id, username, password, disabled, can_operate_queues FROM users WHERE username = ?').get(username) as
      UserRow | undefined;
    return row
      ? ({
          id: row.id,
          username: row.username,
          passwordHash: row.password,
          disabled: row.disabled === 1,
          canOperateQueues: row.can_operate_queues === 1,
        } satisfies StoredUser)
      : null;
  }

  async createUser(username: string, passwordHash: string, opts: { canOperateQueues: boolean }): Promise<StaffUser> {
    const id = newId();
    try {
      this.s
        .stmt('INSERT INTO users (id, username, password, created_at, can_operate_queues) VALUES (?, ?, ?, ?, ?)')
        .run(id, username, passwordHash, this.s.clock.now().toISOString(), opts.canOperateQueues ? 1 : 0);
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new StoreConflictError(`username ${username} is taken`);
      throw err;
    }
    return { id, username, canOperateQueues: opts.canOperateQueues };
  }

  async listUsers(): Promise<StaffAccount[]> {
    const rows = this.s
      .stmt('SELECT id, username, disabled, can_operate_queues, created_at FROM users ORDER BY username')
      .all() as (UserRow & { created_at: string })[];
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      disabled: r.disabled === 1,
      canOperateQueues: r.can_operate_queues === 1,
      createdAt: r.created_at,
    }));
  }

  async updateUser(username: string, patch: StaffUserPatch) {
    return this.s.db
      .transaction(() => {
        const user = this.s
          .stmt(
            `UPDATE users SET password = coalesce(@password, password), disabled = coalesce(@disabled, disabled),
           can_operate_queues = coalesce(@canOperateQueues, can_operate_queues) WHERE username = @username RETURNING id`,
          )
          .get({
            username,
            password: patch.passwordHash ?? null,
            disabled: patch.disabled === undefined ? null : Number(patch.disabled),
            canOperateQueues: patch.canOperateQueues === undefined ? null : Number(patch.canOperateQueues),
          }) as { id: string } | undefined;
        if (!user) return false;
        if (patch.passwordHash !== undefined || patch.disabled) this.s.stmt('DELETE FROM sessions WHERE user_id = ?').run(user.id);
        return true;
      })
      .immediate();
  }

  async createSession(tokenHash: string, userId: string, expiresAt: Date, now: Date, passwordHash: string) {
    // One statement: the check and the insert see the same user row (writes are serialised).
    const info = this.s
      .stmt(
        `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at)
         SELECT ?, id, ?, ? FROM users WHERE id = ? AND password = ? AND disabled = 0`,
      )
      .run(tokenHash, expiresAt.getTime(), now.getTime(), userId, passwordHash);
    return info.changes === 1;
  }

  async findSessionUser(tokenHash: string, now: Date, idleSince: Date) {
    const row = this.s
      .stmt(
        `SELECT u.id, u.username, u.can_operate_queues FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND u.disabled = 0`,
      )
      .get(tokenHash, now.getTime(), idleSince.getTime()) as Omit<UserRow, 'password' | 'disabled'> | undefined;
    return row ? { id: row.id, username: row.username, canOperateQueues: row.can_operate_queues === 1 } : null;
  }

  async touchSession(tokenHash: string, now: Date) {
    this.s.stmt('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now.getTime(), tokenHash);
  }

  async deleteSession(tokenHash: string) {
    this.s.stmt('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteExpiredSessions(now: Date, idleSince: Date) {
    return this.s.stmt('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(now.getTime(), idleSince.getTime()).changes;
  }
}
