import type { CallStarted } from '@acorn/domain/tablet-link';
import { apiCall } from '../../lib/api';

/** Rings the resident's tablet; refused with `{ message }` (422 no tablet, 409 already in a call, 404). */
export const placeCall = (userId: number): Promise<CallStarted> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/calls', { params: { user_id: userId } });

/** A family member rings their resident's tablet; 403 when the link does not share calls. */
export const placeFamilyCall = (userId: number): Promise<CallStarted> =>
  apiCall('post', '/v1/acorn/family/residents/{user_id}/calls', { params: { user_id: userId } });

/** Takes a tablet's ringing call; 409 `{ message }` when a colleague was first or it stopped ringing. */
export const answerCall = (callId: number): Promise<CallStarted> =>
  apiCall('post', '/v1/acorn/calls/{call_id}/answer', { params: { call_id: callId } });

/** The note kept with the call in the resident's call log. */
export const saveCallNote = (callId: number, note: string) =>
  apiCall('put', '/v1/acorn/calls/{call_id}/note', { params: { call_id: callId }, body: { note } });
