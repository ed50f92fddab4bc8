/**
 * An IANA time zone name the JavaScript engine knows ('America/Toronto', 'Europe/Dublin', 'UTC'), written as
 * IANA writes its names: an offset ('+01:00'), which newer engines also take, is not one, nor 'america/toronto'.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Z][A-Za-z0-9_+-]*(\/[A-Z0-9][A-Za-z0-9_+-]*)*$/.test(name)) return false;
  try {
    Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
