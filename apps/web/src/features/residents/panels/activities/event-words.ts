import type { AttendanceStatus, ResidentEvent } from '@acorn/domain/activities';
import type { CommandState } from '@acorn/domain/tablets';

export const ATTENDANCE_WORDS: Record<AttendanceStatus, string> = {
  attended: 'Attended',
  declined: 'Declined',
  absent: 'Absent',
};

/** Where the latest invitation is, said as staff would say it. */
const DELIVERY: Record<CommandState, string> = {
  queued: 'waiting for the tablet',
  sent: 'sent to the tablet',
  delivered: 'delivered to the tablet',
  done: 'seen on the tablet',
  failed: 'the tablet could not show it',
  expired: 'it expired before the tablet came online',
};

const STILL_GOING: readonly CommandState[] = ['queued', 'sent', 'delivered'];

/**
 * The resident's answer in words, never a colour alone: 'Going', 'Not going', 'Invited — no answer yet
 * (delivered to the tablet)'. An answer stays until they answer again, so one asked again says so.
 */
export function answerWords(event: ResidentEvent): string {
  const state = event.invite_state;
  if (event.answer) {
    const said = event.answer === 'going' ? 'Going' : 'Not going';
    return state && STILL_GOING.includes(state) ? `${said} — invited again (${DELIVERY[state]})` : said;
  }
  if (!state) return 'Not invited yet';
  if (state === 'failed' || state === 'expired') return `Invitation not delivered (${DELIVERY[state]})`;
  return `Invited — no answer yet (${DELIVERY[state]})`;
}
