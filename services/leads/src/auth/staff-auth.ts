// Staff log-in and sessions. A session token lives only in the visitor's httpOnly cookie; the
// store keeps its SHA-256, so a leaked database does not leak live sessions.
import { createHash, randomBytes } from 'node:crypto';
import { type StaffUser } from '@site/contracts/auth';
import { type LeadStore } from '../store/lead-store';
import { StoreConflictError } from '../store/lead-store';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from './passwords';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class StaffAuth {
  constructor(
    private readonly store: LeadStore,
    private readonly sessionTtlMs: number,
  ) {}

  /** A new session token for valid credentials; null otherwise (same time either way). */
  async login(username: string, password: string): Promise<{ token: string; user: StaffUser; expiresAt: Date } | null> {
    const user = await this.store.findUserByUsername(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) return null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.sessionTtlMs);
    await this.store.createSession(hashToken(token), user.id, expiresAt);
    return { token, user: { id: user.id, username: user.username }, expiresAt };
  }

  async userFor(token: string | undefined): Promise<StaffUser | null> {
    if (!token || token.length > 100) return null;
    return this.store.findSessionUser(hashToken(token), new Date());
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.store.deleteSession(hashToken(token));
  }

  /**
   * The first staff account: ADMIN_USERNAME/ADMIN_PASSWORD when given and not yet present; with
   * no account at all and nothing given, "admin" with a generated password that is returned once.
   */
  async ensureAdmin(
    admin: { username: string; password: string | undefined } | undefined,
  ): Promise<{ username: string; generatedPassword?: string } | null> {
    if (admin && (await this.store.findUserByUsername(admin.username))) return null;
    if (!admin && (await this.store.countUsers()) > 0) return null;
    const username = admin?.username ?? 'admin';
    const password = admin?.password ?? generatePassword();
    try {
      await this.store.createUser(username, await hashPassword(password));
    } catch (err) {
      if (err instanceof StoreConflictError) return null; // another instance created it first
      throw err;
    }
    return admin?.password ? { username } : { username, generatedPassword: password };
  }
}
