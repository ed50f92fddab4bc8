import { z } from 'zod';
import { FAMILY_SHARES, familySharesSchema, type FamilyShare } from './family';
import { rowId, rowText } from '../shared/fields';
import { HEALTH_FLAGS, HEALTH_MEASURES, UNIT_SYSTEMS } from '../health/health';

// A family member's week with their resident (issue 20; doc 2 §2.6 /family-status-report): what the
// resident did and what happened to them, Monday to Sunday on the clock of their care home, only for what
// the link shares. Written for the family member: short sentences, names not ids, never staff's notes.

/** Any day of the week asked for; the server moves it back to its Monday. */
export const familyWeekQuerySchema = z.object({
  start: z.iso.date({ message: 'write it as YYYY-MM-DD, e.g. 2026-11-23' }).optional(),
});
export type FamilyWeekQuery = z.infer<typeof familyWeekQuerySchema>;

/** One thing that happened, of a kind the link shares (the kinds are the shares). */
export const familyWeekItemSchema = z.object({
  kind: z.enum(FAMILY_SHARES),
  at: z.string(),
  /** `at` on the care home's clock: its calendar day 'YYYY-MM-DD' and its time 'HH:mm'. */
  day: z.iso.date(),
  time: z.string(),
  title: z.string(),
  detail: z.string(),
  /** A health reading outside the resident's normal range; null for everything else. */
  flag: z.enum(HEALTH_FLAGS).nullable(),
});
export type FamilyWeekItem = z.infer<typeof familyWeekItemSchema>;

export const familyWeekResidentSchema = z.object({
  user_id: rowId,
  firstname: rowText,
  surname: rowText,
  facility_name: rowText,
  /** The care home's clock, which the days and times are on. */
  time_zone: z.string(),
});

export const familyWeekSchema = z.object({
  resident: familyWeekResidentSchema,
  /** The Monday and the Sunday of the week, 'YYYY-MM-DD'. */
  week_start: z.iso.date(),
  week_end: z.iso.date(),
  /** The Monday of the week the care home's clock is in now: later weeks have nothing recorded yet. */
  this_week: z.iso.date(),
  shares: familySharesSchema,
  /** What the page says is not shared, in the order staff see the switches. */
  not_shared: z.array(z.enum(FAMILY_SHARES)),
  /** Oldest first. */
  items: z.array(familyWeekItemSchema),
});
export type FamilyWeek = z.infer<typeof familyWeekSchema>;

/** A measure's latest value as the status page's health card shows it, in the care home's units. */
export const familyHealthValueSchema = z.object({
  measure: z.enum(HEALTH_MEASURES),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  at: z.string(),
  day: z.iso.date(),
  time: z.string(),
  flag: z.enum(HEALTH_FLAGS).nullable(),
  /** The resident's normal range in the same units; null ends are open. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** As the card says them: '110 bpm'; 'Above normal range (50–100 bpm)', null without a range. */
  value_text: z.string(),
  flag_text: z.string().nullable(),
});
export type FamilyHealthValue = z.infer<typeof familyHealthValueSchema>;

export const familyHealthSummarySchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  /** Measures with at least one reading, in the Health panel's order. */
  items: z.array(familyHealthValueSchema),
});
export type FamilyHealthSummary = z.infer<typeof familyHealthSummarySchema>;

/** What is not shared, as the page names it in a sentence. */
const NOT_SHARED_WORDS: Record<FamilyShare, string> = {
  activities: 'activities',
  check_ins: 'check-ins',
  health: 'the health summary',
  calls: 'calls',
};

/**
 * The page's calm note on what the resident keeps to themselves: 'Dorothy does not share the health
 * summary or calls with you. The care home can change this.' Null when everything is shared.
 */
export function notSharedSentence(firstname: string, notShared: readonly FamilyShare[]): string | null {
  if (notShared.length === 0) return null;
  const words = notShared.map((share) => NOT_SHARED_WORDS[share]);
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return `${firstname} does not share ${list} with you. The care home can change this.`;
}
