import { api } from '../../lib/api';

/** The server's answer to placing a call: it now rings the resident's tablet until `rings_until`. */
export interface PlacedCall {
  call_id: number;
  rings_until: string;
  ice_servers: RTCIceServer[];
}

/** The longest note a call keeps in the log. */
export const MAX_CALL_NOTE = 1000;

// Typed by hand until the server's OpenAPI document (packages/api-types) lists the calls' routes.

/** Rings the resident's tablet; refused with `{ message }` (422 no tablet, 409 already in a call, 404). */
export const placeCall = (userId: number) =>
  api<PlacedCall>(`/v1/acorn/residents/${userId}/calls`, { method: 'POST' });

/** The note kept with the call in the resident's call log. */
export const saveCallNote = (callId: number, note: string) =>
  api<unknown>(`/v1/acorn/calls/${callId}/note`, { method: 'PUT', body: { note } });
