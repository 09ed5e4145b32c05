// One error handler for the service: every error answer is the JSON envelope of the API, field
// messages for bad input, and no detail of a 5xx leaves the process (it is logged instead).
import { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, type ErrorResponse } from '@site/contracts/api';
import { toFieldIssues } from '@site/contracts/field-issues';
import { AppError } from './errors';

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Send the body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Content-Length does not match the body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: 'The request body is not valid JSON' },
};

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = toFieldIssues(
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
          code: v.keyword,
          keys: (v.params as { keys?: string[] }).keys,
        })),
      );
      status = 400;
      body = { success: false, error: 'validation', message: 'Some fields need your attention', issues };
    } else if (error instanceof AppError) {
      status = error.status;
      body = { success: false, error: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
    } else if (error.code && fastifyCodes[error.code]) {
      const known = fastifyCodes[error.code]!;
      status = error.statusCode ?? 400;
      body = { success: false, error: known.code, message: known.message };
    } else if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      // Other client errors (e.g. JSON with a __proto__ key) keep their 4xx without internals.
      status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      body = { success: false, error: status === 413 ? 'payload_too_large' : 'bad_request', message: 'Bad request' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { success: false, error: 'internal', message: 'Something went wrong on our side' };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.error }, 'request refused');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, error: 'not_found', message: 'No such endpoint' } satisfies ErrorResponse),
  );
}
