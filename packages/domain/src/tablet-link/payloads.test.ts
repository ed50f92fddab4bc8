import { describe, expect, it } from 'vitest';
import { MAX_TABLET_PAYLOAD_BYTES, parseTabletPayload, tabletMessagePayloadSchema } from './payloads';

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
