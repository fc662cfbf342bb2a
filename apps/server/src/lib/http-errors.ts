/** An error the API answers with its status and `{ error }` (spec §7: the body field error). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Please sign in.') => new HttpError(401, msg);
/** Another clinician's record is answered exactly like a missing one (issue #3, item 4). */
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
