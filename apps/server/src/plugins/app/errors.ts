import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@vaarta/core/entities/envelope';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  428: 'PRECONDITION_REQUIRED',
  429: 'TOO_MANY_REQUESTS',
};

/** How the API answers a failure: its status, its error envelope, and when to try again. */
export interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
  /** Seconds, for Retry-After. */
  retryAfter?: number;
}

/**
 * Every failure leaves as `{ status: 0, message, error, details? }` with the right status: bad
 * input is a 4xx in plain words, and nothing internal (stack, SQL) ever reaches the reply. Pages'
 * in-process reads fail in the same words (web-app/page-reads.ts).
 */
export function errorReplyOf(error: unknown, log: FastifyBaseLogger): ErrorReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body that parses but breaks the rules is unprocessable (docs/decisions/0007: 422); a bad
    // query string or path is a bad request.
    const where = error.validationContext ?? 'request';
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { field: field || where, message: issue.message };
    });
    const first = issues[0];
    return {
      status: error.validationContext === 'body' ? 422 : 400,
      body: {
        status: 0,
        message: first ? `Invalid ${where}: ${first.message}` : `Invalid ${where}`,
        error: 'VALIDATION_ERROR',
        details: issues,
      },
    };
  }
  if (error instanceof HttpError) {
    const body: ErrorEnvelope = { status: 0, message: error.message, error: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body, retryAfter: error.retryAfter };
  }
  const code = (error as { statusCode?: number }).statusCode;
  if (code && code >= 400 && code < 500) {
    return {
      status: code,
      body: { status: 0, message: (error as Error).message, error: CODES[code] ?? 'BAD_REQUEST' },
    };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or out of reach: the reader may simply try again.
    log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      body: { status: 0, message: SERVICE_UNAVAILABLE, error: 'SERVICE_UNAVAILABLE' },
      retryAfter: 5,
    };
  }
  log.error({ err: error }, 'request failed');
  return {
    status: 500,
    body: { status: 0, message: 'Server error. Please try again later.', error: 'SERVER_ERROR' },
  };
}

export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfter } = errorReplyOf(error, request.log);
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorEnvelope = {
      status: 0,
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      error: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
});
