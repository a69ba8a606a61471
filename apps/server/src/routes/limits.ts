import type { FastifyRequest } from 'fastify';

/** Per-IP (or per-reader when signed in) limits of the calls that invite abuse. */
const perMinutes = (max: number, minutes: number) => ({ max, timeWindow: minutes * 60_000 });

const readerOrIp = (request: FastifyRequest) =>
  request.reader ? `reader:${request.reader.user.id}` : `ip:${request.ip}`;

export const LIMITS = {
  login: perMinutes(30, 5),
  register: perMinutes(10, 60),
  sendCode: perMinutes(10, 15),
  checkCode: perMinutes(30, 15),
  comment: { ...perMinutes(10, 10), keyGenerator: readerOrIp },
  like: { ...perMinutes(60, 1), keyGenerator: readerOrIp },
  report: perMinutes(10, 60),
  feedback: perMinutes(10, 60),
  newsletter: perMinutes(10, 60),
};

/** Failed logins an account may have in a window before it is paused (docs/decisions/0019). */
export const LOGIN_FAILURES = { max: 5, windowSeconds: 15 * 60 };
/** Reports of one article from one IP in a day (docs/decisions/0021). */
export const REPORTS_PER_ARTICLE = { max: 3, windowSeconds: 24 * 3600 };
