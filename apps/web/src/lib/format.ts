import { CURRENCY, DATE_FORMATS } from '@acorn/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

// An Irish service: weeks start on Monday (the calendars rely on it) and clocks show 24 hours.
dayjs.locale('en-gb');

/** The spec's display formats: DD.MM.YYYY, DD.MM.YYYY HH:mm:ss (local time), EUR with 0–2 fraction digits. */
export const formatDate = (value: unknown) => (value ? dayjs(String(value)).format(DATE_FORMATS.date) : '');
export const formatDateTime = (value: unknown) =>
  value ? dayjs(String(value)).format(DATE_FORMATS.dateTime) : '';

const euro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
export const formatEuro = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : euro.format(Number(value));
