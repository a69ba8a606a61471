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

/**
 * Every failure leaves as `{ status: 0, message, error, details? }` with the right status: bad
 * input is a 4xx in plain words, and nothing internal (stack, SQL) ever reaches the reply.
 */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    let status = 500;
    let body: ErrorEnvelope;
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A body that parses but breaks the rules is unprocessable (docs/decisions/0007: 422); a bad
      // query string or path is a bad request.
      status = error.validationContext === 'body' ? 422 : 400;
      const where = error.validationContext ?? 'request';
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: field || where, message: issue.message };
      });
      const first = issues[0];
      body = {
        status: 0,
        message: first ? `Invalid ${where}: ${first.message}` : `Invalid ${where}`,
        error: 'VALIDATION_ERROR',
        details: issues,
      };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = { status: 0, message: error.message, error: error.code };
      if (error.details !== undefined) body.details = error.details;
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
    } else {
      const code = (error as { statusCode?: number }).statusCode;
      if (code && code >= 400 && code < 500) {
        status = code;
        body = {
          status: 0,
          message: (error as Error).message,
          error: CODES[code] ?? 'BAD_REQUEST',
        };
      } else if (isDatabaseUnavailable(error)) {
        // The database is restarting or out of reach: the reader may simply try again.
        request.log.warn({ err: error }, 'database unavailable');
        status = 503;
        reply.header('Retry-After', '5');
        body = { status: 0, message: SERVICE_UNAVAILABLE, error: 'SERVICE_UNAVAILABLE' };
      } else {
        request.log.error({ err: error }, 'request failed');
        body = {
          status: 0,
          message: 'Server error. Please try again later.',
          error: 'SERVER_ERROR',
        };
      }
    }
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
