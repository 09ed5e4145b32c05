// Staff-only privacy rights: find a person's records, export them (JSON or CSV), correct a field (the
// change reaches the Odoo lead), send a booking's link again (the old one stops working), erase them
// everywhere once staff confirmed exactly which records; erasure reports; the audit log. Every action is
// written to the audit log without the person's data.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@site/contracts/api';
import { consultationCsvFields, contactCsvFields, csvCell, csvHeader, leadCsvLine } from '../csv';
import {
  correctionSchema,
  eraseRequestSchema,
  erasureSchema,
  personExportSchema,
  personQuerySchema,
  personResponseSchema,
  resendLinkSchema,
  UNREADABLE_PHONE_MESSAGE,
  type PersonQuery,
} from '@site/contracts/privacy';
import { phoneE164 } from '../records/phone';
import { consultationRecordSchema, contactRecordSchema, type ConsultationRecord } from '@site/contracts/records';
import { AppError, validationError } from '../errors';
import { recordTarget } from '../privacy/audit';
import { type LeadRef } from '../store/lead-store';
import { type PersonMatch } from '../store/privacy-port';
import { auditRoutes } from './audit-routes';
import { type PrivacyRouteDeps } from './privacy-route-deps';
import { staffGuard, staffUserOf } from './staff-guard';
import { type ZodApp } from './zod-app';

/** Most records of one person per kind a look-up returns (a person with more is a data problem). */
const PERSON_LIMIT = 500;

/** How the audit log names a look-up: by which key, never the key itself. */
const byWhat = (q: PersonQuery) => (q.email ? 'by e-mail' : 'by phone');

/** The person a query names: an e-mail address, or a phone number read as E.164 (400 when it is not one). */
function parsePerson(input: unknown): { query: PersonQuery; match: PersonMatch } {
  const parsed = personQuerySchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'email', message: i.message })));
  const query = parsed.data;
  if (query.email) return { query, match: { email: query.email } };
  const e164 = phoneE164(query.phone);
  if (!e164) throw validationError([{ path: 'phone', message: UNREADABLE_PHONE_MESSAGE }]);
  return { query, match: { phoneE164: e164 } };
}

/** What staff must check before treating the records as one person's: one phone, several e-mail addresses. */
function personWarnings(query: PersonQuery, refs: LeadRef[]): string[] {
  if (!query.phone) return [];
  const emails = new Set(refs.map((r) => r.record.email.trim().toLowerCase()));
  return emails.size > 1
    ? [
        `This phone number is on records with ${emails.size} different e-mail addresses. They may be different people who share a phone: check each record before you export, correct or erase.`,
      ]
    : [];
}

const split = (refs: LeadRef[]) => ({
  contacts: refs.flatMap((r) => (r.kind === 'contact' ? [r.record] : [])),
  consultations: refs.flatMap((r) => (r.kind === 'consultation' ? [r.record] : [])),
});

/** Every export field of either kind, once. */
const personCsvFields = [...new Set([...contactCsvFields, ...consultationCsvFields])];

/** One CSV for both kinds: a `kind` column, then every field of either kind (blank where it has none). */
function personCsv(refs: LeadRef[]): string {
  const rows = refs.map((r) => `${csvCell(r.kind)},${leadCsvLine(r.record, personCsvFields)}`);
  return '\uFEFF' + csvHeader(['kind', ...personCsvFields]) + rows.join('');
}

const refused = { 400: errorResponseSchema, 401: errorResponseSchema };

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteDeps> = async (app, deps) => {
  app.addHook('onRequest', staffGuard(deps.auth));
  personRoutes(app, deps);
  changeRoutes(app, deps);
  eraseRoutes(app, deps);
  erasureReportRoutes(app, deps);
  auditRoutes(app, deps);
};

/** Finding a person's records, and exporting them (access, portability). */
function personRoutes(app: ZodApp, { store, audit, clock }: PrivacyRouteDeps) {
  app.get(
    '/admin/people',
    {
      schema: {
        summary: 'Every record of a person, by e-mail or phone',
        tags: ['privacy'],
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: personResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { query, match } = parsePerson(request.query);
      const refs = await store.privacy.findPerson(match, PERSON_LIMIT);
      await audit.record(staffUserOf(request).username, 'person-search', {
        detail: `${byWhat(query)}: ${refs.length} record(s)`,
        from: request,
      });
      return { ...split(refs), total: refs.length, warnings: personWarnings(query, refs) };
    },
  );

  app.post(
    '/admin/people/export',
    {
      schema: {
        summary: 'Every record of a person as a JSON or CSV file (access, portability)',
        tags: ['privacy'],
        body: personExportSchema,
      },
    },
    async (request, reply) => {
      const { format, ...rest } = request.body;
      const { query, match } = parsePerson(rest);
      const refs = await store.privacy.findPerson(match, PERSON_LIMIT);
      await audit.record(staffUserOf(request).username, 'person-export', {
        detail: `${byWhat(query)}, ${format}: ${refs.length} record(s)`,
        from: request,
      });
      const day = clock.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="personal-data_${day}.${format}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(personCsv(refs));
      const body = { exportedAt: clock.now().toISOString(), ...split(refs) };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(body, null, 2));
    },
  );
}

