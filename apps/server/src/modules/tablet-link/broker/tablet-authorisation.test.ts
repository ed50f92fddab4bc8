import { groupBroadcastTopic, tabletTopic } from '@acorn/domain/tablet-link';
import type { AedesPublishPacket, Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { connectedTablets } from './connected-tablets.js';
import { FAILURE_DELAY_MS } from './auth-throttle.js';
import { tabletAuthorisation } from './tablet-authorisation.js';

// The embedded broker's checks on their own (tablet-link.test.ts shows them through real connections).
const root = 'acorn/v1';
const client = (id: string) => ({ id, conn: {} }) as unknown as Client;
const packet = (topic: string) => ({ topic, payload: Buffer.from('{}') }) as AedesPublishPacket;

function broker(admitting: Promise<void> = Promise.resolve()) {
  const tablets = connectedTablets();
  const checks = tabletAuthorisation({
    checkCredential: async (username, password) =>
      username === 'tablet-7' && password === 'pw' ? { user_id: 7, group_id: 3 } : null,
    root,
    log: { error: vi.fn() } as unknown as FastifyBaseLogger,
    tablets,
    admitting,
    // Every client here comes from one care home's router.
    addressOf: () => '203.0.113.7',
  });
  const connect = (c: Client, password = 'pw') =>
    new Promise<boolean>((resolve) =>
      checks.authenticate!(c, c.id, Buffer.from(password), (_e, ok) => resolve(Boolean(ok))),
    );
  return { tablets, checks, connect };
}

describe('the embedded broker', () => {
  it('admits a tablet with its right password whatever strangers guessed, and slows only the guesses', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { connect } = broker();
      // Nine wrong guesses are refused at once; from the tenth in a minute, each refusal waits.
      for (let i = 0; i < 9; i++) expect(await connect(client('tablet-7'), `guess-${i}`)).toBe(false);
      let tenthAnswered = false;
      const tenth = connect(client('tablet-7'), 'guess-9').then((ok) => ((tenthAnswered = true), ok));
      await vi.advanceTimersByTimeAsync(FAILURE_DELAY_MS - 1);
      expect(tenthAnswered).toBe(false);
      // Meanwhile the tablet itself comes in at once, its password checked before any throttle.
      expect(await connect(client('tablet-7'))).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(await tenth).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("admits a care home's tablet after 200 wrong guesses from its address", async () => {
    const { connect } = broker();
    const guesses = [];
    for (let i = 0; i < 200; i++) guesses.push(connect(client(`tablet-${1000 + i}`), 'guess'));
    expect(await connect(client('tablet-7'))).toBe(true);
    // The guesses from the 200th wait FAILURE_DELAY_MS, in real time; nothing more to learn from them.
    await Promise.all(guesses);
  });

  it('lets no tablet in before the server reads their reports, then lets it in', async () => {
    let admit = () => {};
    const { connect } = broker(new Promise<void>((resolve) => (admit = resolve)));
    let answered = false;
    const admitted = connect(client('tablet-7')).then((ok) => ((answered = true), ok));
    // Every promise settled by now would have answered: the credential check itself answers at once.
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    admit();
    expect(await admitted).toBe(true);
  });

  it("forwards a group's broadcast only to its tablets, and stops when the resident moves", async () => {
    const { tablets, checks, connect } = broker();
    const tablet = client('tablet-7');
    expect(await connect(tablet)).toBe(true);
    const forward = (topic: string) => checks.authorizeForward!(tablet, packet(topic));
    expect(forward(groupBroadcastTopic(3, root))).toBeTruthy();
    expect(forward(groupBroadcastTopic(4, root))).toBeNull();
    expect(forward(tabletTopic(7, 'commands', root))).toBeTruthy();
    tablets.moveGroup(7, 4);
    expect(forward(groupBroadcastTopic(3, root))).toBeNull();
    expect(forward(groupBroadcastTopic(4, root))).toBeTruthy();
  });
});
