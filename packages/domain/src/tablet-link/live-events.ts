import type { NotificationKind } from '../residents/residents-screen';
import type { CheckInState } from '../residents/check-ins';
import type { CallSignal } from './call-signals';
import type { RingingCall, StoppedRinging } from './calls';

/**
 * What the portal is told about, live, on /v1/acorn/live (after `{ "type": "ready" }`); group_id scopes
 * who may hear it: staff of that group, and role 1.
 */
export type LiveEvent =
  | { type: 'presence'; group_id: number; user_id: number; online: boolean; last_seen: string }
  | {
      type: 'metrics';
      group_id: number;
      user_id: number;
      battery: number | null;
      acorn_version: string | null;
    }
  | { type: 'check_in'; group_id: number; user_id: number; state: CheckInState }
  | {
      type: 'command';
      group_id: number;
      user_id: number;
      command_id: number;
      /** A CommandAction and a CommandState (the server reads them from the outbox as text). */
      action: string;
      state: string;
    }
  | { type: 'message'; group_id: number; user_id: number; kind: 'message' | 'call_request' }
  /** Staff read a resident's messages: every staff screen's unread counts drop. */
  | { type: 'message_read'; group_id: number; user_id: number }
  /** A health reading was stored (staff or tablet): an open Health panel refreshes. */
  | { type: 'health_reading'; group_id: number; user_id: number }
  /**
   * A tablet opened a maintenance job itself (offline, battery or storage), or a family member asked for
   * one (condition 'family_request', issue 20): the maintenance list refreshes.
   */
  | { type: 'tablet_job'; group_id: number; user_id: number; maintenance_id: number; condition: string }
  /** A resident answered an activity invitation on their tablet. */
  | { type: 'event_answer'; group_id: number; user_id: number; public_event_id: number; answer: string }
  /** A notification item was opened by a staff member: it leaves every staff member's popover. */
  | { type: 'acknowledged'; group_id: number; user_id: number; kind: NotificationKind; id: number }
  /**
   * A call's signal for its portal party (issue 22): heard only by that portal user's streams, never by
   * the rest of the group. user_id is the resident whose tablet is in the call.
   */
  | { type: 'call_signal'; group_id: number; user_id: number; portal_user_id: number; signal: CallSignal }
  /** A resident's tablet calls the care home: every staff member of the group hears it ring (calls.ts). */
  | ({ type: 'call_ringing'; group_id: number } & RingingCall)
  /**
   * That call stopped ringing: answered (by whom, so the others see it taken), missed, or cancelled by the
   * resident. An unanswered one is now a call request in the header.
   */
  | {
      type: 'call_stopped_ringing';
      group_id: number;
      user_id: number;
      call_id: number;
      reason: StoppedRinging;
      answered_by: { portal_user_id: number; name: string } | null;
    };
