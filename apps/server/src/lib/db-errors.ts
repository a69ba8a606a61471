type Coded = { code?: unknown; message?: unknown; cause?: Coded };

/** The code of a database error, as either driver reports it (on the error or its cause). */
function codeOf(error: unknown): unknown {
  return (error as Coded).cause?.code ?? (error as Coded).code;
}

/** A unique constraint refused the write (PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/** The socket errors of a lost or refused connection, and PostgreSQL's shutdown and link codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping or ended this connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What node-postgres says when a connection dies or cannot be had, without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

/** The database cannot be reached right now: the request may be tried again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  if (UNAVAILABLE_CODES.has(codeOf(error) as string)) return true;
  const cause = (error as Coded).cause;
  return [error as Coded, cause].some(
    (e) => typeof e?.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message),
  );
}
