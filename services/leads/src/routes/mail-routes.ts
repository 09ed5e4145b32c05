// Staff-only: the mail the service sent (GET /admin/mail), one message's headers, text and attachments,
// and its raw source as sent (message/rfc822). The HTML part is never rendered here: staff read the text
// part, or download the source.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AddressObject } from 'mailparser';
import { z } from 'zod';
import { errorResponseSchema } from '@site/contracts/api';
import { keptMailKeySchema, keptMailPageSchema, keptMailViewSchema, mailListQuerySchema } from '@site/contracts/mail-api';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';
import { type AuditLog } from '../privacy/audit';
import { type LeadStore } from '../store/lead-store';
import { encodeCursor } from '../store/list-cursor';
import { keysetPage, positionOf } from './keyset-page';
import { staffGuard, staffUserOf } from './staff-guard';

export type MailRouteDeps = { auth: StaffAuth; store: LeadStore; audit: AuditLog };

const refused = { 400: errorResponseSchema, 401: errorResponseSchema };
const keyParams = z.object({ key: keptMailKeySchema });

const addressText = (a: AddressObject | AddressObject[] | undefined) =>
  a === undefined ? undefined : (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', ');

export const mailRoutes: FastifyPluginAsyncZod<MailRouteDeps> = async (app, { auth, store, audit }) => {
  app.addHook('onRequest', staffGuard(auth));

  app.get(
    '/admin/mail',
    {
      schema: {
        summary: 'Kept mail, newest first, a page at a time',
        tags: ['staff'],
        querystring: mailListQuerySchema,
        response: { 200: keptMailPageSchema, ...refused },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const at = positionOf(cursor);
      // The list names every recipient: each page read is in the audit log.
      await audit.record(staffUserOf(request).username, 'mail-list', {
        target: 'kept mail',
        detail: cursor === undefined ? 'first page' : 'a later page',
        from: request,
      });
      const page = await keysetPage(
        limit,
        (rows) => store.listKeptMail({ limit: rows, after: at && { createdAt: at.createdAt, key: at.id } }),
        (last) => encodeCursor({ createdAt: last.createdAt, id: last.key }),
      );
      return { items: page.items, nextCursor: page.next };
    },
  );

  /** A kept message, its reading audited (a message holds a person's data; the entry names only its key). */
  const kept = async (request: FastifyRequest, key: string, what: string) => {
    const row = await store.getKeptMail(key);
    if (!row) throw new AppError('not_found', 'No such message');
    await audit.record(staffUserOf(request).username, 'mail-read', { target: `mail:${key}`, detail: what, from: request });
    return row;
  };

  app.get(
    '/admin/mail/:key',
    {
      schema: {
        summary: 'One kept message: headers, the plain-text part, attachments',
        tags: ['staff'],
        params: keyParams,
        response: { 200: keptMailViewSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { source, meetingLink: _link, ...mail } = await kept(request, request.params.key, 'headers and text part');
      const parsed = await (
        await import('mailparser')
      ).simpleParser(source, { skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true });
      const headers = [
        ['From', addressText(parsed.from)],
        ['To', addressText(parsed.to)],
        ['Reply-To', addressText(parsed.replyTo)],
        ['Subject', parsed.subject],
        ['Date', parsed.date?.toISOString()],
        ['Message-ID', parsed.messageId],
      ]
        .filter((h): h is [string, string] => typeof h[1] === 'string')
        .map(([name, value]) => ({ name, value }));
      const attachments = parsed.attachments.map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.size }));
      return { ...mail, headers, text: parsed.text ?? null, attachments };
    },
  );

  app.get(
    '/admin/mail/:key/source',
    // No response schemas: the body is the message itself, not JSON (a 404 is still the JSON error).
    { schema: { summary: 'The raw source of a kept message, as sent (message/rfc822)', tags: ['staff'], params: keyParams } },
    async (request, reply) => {
      const row = await kept(request, request.params.key, 'source as sent');
      return reply.type('message/rfc822').header('content-disposition', `attachment; filename="${row.key}.eml"`).send(row.source);
    },
  );
};
