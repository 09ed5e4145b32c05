// The staff API over kept mail (GET /api/admin/mail…): what each visitor and staff member was sent.
import { z } from 'zod';
import { listCursorSchema, listLimitSchema } from './lead-lists';
import { keptMailSchema } from './mail';

/** Query of GET /api/admin/mail: newest first, a page at a time. */
export const mailListQuerySchema = z.strictObject({ limit: listLimitSchema, cursor: listCursorSchema });
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const keptMailPageSchema = z.object({
  items: z.array(keptMailSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type KeptMailPage = z.infer<typeof keptMailPageSchema>;

/** One kept message as GET /api/admin/mail/:key shows it: its headers, its plain-text part, its attachments. */
export const keptMailViewSchema = keptMailSchema.extend({
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The plain-text part (the HTML part is never shown in the dashboard; the source has it). */
  text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string().nullable(), contentType: z.string(), size: z.number().int().min(0) })),
});
export type KeptMailView = z.infer<typeof keptMailViewSchema>;

/** Kept-mail keys are `<kind>-<record id>-<sequence>`. */
export const keptMailKeySchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z-]+-[A-Za-z0-9-]+-\d+$/, 'not a kept mail key');
