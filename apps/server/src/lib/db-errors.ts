import { pgError } from '../db/pg-error.js';
import { HttpError } from './http-error.js';

/** Maps database refusals that bad input can cause to a clear 4xx instead of a 500. */
export function fromDatabaseError(error: unknown): HttpError | null {
  const { code, detail } = pgError(error);
  switch (code) {
    case '23505':
      return new HttpError(409, 'A record with these details already exists.');
    case '23503':
      // The same SQLSTATE covers deleting a row others still point at and pointing at a missing row.
      return /still referenced/.test(detail ?? '')
        ? new HttpError(409, 'This record is still in use by other records and cannot be deleted.')
        : new HttpError(400, 'A record this refers to does not exist.');
    case '23502':
      return new HttpError(400, 'A required value is missing.');
    case '22001':
      return new HttpError(400, 'A value is too long.');
    case '22003':
      return new HttpError(400, 'A number is out of range.');
    case '22007':
    case '22008':
      return new HttpError(400, 'A date is not valid.');
    case '22P02':
      return new HttpError(400, 'A value has the wrong format.');
    case '22021':
    case '22P05':
      return new HttpError(400, 'A value contains a character that cannot be stored.');
    case '54000':
      return new HttpError(400, 'A value is too long to be stored or searched.');
    default:
      return null;
  }
}
