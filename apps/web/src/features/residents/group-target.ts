import type { ResidentsCommand, ResidentsFilter } from '@acorn/domain';

/** Who a group action is for: the selected residents, or, with none selected, every one the filters match. */
export type GroupTarget =
  { kind: 'selected'; userIds: number[] } | { kind: 'filter'; filter: ResidentsFilter; matching: number };

export const targetCount = (target: GroupTarget) =>
  target.kind === 'selected' ? target.userIds.length : target.matching;

/** The target as the command request names it. */
export const targetOf = (target: GroupTarget): Pick<ResidentsCommand, 'user_ids' | 'filter'> =>
  target.kind === 'selected' ? { user_ids: target.userIds } : { filter: target.filter };

const residents = (n: number) => `${n} resident${n === 1 ? '' : 's'}`;

/** 'the 3 selected residents' / 'all 23 residents matching the filters'. */
export const targetText = (target: GroupTarget) =>
  target.kind === 'selected'
    ? `the ${residents(target.userIds.length)} selected`
    : `all ${residents(target.matching)} matching the filters`;

export { residents };
