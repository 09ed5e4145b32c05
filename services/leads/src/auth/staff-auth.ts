// Staff log-in and sessions. A session token lives only in the visitor's httpOnly cookie; the
// store keeps its SHA-256, so a leaked database does not leak live sessions. A session ends at its
// absolute expiry, after an idle period, when its user's password changes or the user is disabled.
import { createHash, randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { sessionCookieName, type StaffUser } from '@site/contracts/auth';
import { type LeadStore, StoreConflictError } from '../store/lead-store';
import { DUMMY_HASH, generatePassword, hashPassword, passwordWeakness, verifyPassword } from './passwords';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Activity is written at most once a minute per session (or a tenth of the idle time), not on every request. */
const touchInterval = (idleMs: number) => Math.min(60_000, idleMs / 10);

export type SessionPolicy = { ttlMs: number; idleMs: number; cookieSecure: boolean };

export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

export class StaffAuth {
  /** The session cookie's name: `__Host-sid` when Secure, else `sid`. */
  readonly cookieName: string;
  private readonly touched = new Map<string, number>();
  private readonly touchEveryMs: number;

  constructor(
    private readonly store: LeadStore,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock = systemClock,
  ) {
    this.cookieName = sessionCookieName(policy.cookieSecure);
    this.touchEveryMs = touchInterval(policy.idleMs);
  }

  /** The session token among a request's cookies. */
  tokenOf(cookies: Record<string, string | undefined>): string | undefined {
    return cookies[this.cookieName];
  }

  /** A new session token for valid credentials of an enabled user; null otherwise (same time either way). */
  async login(username: string, password: string): Promise<{ token: string; user: StaffUser; expiresAt: Date } | null> {
    const user = await this.store.findUserByUsername(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok || user.disabled) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.policy.ttlMs);
    // Refused when the password changed or the account was disabled since it was read: the login fails.
    if (!(await this.store.createSession(hashToken(token), user.id, expiresAt, now, user.passwordHash))) return null;
    return { token, user: { id: user.id, username: user.username, canOperateQueues: user.canOperateQueues }, expiresAt };
  }

  /**
   * The user of a live session. Unless `peek`, the look-up counts as activity and keeps the session
   * from idling out.
   */
  async userFor(token: string | undefined, opts: { peek?: boolean } = {}): Promise<StaffUser | null> {
    if (!token || token.length > 100) return null;
    const hash = hashToken(token);
    const now = this.clock.now();
    const user = await this.store.findSessionUser(hash, now, new Date(now.getTime() - this.policy.idleMs));
    if (user && !opts.peek && now.getTime() - (this.touched.get(hash) ?? 0) >= this.touchEveryMs) {
      this.touched.set(hash, now.getTime());
      await this.store.touchSession(hash, now);
    }
    return user;
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    this.touched.delete(hashToken(token));
    await this.store.deleteSession(hashToken(token));
  }

  async deleteExpiredSessions(): Promise<number> {
    const now = this.clock.now();
    const cutoff = now.getTime() - this.touchEveryMs;
    for (const [hash, at] of this.touched) if (at < cutoff) this.touched.delete(hash);
    return this.store.deleteExpiredSessions(now, new Date(now.getTime() - this.policy.idleMs));
  }

  /**
   * The first staff account: ADMIN_USERNAME/ADMIN_PASSWORD when given and not yet present; with
   * no account at all and nothing given, "admin" with a generated password that is returned once.
   * The first account may operate the queue board.
   */
  async ensureAdmin(
    admin: { username: string; password: string | undefined } | undefined,
  ): Promise<{ username: string; generatedPassword?: string } | null> {
    if (admin && (await this.store.findUserByUsername(admin.username))) return null;
    if (!admin && (await this.store.countUsers()) > 0) return null;
    const username = admin?.username ?? 'admin';
    const password = admin?.password ?? generatePassword();
    try {
      await this.addUser(username, password, { canOperateQueues: true });
    } catch (err) {
      if (err instanceof StoreConflictError) return null; // another instance created it first
      throw err;
    }
    return admin?.password ? { username } : { username, generatedPassword: password };
  }

  /** Throws WeakPasswordError for a password that fails the strength rule, StoreConflictError for a taken name. */
  async addUser(username: string, password: string, opts: { canOperateQueues: boolean }): Promise<StaffUser> {
    this.assertStrong(username, password);
    return this.store.createUser(username, await hashPassword(password), opts);
  }

  /** Sets a new password and ends every session of the user. False if there is no such user. */
  async setPassword(username: string, password: string): Promise<boolean> {
    this.assertStrong(username, password);
    return this.store.updateUser(username, { passwordHash: await hashPassword(password) });
  }

  private assertStrong(username: string, password: string) {
    const weakness = passwordWeakness(password, [username]);
    if (weakness) throw new WeakPasswordError(weakness);
  }
}
