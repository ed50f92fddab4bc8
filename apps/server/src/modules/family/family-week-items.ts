import type { FamilyHealthValue, FamilyShare, FamilyWeekItem } from '@acorn/domain/family';
import { healthValues, type HealthValuesRow } from './family-health.js';

// What each row of the family member's week says, in their words: short, no staff jargon, no ids.

/** When a row was, on the care home's clock (family-clock.ts localJson). */
interface When {
  at: string;
  day: string;
  time: string;
}
export type ActivityRow = When & {
  title: string;
  location: string;
  ends: string;
  attendance: string | null;
};
export type CheckInRow = When & { status: 'Pending' | 'Done' | 'Failed'; answered: string | null };
export type CallRow = When & { name: string; is_outgoing: boolean; duration: number; status: string };

const item = (
  kind: FamilyShare,
  when: When,
  title: string,
  detail: string,
  flag: FamilyWeekItem['flag'] = null,
): FamilyWeekItem => ({
  kind,
  at: when.at,
  day: when.day,
  time: when.time,
  title,
  detail,
  flag,
});

/** An event they went to, or one still to come that they said they would go to. */
export function activityItem(row: ActivityRow): FamilyWeekItem {
  const where = row.location ? ` · ${row.location}` : '';
  const detail =
    row.attendance === 'attended' ? `Took part${where}` : `Plans to go${where} · until ${row.ends}`;
  return item('activities', row, row.title, detail);
}

const CHECK_IN_TITLES: Record<CheckInRow['status'], string> = {
  Done: 'Check-in answered',
  Failed: 'Check-in missed',
  Pending: 'Check-in sent',
};

/** 'Checked in at 09:12, answered 09:20'; a missed one, or one still waiting, says so. */
export function checkInItem(row: CheckInRow): FamilyWeekItem {
  const outcome =
    row.status === 'Done'
      ? `answered ${row.answered ?? ''}`.trim()
      : row.status === 'Failed'
        ? 'missed'
        : 'waiting for an answer';
  return item('check_ins', row, CHECK_IN_TITLES[row.status], `Checked in at ${row.time}, ${outcome}`);
}

/** '12 min', or '40 s' for a call under a minute. */
export const durationText = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;

export function callItem(row: CallRow): FamilyWeekItem {
  const direction = row.is_outgoing ? 'Outgoing call' : 'Incoming call';
  switch (row.status) {
    case 'answered':
      return item('calls', row, `Call with ${row.name}`, `${direction}, ${durationText(row.duration)}`);
    case 'missed':
      return item('calls', row, row.is_outgoing ? `Call to ${row.name}` : `Call from ${row.name}`, 'Missed');
    case 'requested':
      return item('calls', row, 'Asked for a call', 'The care home was told');
    default:
      // Any other outcome a tablet reports (declined) is said as it is.
      return item('calls', row, `Call with ${row.name}`, `${direction}, ${row.status}`);
  }
}

/** 'Above normal range (…)' within a sentence, units untouched. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Each measure's latest reading of the week, in the care home's units, with its flag in words. Measures
 * taken together (one reading of several values, as most are) are one item, not a column of them:
 * 'Health readings', their values, then what is outside the normal range or that all is within it.
 */
export function healthItems(row: HealthValuesRow): FamilyWeekItem[] {
  const readings = new Map<string, FamilyHealthValue[]>();
  for (const v of healthValues(row)) readings.set(v.at, [...(readings.get(v.at) ?? []), v]);
  return [...readings.values()].map(([first, ...others]) => {
    if (others.length === 0) {
      const detail = first!.flag_text ?? 'Latest reading this week';
      return item('health', first!, `${first!.label}: ${first!.value_text}`, detail, first!.flag);
    }
    const values = [first!, ...others];
    const flagged = values.filter((v) => v.flag);
    const verdict =
      flagged.length > 0
        ? flagged.map((v) => `${v.label} ${lowerFirst(v.flag_text!)}`).join('; ')
        : values.some((v) => v.flag_text) && 'All within normal range';
    const said = values.map((v) => `${v.label} ${v.value_text}`).join(', ');
    const detail = verdict ? `${said}. ${verdict}.` : `${said}.`;
    return item('health', first!, 'Health readings', detail, flagged[0]?.flag ?? null);
  });
}
