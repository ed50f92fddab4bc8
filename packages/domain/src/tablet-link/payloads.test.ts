import { describe, expect, it } from 'vitest';
import {
  ackPayloadSchema,
  ackReference,
  heldCommand,
  MAX_TABLET_PAYLOAD_BYTES,
  parseTabletPayload,
  tabletMessagePayloadSchema,
} from './payloads';

describe('parseTabletPayload', () => {
  const message = (body: string) => JSON.stringify({ kind: 'message', body });

  it('takes a payload of its schema, as text or bytes', () => {
    expect(parseTabletPayload(tabletMessagePayloadSchema, message('Hello'))).toEqual({
      kind: 'message',
      body: 'Hello',
    });
    expect(
      parseTabletPayload(tabletMessagePayloadSchema, new TextEncoder().encode(message('Hi'))),
    ).toMatchObject({ body: 'Hi' });
  });

  // Found by proof:fuzz: a resident's message holding a NUL reached the database, which refused it with an
  // error, and the message was lost. A NUL in any string or key is refused like any malformed payload.
  it.each([
    message('a\u0000b'),
    '{"kind":"message","body":"\\u0000"}',
    '{"kind":"message","body":"x","a\\u0000":1}',
  ])('drops a payload holding a NUL character: %j', (payload) => {
    expect(parseTabletPayload(tabletMessagePayloadSchema, payload)).toBeNull();
  });

  it('drops what is not JSON, not its schema, or too large', () => {
    expect(parseTabletPayload(tabletMessagePayloadSchema, '{"kind":')).toBeNull();
    expect(parseTabletPayload(tabletMessagePayloadSchema, '{"kind":"shout"}')).toBeNull();
    expect(
      parseTabletPayload(tabletMessagePayloadSchema, message('x'.repeat(MAX_TABLET_PAYLOAD_BYTES))),
    ).toBeNull();
  });
});

describe('broadcast commands on a tablet', () => {
  const base = {
    action: 'message' as const,
    payload: { message: 'Lunch' },
    expires_at: '2026-11-28T12:00:00Z',
  };

  it('holds a broadcast by its broadcast however it came, and acknowledges it so', () => {
    const byGroup = heldCommand({ broadcast_id: 5, ...base });
    const byOwnTopic = heldCommand({ command_id: 900, broadcast_id: 5, ...base });
    expect(byGroup.command_id).toBe(-5);
    expect(byOwnTopic.command_id).toBe(-5);
    expect(ackReference(byGroup.command_id)).toEqual({ broadcast_id: 5 });
    expect(heldCommand({ command_id: 900, ...base }).command_id).toBe(900);
    expect(ackReference(900)).toEqual({ command_id: 900 });
  });

  it('accepts an acknowledgement naming exactly one of command and broadcast', () => {
    expect(ackPayloadSchema.safeParse({ broadcast_id: 5, state: 'done' }).success).toBe(true);
    expect(ackPayloadSchema.safeParse({ command_id: 5, state: 'done' }).success).toBe(true);
    expect(ackPayloadSchema.safeParse({ state: 'done' }).success).toBe(false);
    expect(ackPayloadSchema.safeParse({ command_id: 5, broadcast_id: 5, state: 'done' }).success).toBe(false);
  });
});
