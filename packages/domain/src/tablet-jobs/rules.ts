// Tablets that open their own maintenance jobs (issue 19 §4): per group, a tablet offline longer than N
// hours, its battery under N % for over an hour, or its free storage under N % opens one job per tablet and
// condition, never a second while one is open. Without zod: the maintenance screen may read these.

export const TABLET_CONDITIONS = ['offline', 'battery', 'storage'] as const;
export type TabletCondition = (typeof TABLET_CONDITIONS)[number];

/** A group's thresholds; null turns that condition off. */
export interface TabletJobRules {
  offline_hours: number | null;
  battery_percent: number | null;
  storage_percent: number | null;
}

/** A group that never set its rules has these. */
export const TABLET_JOB_RULE_DEFAULTS: Readonly<TabletJobRules> = {
  offline_hours: 24,
  battery_percent: 15,
  storage_percent: 5,
};

/** A battery under its threshold opens a job only once it has been under it this long. */
export const BATTERY_LOW_FOR_MINUTES = 60;

/** Each condition: its threshold's field, its words, its unit and the values it may take. */
export const TABLET_JOB_RULE_FIELDS = {
  offline: {
    field: 'offline_hours',
    title: 'Tablet offline',
    label: 'Offline for more than',
    unit: 'hours',
    min: 1,
    max: 720,
  },
  battery: {
    field: 'battery_percent',
    title: 'Battery low',
    label: 'Battery under',
    unit: '%',
    min: 1,
    max: 99,
  },
  storage: {
    field: 'storage_percent',
    title: 'Storage low',
    label: 'Free storage under',
    unit: '%',
    min: 1,
    max: 99,
  },
} as const satisfies Record<
  TabletCondition,
  { field: keyof TabletJobRules; title: string; label: string; unit: string; min: number; max: number }
>;

/** How a condition is named in a job's title and on the rules dialog. */
export const TABLET_CONDITION_WORDS: Record<TabletCondition, string> = {
  offline: 'offline',
  battery: 'battery low',
  storage: 'storage low',
};

export const TABLET_JOB_RULE_MESSAGES = {
  offline_hours: 'Hours offline must be a whole number from 1 to 720.',
  battery_percent: 'Battery percent must be a whole number from 1 to 99.',
  storage_percent: 'Free storage percent must be a whole number from 1 to 99.',
  saved: 'Automatic job rules saved.',
  groupNotFound: 'Group not found.',
} as const;

/** The first rule a set of thresholds breaks, in the dialog's order, or null when all may be saved. */
export function tabletJobRulesError(
  rules: Record<keyof TabletJobRules, unknown>,
): { field: keyof TabletJobRules; message: string } | null {
  for (const { field, min, max } of Object.values(TABLET_JOB_RULE_FIELDS)) {
    const value = rules[field];
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return { field, message: TABLET_JOB_RULE_MESSAGES[field] };
  }
  return null;
}

/** A group's rules as they apply: its own, or the defaults when it has none. */
export const effectiveTabletJobRules = (stored: TabletJobRules | null | undefined): TabletJobRules =>
  stored ? { ...stored } : { ...TABLET_JOB_RULE_DEFAULTS };
