// POST /api/contact and POST /api/consultations, the submission of every lead form. One Idempotency-Key
// per attempt: transient failures (network, 5xx, 429 with a short Retry-After) are retried here with
// the same key and body, so the server answers a retry with its first answer instead of a second lead.
// Loaded at submit (with zod), never in a page's first load.
import { createdResponseSchema, type ErrorCode } from '@site/contracts/api';
import type { FieldIssue } from '@site/contracts/field-issues';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export type LeadEndpoint = '/api/contact' | '/api/consultations';

export type SubmitResult =
  | { ok: true; id: string }
  /** The server refused the submission (400 validation or another error answer), and its code. */
  | { ok: false; issues: FieldIssue[]; message?: string; error: ErrorCode };

export class SubmitError extends Error {
  override name = 'SubmitError';
}

const RETRY_DELAYS_MS = [600, 1800];
const MAX_RETRY_AFTER_S = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh key for one submission attempt (crypto.randomUUID needs a secure context; fall back). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long to wait before trying again, or undefined when the failure is not worth a retry. */
function retryDelay(err: unknown, attempt: number): number | undefined {
  if (attempt >= RETRY_DELAYS_MS.length) return undefined;
  // fetch rejects with a TypeError when the request got no answer at all.
  if (err instanceof TypeError) return RETRY_DELAYS_MS[attempt];
  if (!(err instanceof ApiError)) return undefined;
  if (err.status >= 500) return RETRY_DELAYS_MS[attempt];
  const retryAfter = Number(err.headers.get('retry-after'));
  return err.status === 429 && Number.isFinite(retryAfter) && retryAfter <= MAX_RETRY_AFTER_S ? retryAfter * 1000 : undefined;
}

export async function postLead(endpoint: LeadEndpoint, body: unknown, idempotencyKey: string): Promise<SubmitResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { id } = await apiRequest(endpoint, createdResponseSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { ok: true, id };
    } catch (err) {
      const wait = retryDelay(err, attempt);
      if (wait !== undefined) {
        await sleep(wait);
        continue;
      }
      if (err instanceof ApiError && err.envelope) {
        const { error, message } = err.envelope;
        // "That time has just been taken": the time field's message.
        const issues = error === 'slot_taken' && message ? [{ path: 'preferredTime', message }] : err.issues;
        return { ok: false, issues, error, ...(message ? { message } : {}) };
      }
      throw new SubmitError(err instanceof ApiError ? `Unexpected answer ${err.status}` : 'No usable answer', { cause: err });
    }
  }
}
