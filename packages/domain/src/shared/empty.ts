/** The spec's "Empty": missing, undefined, null, '' or only whitespace. Other values (0, false) are not. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}
