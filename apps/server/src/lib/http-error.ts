import { z } from 'zod';

/** An error whose message is safe to show; the error handler answers `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** The shape of every `{ message }` answer, errors and confirmations alike. */
export const messageSchema = z.object({ message: z.string() });
