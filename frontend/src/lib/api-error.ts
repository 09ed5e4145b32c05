// The API's refusal as the browser sees it: the status and, when the body is one, the contracts' error
// envelope (lib/api-client.ts reads it). Apart from the client so pages can tell answers apart without
// loading zod (the staff sign-in form and session check load it only when they call the API).
import type { ErrorResponse } from '@site/contracts/api';
import type { FieldIssue } from '@site/contracts/field-issues';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The body, when it is the API's error envelope (a proxy's or a crashed server's page is not). */
    readonly envelope: ErrorResponse | undefined,
    readonly headers: Headers,
  ) {
    super(`${status}${envelope ? ` ${envelope.error}${envelope.message ? `: ${envelope.message}` : ''}` : ''}`);
  }

  /** The field messages of the answer (a 400 validation names them); empty otherwise. */
  get issues(): FieldIssue[] {
    return this.envelope?.issues ?? [];
  }
}

/** Whether `err` is the API's answer with this status (any status when none is given). */
export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}
