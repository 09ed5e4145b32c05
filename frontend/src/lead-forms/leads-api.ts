// The two public submission calls, shared by every lead form. One Idempotency-Key per
// attempt: transient failures (network, 5xx, 429 with a short Retry-After) are retried here with the
// same key and body, so the server answers a retry with its first answer instead of a second lead.
import type { FieldIssue } from '@site/contracts/field-issues';

export type LeadEndpoint = '/api/contact' | '/api/consultations';

export type SubmitResult =
  | { ok: true; id: string }
  /** The server refused the submission (400 validation or another `success: false` answer). */
  | { ok: false; issues: FieldIssue[]; message?: string };

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

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

export async function postLead(
  endpoint: LeadEndpoint,
  body: unknown,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetchImpl(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < RETRY_DELAYS_MS.length) {
        await sleep(RETRY_DELAYS_MS[attempt]!);
        continue;
      }
      throw new SubmitError('Network error', { cause: err });
    }

    const retryAfter = Number(res.headers.get('retry-after'));
    const transient =
      res.status >= 500 || (res.status === 429 && Number.isFinite(retryAfter) && retryAfter <= MAX_RETRY_AFTER_S);
    if (transient && attempt < RETRY_DELAYS_MS.length) {
      await sleep(res.status === 429 ? retryAfter * 1000 : RETRY_DELAYS_MS[attempt]!);
      continue;
    }

    const json = await readJson(res);
    if (isRecord(json) && json.success === true && typeof json.id === 'string' && res.ok) {
      return { ok: true, id: json.id };
    }
    if (isRecord(json) && json.success === false) {
      const issues = Array.isArray(json.issues)
        ? json.issues.filter(
            (i): i is FieldIssue => isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string',
          )
        : [];
      return { ok: false, issues, ...(typeof json.message === 'string' ? { message: json.message } : {}) };
    }
    throw new SubmitError(`Unexpected answer ${res.status}`);
  }
}
