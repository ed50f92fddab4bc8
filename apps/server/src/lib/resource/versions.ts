import { z } from 'zod';
import { HttpError, badRequest } from '../http-error.js';
import type { ResourceDefinition, Row } from './resource-definition.js';

export const CHANGED_BY_SOMEONE_ELSE =
  'This record was changed by someone else. Reload it to see the changes.';

/**
 * An update's body may name the version it was based on: the row's modified stamp (last_modified_date, or
 * last_updated) as the client read it. A client that leaves it out (the spec's) is not checked.
 */
export const withVersion = (def: ResourceDefinition, input: z.ZodObject) =>
  input.extend({ [def.columns.modified.name]: z.string().max(40).optional() });

const instant = (value: unknown) => Math.floor(Date.parse(String(value)));

/**
 * Takes the version out of an update's body (the server stamps the new one) and refuses with 409 when the
 * stored row has changed since: two people editing one record from stale copies must not silently undo
 * each other's work. Stamps are compared to the millisecond, as the API writes them.
 */
export function checkVersion(def: ResourceDefinition, existing: Row, body: Row): Row {
  const key = def.columns.modified.name;
  if (!(key in body)) return body;
  const { [key]: basedOn, ...rest } = body;
  if (basedOn === undefined) return rest;
  if (Number.isNaN(instant(basedOn))) throw badRequest(`Invalid ${key}: not a time.`);
  if (instant(basedOn) !== instant(existing[key])) throw new HttpError(409, CHANGED_BY_SOMEONE_ELSE);
  return rest;
}
