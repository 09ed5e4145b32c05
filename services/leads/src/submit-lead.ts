// The use-case behind both public forms: spam checks, store first, then the write path's follow-ups
// (records/record-changed.ts: hand-over to the sync queue, live event, mail), after the answer.
import { createHash } from 'node:crypto';
import { type FastifyBaseLogger as Logger } from 'fastify';
import { type Clock } from '@site/lagos-time/clock';
import { SLOT_TAKEN_MESSAGE } from '@site/contracts/availability';
import { MIN_FILL_MS } from '@site/contracts/lead-context';
import { PRIVACY_POLICY_VERSION } from '@site/contracts/privacy-policy-version';
import { type ContactSubmission } from '@site/contracts/contact';
import { type ConsultationSubmission } from '@site/contracts/consultation';
import { type LeadKind } from '@site/contracts/records';
import { AppError, validationError } from './errors';
import { type CreateOptions, type CreateOutcome, type LeadRef, type LeadStore, SlotTakenError } from './store/lead-store';
import { type RecordChanged } from './records/record-changed';
import { type AfterAnswer } from './service/after-answer';

export type SubmitDeps = { store: LeadStore; changed: RecordChanged; afterAnswer: AfterAnswer; log: Logger; clock: Clock };

export type SubmitOutcome =
  | { kind: 'stored'; id: string; replayed: boolean }
  /** The honeypot was filled: a bot. It is told "success" and nothing is stored. */
  | { kind: 'discarded'; id: string };

/** A stable hash of what was asked, without the fields that legitimately change on a retry. */
function requestHash(input: Record<string, unknown>): string {
  const { fillMs: _f, honeypot: _h, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

export async function submitLead(
  deps: SubmitDeps,
  kind: LeadKind,
  input: ContactSubmission | ConsultationSubmission,
  idempotencyKey: string | undefined,
): Promise<SubmitOutcome> {
  if (input.honeypot) {
    deps.log.warn({ kind }, 'honeypot filled: submission discarded as spam');
    return { kind: 'discarded', id: crypto.randomUUID() };
  }
  if (input.fillMs !== undefined && input.fillMs < MIN_FILL_MS) {
    throw validationError([{ path: 'fillMs', message: 'This form was sent too quickly. Please wait a moment and send it again.' }]);
  }
  const { honeypot: _h, fillMs: _f, ...rest } = input;
  // Consent is what the server saw: the policy version in force and its own clock, not the visitor's.
  const fields = {
    ...rest,
    context: { ...rest.context, consent: { policyVersion: PRIVACY_POLICY_VERSION, acceptedAt: deps.clock.now().toISOString() } },
  };
  // Stored as handed over in the same write; the outbox puts it back if the hand-over fails.
  const opts = { idempotencyKey, requestHash: requestHash(input), handedOver: true };
  const outcome: CreateOutcome<LeadRef['record']> =
    kind === 'contact' ? await deps.store.createContact(fields as ContactSubmission, opts) : await createBooking(deps, fields, opts);

  const id = outcome.record.id;
  if (!outcome.created) {
    if (outcome.requestHash !== opts.requestHash)
      throw new AppError('idempotency_conflict', 'This Idempotency-Key was already used for a different submission');
    deps.log.info({ recordId: id, kind }, 'idempotent replay');
    return { kind: 'stored', id, replayed: true };
  }
  deps.log.info({ recordId: id, kind, form: outcome.record.form }, 'lead stored');
  // Answered now that the record is durable: stored, and put back in the outbox should its hand-over
  // fail. The follow-ups run after the answer (the service's close waits for them); a booking's
  // confirmation is queued after the hand-over to Odoo, as it waits for the Odoo event and its video link.
  const ref = { kind, record: outcome.record } as LeadRef;
  deps.afterAnswer.run({ recordId: id, kind }, "a new lead's follow-ups", () => deps.changed({ what: 'stored', ref }));
  return { kind: 'stored', id, replayed: false };
}

/** A booking, refused (409 slot_taken, nothing stored) when its time is no longer free. */
async function createBooking(deps: SubmitDeps, fields: unknown, opts: CreateOptions) {
  try {
    return await deps.store.createConsultation(fields as ConsultationSubmission, opts);
  } catch (err) {
    if (err instanceof SlotTakenError) throw new AppError('slot_taken', SLOT_TAKEN_MESSAGE);
    throw err;
  }
}
