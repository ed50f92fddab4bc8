import type { CallStarted } from '@acorn/domain';
import { apiCall } from '../../lib/api';

/** Rings the resident's tablet; refused with `{ message }` (422 no tablet, 409 already in a call, 404). */
export const placeCall = (userId: number): Promise<CallStarted> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/calls', { params: { user_id: userId } });

/** The note kept with the call in the resident's call log. */
export const saveCallNote = (callId: number, note: string) =>
  apiCall('put', '/v1/acorn/calls/{call_id}/note', { params: { call_id: callId }, body: { note } });
