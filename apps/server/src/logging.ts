import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** A logged URL: its path only. Query strings carry searches, tokens and codes. */
export function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** What PostgreSQL says about a failed statement that names no value. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint'] as const;

/**
 * An error as the log may show it. A failed query's error carries its SQL parameters (password
 * hashes, e-mails, phone numbers) in its message and stack, and PostgreSQL's message may quote a
 * value: for those only the database's codes are kept, with the stack's frames.
 */
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const failedQuery = 'params' in error || 'query' in error;
  const database = failedQuery ? error.cause : 'routine' in error ? error : null;
  if (database !== null) {
    const fields: LoggedError = {
      type: 'DatabaseError',
      message: 'a database statement failed',
      stack: frames.join('\n'),
    };
    for (const field of DATABASE_FIELDS) {
      const value = (database as Record<string, unknown> | undefined)?.[field];
      if (value !== undefined) fields[field] = value;
    }
    return fields;
  }
  return {
    type: error.name,
    message: error.message,
    ...('code' in error ? { code: error.code } : {}),
    stack: frames.join('\n'),
    ...(error.cause ? { cause: errorForLog(error.cause) } : {}),
  };
}

/** Requests by method, path and address; errors without what they were handed. */
export const logSerializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: pathOnly(request.url),
    ip: request.ip,
  }),
  err: errorForLog,
};

/**
 * One JSON line per request in production, readable lines in development. No header
 * (Authorization included), query string, body, hash or SQL parameter is ever logged.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'production') {
    return { level: config.LOG_LEVEL, serializers: logSerializers };
  }
  return {
    level: config.LOG_LEVEL,
    serializers: logSerializers,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
