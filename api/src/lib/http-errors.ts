/** An error whose message is meant for the client; the error handler sends it as `{ message }`. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
    /** Fields the answer carries beside `message` (a machine-readable `code`, a proof-of-work challenge). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message, { 'www-authenticate': 'Bearer' });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string, cause?: unknown) => new HttpError(503, message, { 'retry-after': '5' }, { cause });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
