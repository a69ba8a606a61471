import type { FastifyRequest } from 'fastify';

/**
 * The limits of the calls that invite abuse (docs/decisions/0040). Most Indian mobile readers
 * share a carrier's address with thousands of others, so what an address may do is sized for a
 * crowd; the targets (an account, an e-mail address, an article) have tight limits of their own.
 */
const perMinutes = (max: number, minutes: number) => ({ max, timeWindow: minutes * 60_000 });

const readerOrIp = (request: FastifyRequest) =>
  request.reader ? `reader:${request.reader.user.id}` : `ip:${request.ip}`;

/** Hard ceilings per address (per reader when signed in), proof of work or not. */
export const LIMITS = {
  login: perMinutes(300, 5),
  register: perMinutes(200, 60),
  sendCode: perMinutes(100, 15),
  checkCode: perMinutes(300, 15),
  comment: { ...perMinutes(10, 10), keyGenerator: readerOrIp },
  like: { ...perMinutes(60, 1), keyGenerator: readerOrIp },
  report: perMinutes(100, 60),
  feedback: perMinutes(100, 60),
  newsletter: perMinutes(100, 60),
  pushSubscription: perMinutes(60, 10),
};

/** What one address may do in a window before each further call must carry a proof of work. */
export interface AddressShare {
  name: string;
  free: number;
  windowSeconds: number;
}
const share = (name: string, free: number, minutes: number): AddressShare => ({
  name,
  free,
  windowSeconds: minutes * 60,
});
export const ADDRESS_SHARES = {
  login: share('login', 30, 10),
  register: share('register', 20, 60),
  sendCode: share('send-code', 10, 15),
  checkCode: share('check-code', 30, 15),
  feedback: share('feedback', 10, 60),
  newsletter: share('newsletter', 10, 60),
  report: share('report', 10, 60),
};

/** Logins of one account (docs/decisions/0040): counted before any password is checked. */
export const LOGIN_ATTEMPTS = {
  /** From one address: then that address waits, nobody else does. */
  perAddress: { max: 5, windowSeconds: 15 * 60 },
  /** From everywhere: then every further login of the account must carry a proof of work. */
  perAccount: { max: 20, windowSeconds: 60 * 60 },
};
/** Reports of one article from one IP in a day (docs/decisions/0021). */
export const REPORTS_PER_ARTICLE = { max: 3, windowSeconds: 24 * 3600 };
