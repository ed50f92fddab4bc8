// A resident's check-in state is stored in `is_online`.
export const CHECK_IN_STATE = { DEFAULT: 0, PENDING: 1, FAILED: 2, SUCCESS: 3 } as const;
export type CheckInState = (typeof CHECK_IN_STATE)[keyof typeof CHECK_IN_STATE];

export const CHECK_IN_STATES: readonly { value: CheckInState; label: string; colour: string }[] = [
  { value: 0, label: 'Default', colour: 'grey' },
  { value: 1, label: 'Pending', colour: 'orange' },
  { value: 2, label: 'Failed', colour: 'red' },
  { value: 3, label: 'Success', colour: 'green' },
];

export const CHECK_IN_LOG_STATUSES = ['Done', 'Pending', 'Failed'] as const;
export type CheckInLogStatus = (typeof CHECK_IN_LOG_STATUSES)[number];

/** A new check-in may be sent from any state except Pending. */
export function canSendCheckIn(state: number | null | undefined): boolean {
  return state !== CHECK_IN_STATE.PENDING;
}

export const AWAITING_RESPONSE_TEXT = 'Awaiting response';
export const SEND_CHECK_IN_TEXT = 'Send Check-In';
