import type { FamilyShare, FamilyShares } from '@acorn/domain/family';
import type { LiveEvent } from '@acorn/domain/tablet-link';

/**
 * The live events a family member may hear about a linked resident, and the share each needs (ADR 0033):
 * a check-in's state with check-ins shared; their own call's signals with calls shared; the states of the
 * commands a family page follows (a photo shown, an app installed), which every link may use. Nothing
 * else: other commands (messages, resets, invitations, the calendar) are between the resident and staff.
 */
const NEEDS: Partial<Record<LiveEvent['type'], FamilyShare | 'any'>> = {
  check_in: 'check_ins',
  call_signal: 'calls',
  command: 'any',
};
const FAMILY_COMMANDS: ReadonlySet<string> = new Set(['photo', 'install_app']);

/** Whether `portalUserId`, whose links share `shares` (by resident id), hears `event`. */
export function familyHears(
  portalUserId: number,
  shares: ReadonlyMap<number, FamilyShares>,
  event: LiveEvent,
): boolean {
  const link = shares.get(event.user_id);
  const needs = NEEDS[event.type];
  if (!link || !needs || (needs !== 'any' && !link[needs])) return false;
  if (event.type === 'call_signal') return event.portal_user_id === portalUserId;
  if (event.type === 'command') return FAMILY_COMMANDS.has(event.action);
  return true;
}
