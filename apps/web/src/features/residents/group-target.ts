import type { ResidentsCommand, ResidentsCommandResult, ResidentsFilter } from '@acorn/domain/residents';

/** Who a group action is for: the selected residents, or, with none selected, every one the filters match. */
export type GroupTarget =
  { kind: 'selected'; userIds: number[] } | { kind: 'filter'; filter: ResidentsFilter; matching: number };

export const targetCount = (target: GroupTarget) =>
  target.kind === 'selected' ? target.userIds.length : target.matching;

/** The target as the command request names it. */
export const targetOf = (target: GroupTarget): Pick<ResidentsCommand, 'user_ids' | 'filter'> =>
  target.kind === 'selected' ? { user_ids: target.userIds } : { filter: target.filter };

export const residents = (n: number) => `${n} resident${n === 1 ? '' : 's'}`;

/** 'the 3 selected residents' / 'all 23 residents matching the filters'. */
export const targetText = (target: GroupTarget) =>
  target.kind === 'selected'
    ? `the ${residents(target.userIds.length)} selected`
    : `all ${residents(target.matching)} matching the filters`;

/** The question, from the dry run: who will be asked, and who not (never asked twice, or without a tablet). */
export function checkInQuestion(trial: ResidentsCommandResult): string {
  const notAsked =
    trial.skipped > 0
      ? ` ${trial.skipped} ${trial.skipped === 1 ? 'is' : 'are'} already awaiting a response and will not be asked twice.`
      : '';
  const noTablet = trial.refused > 0 ? ` ${residents(trial.refused)} without a tablet left out.` : '';
  return `Check in ${residents(trial.sent)}?${notAsked}${noTablet}`;
}
