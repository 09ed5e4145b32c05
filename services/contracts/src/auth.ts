import { z } from 'zod';

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const staffUserSchema = z.object({ id: z.string(), username: z.string() });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: staffUserSchema });

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'sid';
