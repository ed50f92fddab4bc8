import { formatStorage } from '../shared/formats';
import { zonedDayjs } from '../time/zoned-time';
import { TABLET_CONDITION_WORDS, type TabletCondition } from './rules';

// What a job a tablet opened says: its title names the condition ('Tablet: battery low'), its description the
// tablet, the resident and the evidence, so the maintenance table shows it with no code of its own.

/** What the tablet showed when the job opened, per condition. */
export type TabletEvidence =
  | { condition: 'offline'; last_seen: string; now: string; hours: number }
  | { condition: 'battery'; battery: number; since: string; percent: number }
  | { condition: 'storage'; free: number; total: number; percent: number };

export interface TabletJobSubject {
  acorn_id: string | null;
  serial_number: string | null;
  resident_name: string | null;
  /** The facility's IANA time zone: times are written as its staff read their clocks. */
  time_zone: string;
}

export const tabletJobTitle = (condition: TabletCondition) => `Tablet: ${TABLET_CONDITION_WORDS[condition]}`;

/** 'DD/MM/YYYY HH:mm' (DATE_FORMATS.lastSync, as a tablet's last sighting is shown) in a time zone. */
export const wallClock = (iso: string, timeZone: string): string =>
  zonedDayjs(Date.parse(iso), timeZone).format('DD/MM/YYYY HH:mm');

/** A stretch of time in the unit a person would say: hours up to two days, then days. */
function howLong(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${Math.floor(hours / 24)} days`;
}

/**
 * Free storage as a whole percent, rounded down (4.9 % free is under a 5 % rule, and is said as 4 %) once
 * rounded to hundredths, so that 3 % of a tablet's bytes is not said as 2 %.
 */
export const freePercent = (free: number, total: number) =>
  total > 0 ? Math.floor(Math.round((free * 10_000) / total) / 100) : 0;

/** The evidence, in one sentence, e.g. 'Battery at 10 % since 23/11/2026 14:05, over an hour.' */
export function tabletEvidence(evidence: TabletEvidence, timeZone: string): string {
  switch (evidence.condition) {
    case 'offline': {
      const since = wallClock(evidence.last_seen, timeZone);
      const gone = howLong(Date.parse(evidence.now) - Date.parse(evidence.last_seen));
      return `Offline since ${since} (${gone}; the rule is ${evidence.hours} hours).`;
    }
    case 'battery':
      return `Battery at ${evidence.battery} % since ${wallClock(evidence.since, timeZone)}, over an hour (the rule is under ${evidence.percent} %).`;
    case 'storage': {
      const { free, total, percent } = evidence;
      return `Free storage ${freePercent(free, total)} % (${formatStorage(free)} of ${formatStorage(total)}; the rule is under ${percent} %).`;
    }
  }
}

/** The tablet (Acorn ID and serial), its resident, and the evidence. */
export function tabletJobDescription(subject: TabletJobSubject, evidence: TabletEvidence): string {
  const serial = subject.serial_number ? ` (serial ${subject.serial_number})` : '';
  const tablet = `Tablet ${subject.acorn_id ?? 'without an Acorn ID'}${serial}`;
  const whose = subject.resident_name ? ` of ${subject.resident_name}` : '';
  return `${tablet}${whose}. ${tabletEvidence(evidence, subject.time_zone)}`;
}
