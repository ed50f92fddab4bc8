import { z } from 'zod';
import { idText, rowId } from '../shared/fields';

// GET and PUT /v1/acorn/tablet-job-rules: a group's rules for jobs its tablets open themselves.

/** Role 1 may name another group; anyone else only their own (another is 404). */
export const tabletJobRulesQuerySchema = z.object({ group_id: idText.optional() });

// Any number or null (off) gets through to tabletJobRulesError, whose message says what may be saved.
const threshold = z.number().nullable();
export const tabletJobRulesInputSchema = z.object({
  offline_hours: threshold,
  battery_percent: threshold,
  storage_percent: threshold,
});
export type TabletJobRulesInput = z.infer<typeof tabletJobRulesInputSchema>;

const rules = z.object({
  offline_hours: z.int().nullable(),
  battery_percent: z.int().nullable(),
  storage_percent: z.int().nullable(),
});

/** The rules that apply to the group: its own, or the defaults when it has never set any. */
export const tabletJobRulesSchema = rules.extend({
  group_id: rowId,
  /** True while the group has not set its own (the values are the defaults). */
  is_default: z.boolean(),
  /** TABLET_JOB_RULE_DEFAULTS, for a dialog that shows what a reset would give. */
  defaults: rules,
  last_modified_date: z.string().nullable(),
});
export type TabletJobRulesAnswer = z.infer<typeof tabletJobRulesSchema>;
