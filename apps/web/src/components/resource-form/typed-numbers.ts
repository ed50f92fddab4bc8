/**
 * Numbers as people type them: '€1,234.50', '1 234,5', ' 12 '. Null for an empty box; NaN for what is
 * not a number, which the form refuses on its field before any call.
 */

/** An amount in euro, to the cent. A lone comma before one or two digits is the decimal point ('12,50'). */
export function parseEuro(text: string): number | null {
  let t = text.replace(/[€\s]/g, '').replace(/^EUR/i, '');
  if (t === '') return null;
  if (!t.includes('.') && /^-?\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else t = t.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Number(t);
}

/** A whole number (a count, a priority): thousands separators allowed, fractions not. */
export function parseWhole(text: string): number | null {
  const t = text.replace(/\s/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === '') return null;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * A number that may have a fraction (a latitude, a weight): '.' as the decimal point, or a lone ',' as
 * people write it in much of Europe ('52,66'); no thousands separators, which a ',' would then mean.
 */
export function parseDecimal(text: string): number | null {
  let t = text.replace(/\s/g, '').replace(/^[−–]/, '-');
  if (t === '') return null;
  if (/^-?\d*,\d+$/.test(t)) t = t.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

export const NOT_AN_AMOUNT = 'Enter an amount in euro, such as 1,234.50.';
export const NOT_A_WHOLE_NUMBER = 'Enter a whole number, such as 12.';
export const NOT_A_NUMBER = 'Enter a number, such as 52.66 or -8.63.';
export const NOT_A_DATE = 'Enter a date as DD.MM.YYYY.';
export const NOT_A_DATE_TIME = 'Enter a date and time as DD.MM.YYYY HH:mm.';