/** Correcting a field (rectification) and replacing a booking's link. */
function changeRoutes(app: ZodApp, { store, audit, clock, changed }: PrivacyRouteDeps) {
  app.post(
    '/admin/people/correct',
    {
      schema: {
        summary: 'Correct a field of a record; the change reaches the Odoo lead',
        tags: ['privacy'],
        body: correctionSchema,
        response: {
          200: z.object({ success: z.literal(true), record: z.union([contactRecordSchema, consultationRecordSchema]) }),
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { kind, id, field, value } = request.body;
      if (kind === 'consultation' && field === 'company' && value === null)
        throw validationError([{ path: 'value', message: 'Company is required for a consultation' }]);
      const outcome = await store.privacy.correctRecord(kind, id, field, value, clock.now());
      if (!outcome) throw new AppError('not_found', 'No such record');
      if (outcome.changed) {
        await audit.record(staffUserOf(request).username, 'correction', {
          target: recordTarget(kind, id),
          detail: `field ${field}`,
          from: request,
        });
        request.log.info({ recordId: id, kind, field, revision: outcome.ref.record.revision }, 'record corrected by staff');
        await changed({ what: 'corrected', ref: outcome.ref });
      }
      return { success: true as const, record: outcome.ref.record };
    },
  );

  app.post(
    '/admin/people/resend-link',
    {
      schema: {
        summary: "Replace a booking's link and mail the new one to the booking's address (links sent before stop working)",
        tags: ['privacy'],
        body: resendLinkSchema,
        response: { 202: z.object({ success: z.literal(true), record: consultationRecordSchema }), 404: errorResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const record = await store.raiseLinkVersion(request.body.id, clock.now());
      if (!record) throw new AppError('not_found', 'No such booking');
      await audit.record(staffUserOf(request).username, 'link-resend', {
        target: recordTarget('consultation', record.id),
        detail: `link version ${record.linkVersion ?? 0}`,
        from: request,
      });
      request.log.info({ recordId: record.id, linkVersion: record.linkVersion }, 'booking link replaced by staff');
      await changed({ what: 'link-replaced', record: record as ConsultationRecord });
      return reply.status(202).send({ success: true as const, record });
    },
  );
}

/** Erasing a person's records, exactly those staff confirmed. */
function eraseRoutes(app: ZodApp, { store, erasures }: PrivacyRouteDeps) {
  app.post(
    '/admin/people/erase',
    {
      schema: {
        summary: "Erase a person's records from the store, Redis, the kept mail and Odoo",
        tags: ['privacy'],
        body: eraseRequestSchema,
        response: { 202: z.object({ success: z.literal(true), erasure: erasureSchema }), 404: errorResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { recordIds, ...person } = request.body;
      const { match } = parsePerson(person);
      const refs = await store.privacy.findPerson(match, PERSON_LIMIT);
      if (refs.length === 0) throw new AppError('not_found', 'No records of this person');
      // Exactly the records staff looked at and confirmed: a record found now that they did not see (or one
      // they saw that is gone) means they must look again before anything is erased.
      const found = new Set(refs.map((r) => r.record.id));
      const confirmed = new Set(recordIds);
      if (found.size !== confirmed.size || [...found].some((id) => !confirmed.has(id)))
        throw new AppError(
          'conflict',
          'The records of this person are not the ones you confirmed (one was added or removed meanwhile). Look the person up again and confirm the records you see.',
        );
      const erasure = await erasures.erase(refs, { reason: 'request', actor: staffUserOf(request).username, from: request });
      return reply.status(202).send({ success: true as const, erasure });
    },
  );
}

/** The erasure reports, and running Odoo's part of a failed one again. */
function erasureReportRoutes(app: ZodApp, { store, erasures }: PrivacyRouteDeps) {
  app.get(
    '/admin/people/erasures',
    {
      schema: {
        summary: 'The latest erasures (requests and retention), newest first',
        tags: ['privacy'],
        response: { 200: z.object({ items: z.array(erasureSchema) }), ...refused },
      },
    },
    async () => ({ items: await store.privacy.listErasures(50) }),
  );

  app.get(
    '/admin/people/erasures/:id',
    {
      schema: {
        summary: 'One erasure report',
        tags: ['privacy'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ success: z.literal(true), erasure: erasureSchema }), 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const erasure = await store.privacy.getErasure(request.params.id);
      if (!erasure) throw new AppError('not_found', 'No such erasure');
      return { success: true as const, erasure };
    },
  );

  app.post(
    '/admin/people/erasures/:id/retry',
    {
      schema: {
        summary: "Run Odoo's part of a failed erasure again",
        tags: ['privacy'],
        params: z.object({ id: z.string().max(64) }),
        response: {
          202: z.object({ success: z.literal(true), erasure: erasureSchema }),
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const current = await store.privacy.getErasure(request.params.id);
      if (!current) throw new AppError('not_found', 'No such erasure');
      if (current.status !== 'failed') throw new AppError('conflict', 'Only a failed erasure can be run again');
      const erasure = await erasures.retry(current.id, staffUserOf(request).username, request);
      return reply.status(202).send({ success: true as const, erasure: erasure! });
    },
  );
}
