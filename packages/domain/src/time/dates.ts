import dayjs from 'dayjs';
import { zonedDayjs } from './zoned-time';

// Renewal periods in months. The resident detail screen shows SIM renewal at 11 months while the devices
// table derives it at 12; the spec keeps both and so do we.
export const RENEWAL_MONTHS = { sim: 12, support: 12, contract: 12, residentSim: 11 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Accepts 'YYYY-MM-DD' or an ISO timestamp (its date part); anything else is no date. */
function parseDate(date: string | null | undefined): dayjs.Dayjs | null {
  const match = date ? ISO_DATE.exec(date.trim()) : null;
  if (!match) return null;
  const text = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = dayjs(text);
  // dayjs rolls 2023-02-30 over to March; refuse it instead.
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === text ? parsed : null;
}

/** Adds whole months; a day the target month lacks becomes its last day (2024-02-29 + 12 → 2025-02-28). */
export function addMonths(date: string | null | undefined, months: number): string | null {
  const parsed = parseDate(date);
  return parsed ? parsed.add(months, 'month').format('YYYY-MM-DD') : null;
}

export function addOneYear(date: string | null | undefined): string | null {
  return addMonths(date, 12);
}

export function addElevenMonths(date: string | null | undefined): string | null {
  return addMonths(date, RENEWAL_MONTHS.residentSim);
}

/** SIM, support and contract renewal dates: activation or start plus one year. */
export function renewalDate(activation: string | null | undefined): string | null {
  return addMonths(activation, RENEWAL_MONTHS.sim);
}

/** The SIM renewal date as the resident detail screen shows it: activation plus 11 months. */
export function simRenewalOnResidentDetail(activation: string | null | undefined): string | null {
  return addMonths(activation, RENEWAL_MONTHS.residentSim);
}

/** The derived dates of a device, recomputed on every save and never taken from the client. */
export function deviceRenewalDates(device: {
  sim_activation_date?: string | null;
  support_activation_date?: string | null;
}): { sim_renewal_date: string | null; support_renewal_date: string | null } {
  return {
    sim_renewal_date: renewalDate(device.sim_activation_date),
    support_renewal_date: renewalDate(device.support_activation_date),
  };
}

/** The derived date of a renewal record: contract start plus one year. */
export function contractRenewalDate(contractStart: string | null | undefined): string | null {
  return addMonths(contractStart, RENEWAL_MONTHS.contract);
}

/** Today's date as 'YYYY-MM-DD' in local time, for "today's maintenances/activities" filters. */
export function todayIsoDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** A noticeboard or menu whose expiry date has passed (the expiry day itself still counts as current). */
export function isExpired(expireDate: string | null | undefined, now: Date = new Date()): boolean {
  return !!expireDate && expireDate < todayIsoDate(now);
}

/**
 * An instant as the portal shows one (DATE_FORMATS.dateTime, 'DD.MM.YYYY HH:mm:ss') on a clock in
 * `timeZone`: for what the server writes for people to read (a resident's export as a PDF).
 */
export const dateTimeIn = (iso: string, timeZone: string): string =>
  zonedDayjs(Date.parse(iso), timeZone).format('DD.MM.YYYY HH:mm:ss');
