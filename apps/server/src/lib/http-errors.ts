/** An error the API answers with its status and `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After: when the client may try again (429, 503). */
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Please sign in.') => new HttpError(401, msg);
/** Another clinician's record is answered exactly like a missing one. */
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
