/** An error whose message is meant for the reader, with its HTTP status and code. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** What a client needs besides the message (a proof-of-work challenge). */
  readonly details: unknown;
  /** Seconds the client should wait before trying again (Retry-After). */
  retryAfter: number | undefined;
  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
