import { CHECK_IN_STATE } from '@acorn/domain/residents';
import type { CommandAction } from '@acorn/domain/tablets';

/** A user a command request names, with what deciding whether to command them needs. */
export interface Candidate {
  user_id: number;
  group_id: number;
  is_online: number;
  has_tablet: boolean;
}

/** Who a command goes to, and who it does not: already Pending for a check-in, or without a tablet. */
export interface CommandPlan<C extends Candidate = Candidate> {
  targets: C[];
  skipped: C[];
  refused: C[];
}

/**
 * One rule for single and group check-ins (docs/decisions/0026-group-check-in.md): everyone named is asked
 * unless their check-in is Pending, so nobody is asked twice and a Failed or answered (Success) resident can
 * be asked again. Users without a tablet cannot be commanded at all.
 */
export function planCommand<C extends Candidate>(action: CommandAction, found: readonly C[]): CommandPlan<C> {
  const plan: CommandPlan<C> = { targets: [], skipped: [], refused: [] };
  for (const c of found) {
    if (!c.has_tablet) plan.refused.push(c);
    else if (action === 'check_in' && c.is_online === CHECK_IN_STATE.PENDING) plan.skipped.push(c);
    else plan.targets.push(c);
  }
  return plan;
}
