import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Counter } from 'prom-client';
import { z } from 'zod';
import { createdResponseSchema, errorResponseSchema, IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@site/contracts/api';
import { contactInputSchema } from '@site/contracts/contact';
import { consultationSchemasAt } from '@site/contracts/consultation';
import { type LeadKind } from '@site/contracts/records';
import { validationError } from '../errors';
import { submitLead, type SubmitDeps } from '../submit-lead';
import { availabilityRoutes } from './availability-routes';

const responses = {
  201: createdResponseSchema,
  400: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
};

function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw validationError([{ path: 'Idempotency-Key', message: parsed.error.issues[0]!.message }]);
  return parsed.data;
}

/** What became of a submission, for the submissions metric. */
function submissionOutcome(status: number, spam: boolean, replayed: boolean) {
  if (status === 201) return spam ? 'spam' : replayed ? 'replayed' : 'stored';
  return status < 500 ? 'invalid' : 'error';
}

export const publicRoutes: FastifyPluginAsyncZod<SubmitDeps & { submissions: Counter }> = async (app, { submissions, ...deps }) => {
  /** Requests whose submission was discarded as spam (answered 201 like any other). */
  const discarded = new WeakSet<object>();
  const consultationInputSchema = consultationSchemasAt(deps.clock).input;
  const route = (path: string, kind: LeadKind, body: typeof contactInputSchema | typeof consultationInputSchema, summary: string) =>
    app.post(
      path,
      {
        schema: { summary, tags: ['public'], body, response: responses },
        onResponse: async (request, reply) => {
          submissions.inc({
            kind,
            outcome: submissionOutcome(reply.statusCode, discarded.has(request), reply.getHeader('idempotent-replayed') === 'true'),
          });
        },
      },
      async (request, reply) => {
        const key = idempotencyKey(request.headers);
        const outcome = await submitLead({ ...deps, log: request.log }, kind, request.body, key);
        if (outcome.kind === 'stored' && outcome.replayed) reply.header('idempotent-replayed', 'true');
        if (outcome.kind === 'discarded') discarded.add(request);
        return reply.status(201).send({ success: true, id: outcome.id });
      },
    );

  // Which times the booking forms offer: public too, read-only.
  await app.register(availabilityRoutes, { store: deps.store, clock: deps.clock });
  route('/contact', 'contact', contactInputSchema, 'Send a contact message');
  route('/consultations', 'consultation', consultationInputSchema, 'Book a free consultation');

  app.get('/health', { schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }));
};
