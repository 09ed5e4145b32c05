// The JSON envelopes of the public API: every answer, errors included, is one of these shapes, which
// the site, the dashboard and outside clients rely on (docs/architecture.md, "The API").
import { z } from 'zod';
import { type FieldIssue } from './field-issues';

export const errorCodes = [
  'validation',
  'bad_request',
  'unauthorized',
  'not_found',
  /** A booking link that is malformed, tampered with, expired or names no booking (one answer for all). */
  'invalid_link',
  'conflict',
  /** A booking or reschedule onto a time that is not free (another booking, the organiser's Odoo calendar). */
  'slot_taken',
  'idempotency_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const createdResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() }) satisfies z.ZodType<FieldIssue>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.enum(errorCodes),
  message: z.string().optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** Header that makes a retried submission return its first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(8, { error: 'Idempotency-Key must be 8 to 128 characters' })
  .max(128, { error: 'Idempotency-Key must be 8 to 128 characters' })
  .regex(/^[\w.:-]+$/, { error: 'Idempotency-Key may hold letters, digits, _ . : -' });

/** Header by which the gateway proves itself to internal services. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Set by the gateway when it re-checks a session for an open stream: the check is not activity. */
export const SESSION_PEEK_HEADER = 'x-session-peek';

/** Set by the gateway when it collects metrics for GET /metrics (never forwarded from a client). */
export const METRICS_SCRAPE_HEADER = 'x-metrics-scrape';

/** Set by the gateway when it writes a queue-board change to the audit log on a staff member's behalf. */
export const QUEUE_BOARD_AUDIT_HEADER = 'x-queue-board-audit';

/** Headers only the gateway may set toward internal services; any a client sends is dropped. */
export const GATEWAY_ONLY_HEADERS = [INTERNAL_TOKEN_HEADER, SESSION_PEEK_HEADER, METRICS_SCRAPE_HEADER, QUEUE_BOARD_AUDIT_HEADER] as const;

/** What the gateway reports of a queue-board change: the method and the board's path of it (queue, job ids). */
export const queueBoardChangeSchema = z.strictObject({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[\w\-/:.%]*$/),
});
