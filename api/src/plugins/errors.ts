import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStorageFailure } from '../db/storage';
import { errorCode } from '../lib/error-code';
import { HttpError } from '../lib/http-errors';

export interface ErrorsPluginOptions {
  bodyLimitBytes: number;
}

const validationContexts: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Connection-level failures: the database is down or restarting, not a bug in the request. */
const databaseUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  // statement_timeout, and a session ended for idling in a transaction: the database is too slow or stalled.
  '57014',
  '25P03',
  'SQLITE_BUSY',
]);
// "Query read timeout": the client's deadline passed without an answer (a stalled network); "timeout expired": no
// connection within its deadline.
const databaseUnavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|timeout expired/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && databaseUnavailableCodes.has(code)) return true;
  return error instanceof Error && databaseUnavailableMessages.test(error.message);
}

/** "email: must be a valid e-mail address" for each zod issue, so the client can tell which field is wrong. */
function validationMessage(error: FastifyError): string {
  const context = validationContexts[error.validationContext ?? 'body'] ?? 'body';
  const messages = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (field) return `${field}: ${issue.message ?? 'is invalid'}`;
    return issue.keyword === 'invalid_type' ? `${context}: must be a JSON object` : `${context}: ${issue.message ?? 'is invalid'}`;
  });
  return [...new Set(messages)].join('; ');
}

/**
 * Errors Fastify raises before a route or the error handler runs (a malformed address such as `/api/courses/%`):
 * answered in the API's one shape too. Given to the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid (malformed percent-encoding)' : 'The request is not valid';
  void reply.code(400).send({ message });
}

const errorsPlugin: FastifyPluginAsync<ErrorsPluginOptions> = async (app, { bodyLimitBytes }) => {
  const clientErrorMessages: Record<string, string> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is not valid JSON',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send the body as application/json',
  };

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The route's own limit when it has one (telemetry's is small), else the app's.
      const limit = request.routeOptions.bodyLimit ?? bodyLimitBytes;
      return reply.code(413).send({ message: `Request body is too large (at most ${Math.round(limit / 1024)} KB)` });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessages[error.code] ?? error.message });
    }
    if (isStorageFailure(error)) {
      // The original error, for whoever reads the log: the disk is full, read-only or failing.
      request.log.error({ err: error }, 'storage unavailable');
      return reply.code(503).header('retry-after', '30').send({ message: 'Storage is full or unavailable. Try again later.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: 'Service temporarily unavailable. Try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Route not found' }));
};

export const errors = fp(errorsPlugin, { name: 'errors' });
