/** An error whose message is meant for the reader, with its HTTP status and code. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
