import { z } from 'zod';

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** May change the queue board (retry, clean, pause, add); every staff user may read it. */
  canOperateQueues: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: staffUserSchema });

/** Name of the httpOnly session cookie over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'sid';
/**
 * Name of the session cookie when it is Secure: the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, has Path=/ and no Domain, so a sibling subdomain cannot plant or widen it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The shortest staff password; strength is checked on top (a long but guessable one is refused). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Where, under DATA_DIR, the generated password of the first staff account is written (mode 0600). */
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';
