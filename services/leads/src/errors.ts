// Domain code throws coded errors; only the edge (error-handler.ts) maps them to HTTP.
import { type ErrorCode } from '@site/contracts/api';
import { type FieldIssue } from '@site/contracts/field-issues';

const statusOf: Record<ErrorCode, number> = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  invalid_link: 404,
  conflict: 409,
  slot_taken: 409,
  idempotency_conflict: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}

export const validationError = (issues: FieldIssue[]) => new AppError('validation', 'Some fields need your attention', issues);
