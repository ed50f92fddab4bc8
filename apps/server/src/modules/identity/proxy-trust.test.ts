import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../config-values.js';
import { createTestApp } from '../../../test/test-app.js';

// Behind a proxy, the sign-in limit counts the address the last trusted proxy saw, never one the client
// wrote into X-Forwarded-For itself (security review finding 3).
const LIMIT = 3;
const onThisMachine = await createTestApp({
  config: { trustProxy: trustedProxies('true'), signInLimitPerMinute: LIMIT },
});
const byAddress = await createTestApp({
  config: { trustProxy: trustedProxies('127.0.0.1, 10.0.0.0/8'), signInLimitPerMinute: LIMIT },
});

/** Sign-in attempts, each with a new made-up address at the left of X-Forwarded-For. */
async function attempts(t: typeof onThisMachine, from: string, realClient: string | null, times = LIMIT + 1) {
  const codes = [];
  for (let i = 0; i < times; i++) {
    const forwarded = [`198.51.${i}.${i + 1}`, realClient].filter(Boolean).join(', ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/acorn/login',
      payload: { email: 'nobody@example.ie', password: 'wrong-password' },
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwarded },
    });
    codes.push(res.statusCode);
  }
  return codes;
}
const limited = [...Array<number>(LIMIT).fill(401), 429];

describe('TRUST_PROXY', () => {
  it('"true" is a proxy on this machine: counts the address it appended', async () => {
    expect(await attempts(onThisMachine, '127.0.0.1', '203.0.113.7')).toEqual(limited);
    // A client connecting directly, its header ending in the proxy's address ('client, 127.0.0.1').
    expect(await attempts(onThisMachine, '192.0.2.45', '127.0.0.1')).toEqual(limited);
  });

  it("as addresses: believes the header from those proxies only, and counts a stranger's own address", async () => {
    expect(await attempts(byAddress, '127.0.0.1', '203.0.113.8')).toEqual(limited);
    // A client connecting directly, with a header naming a trusted proxy last.
    expect(await attempts(byAddress, '192.0.2.44', '127.0.0.1')).toEqual(limited);
    // Through two trusted proxies, the client the outer one saw.
    expect(await attempts(byAddress, '127.0.0.1', '203.0.113.9, 10.1.2.3')).toEqual(limited);
  });

  it('is read as false or addresses, and refuses anything else at start, hop counts too', () => {
    expect([trustedProxies(undefined), trustedProxies('false'), trustedProxies('true')]).toEqual([
      false,
      false,
      ['loopback'],
    ]);
    expect(trustedProxies('10.0.0.2, fd00::/8,uniquelocal')).toEqual(['10.0.0.2', 'fd00::/8', 'uniquelocal']);
    for (const bad of ['yes', '1', '10.0.0.300', '10.0.0.0/33', '*'])
      expect(() => trustedProxies(bad)).toThrow(/TRUST_PROXY/);
  });
});
