import type { CallView } from '../call/tablet-call';
import type { EventAnswer, EventInvitePayload } from '@acorn/domain/activities';
import type { CalendarPayload, InstallAppPayload, TabletProfile } from '@acorn/domain/tablet-link';

// The one shape the screens read (apps/tablet/src/screens) and the link writes (apps/tablet/src/link).
// Everything here survives a reload: the link keeps it in the browser's storage, so the last state shows
// without a connection.

/** The broker connection as the resident is told it: calmly, never as an error. */
export type Connection = 'connecting' | 'online' | 'offline';

export interface StaffMessage {
  command_id: number;
  text: string;
  /** ISO instant it reached the tablet. */
  received_at: string;
  /** Shown to the resident: its read receipt (ack done) has been sent. */
  read: boolean;
}

export interface SharedPhoto {
  photo_id: number;
  caption: string | null;
  shared_by: string;
  received_at: string;
  /** An object URL of the stored picture, valid while the page lives. */
  src: string;
}

/** What needs the resident's answer or attention: shown one at a time, full screen, oldest first. */
export type Prompt =
  | { kind: 'check_in'; command_id: number }
  | { kind: 'message'; command_id: number; text: string }
  | { kind: 'invite'; command_id: number; invite: EventInvitePayload }
  | { kind: 'install'; command_id: number; app: InstallAppPayload };

export interface TabletState {
  /** set-up: no credential (first start, reset or revoked); ready: enrolled. */
  phase: 'set-up' | 'ready';
  connection: Connection;
  /** The resident and their facility's clock; null until first read (or never, offline since enrolment). */
  profile: TabletProfile | null;
  /** Newest first. */
  messages: StaffMessage[];
  prompts: Prompt[];
  /** Newest first. */
  photos: SharedPhoto[];
  calendar: CalendarPayload | null;
  /** A sentence for the set-up screen after the tablet was reset or its credential revoked; else null. */
  setUpNotice: string | null;
  /** A call ringing, in progress or just ended (issue 22); never kept over a reload. */
  call: OngoingCall | null;
}

export interface OngoingCall {
  view: CallView;
  /** The tablet's own camera, for the self view. */
  local: MediaStream | null;
  /** The caller's sound and picture. */
  remote: MediaStream | null;
}

/** What the screens may do; every call is safe offline (queued, or refused in words). */
export interface TabletActions {
  /** Enrols with a device record and the group's secret; rejects with the server's sentence. */
  enrolWithSecret(input: {
    acorn_id: string;
    serial_number: string;
    enrolment_secret: string;
  }): Promise<void>;
  /** Redeems a one-time enrolment link's token; rejects with the server's sentence. */
  enrolWithToken(token: string): Promise<void>;
  answerCheckIn(commandId: number, answer: 'ok' | 'help'): void;
  answerInvite(commandId: number, answer: EventAnswer): void;
  /** A staff message was shown on screen: its read receipt (ack done) goes to the portal, once. */
  markRead(commandId: number): void;
  /** A prompt the resident has seen and closed (a message, an install offer): it leaves the queue. */
  dismiss(commandId: number): void;
  /** 'Call me': a call request to the care home. */
  requestCall(): Promise<void>;
  /** An incoming call: answer (camera and microphone on), decline, hang up, or close its ending's words. */
  answerCall(): void;
  declineCall(): void;
  hangUpCall(): void;
  closeCall(): void;
  /** GET on the portal with the tablet's credential (content, menus' PDFs); a 401 returns to set-up. */
  fetchWithCredential(path: string): Promise<Response>;
}

export const INITIAL_STATE: TabletState = {
  phase: 'set-up',
  connection: 'offline',
  profile: null,
  messages: [],
  prompts: [],
  photos: [],
  calendar: null,
  setUpNotice: null,
  call: null,
};
