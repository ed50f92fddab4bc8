import { CURRENCY, CURRENCY_FRACTION_DIGITS, DATE_FORMATS } from '@acorn/domain/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

// An Irish service: weeks start on Monday (the calendars rely on it) and clocks show 24 hours.
dayjs.locale('en-gb');

/** Every screen formats through these, one per kind of value (DATE_FORMATS says which is which). */
const formatter = (format: string) => (value: unknown) => (value ? dayjs(String(value)).format(format) : '');

/** A record's date in the tables: DD.MM.YYYY. */
export const formatDate = formatter(DATE_FORMATS.date);
/** An instant (stamps, activities, commands), local time: DD.MM.YYYY HH:mm:ss. */
export const formatDateTime = formatter(DATE_FORMATS.dateTime);
/** A resident's own date on the resident screens: DD/MM/YYYY. */
export const formatResidentDate = formatter(DATE_FORMATS.residentDate);
/** When a tablet was last heard from, 24-hour: DD/MM/YYYY HH:mm. */
export const formatLastSync = formatter(DATE_FORMATS.lastSync);
/** An instant to the minute on the family pages, 24-hour: DD.MM.YYYY HH:mm. */
export const formatDateMinutes = formatter(`${DATE_FORMATS.date} HH:mm`);

const euro = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
// Made on first use: a currency formatter loads ICU's currency data, about 100 ms on a slow machine, and
// most screens (every one that paints first after sign-in) show no money.
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;
const euros = () =>
  (formats ??= {
    whole: euro(CURRENCY_FRACTION_DIGITS.min),
    cents: euro(CURRENCY_FRACTION_DIGITS.max),
  });

/**
 * EUR with 0 to 2 fraction digits (doc 1 §9), one style on every screen: a whole amount drops its
 * decimals (€1,234), any other shows both (€1,234.50, never €1,234.5).
 */
export function formatEuro(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? euros().whole.format(cents / 100) : euros().cents.format(amount);
}
