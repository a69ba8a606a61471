import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Query parameters that carry secrets (the newsletter confirmation token). */
const SECRET_PARAMS = ['token', 'code'];

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, query)}?${params.toString()}`;
}

/**
 * One JSON line per request in production, readable lines in development; URLs lose their
 * secrets and no header (Authorization included) is ever logged.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const serializers = {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
    }),
  };
  if (config.NODE_ENV === 'production') return { level: config.LOG_LEVEL, serializers };
  return {
    level: config.LOG_LEVEL,
    serializers,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
