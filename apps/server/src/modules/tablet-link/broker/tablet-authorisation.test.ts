import { groupBroadcastTopic, tabletTopic } from '@acorn/domain';
import type { AedesPublishPacket, Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { connectedTablets } from './connected-tablets.js';
import { tabletAuthorisation } from './tablet-authorisation.js';

// The embedded broker's checks on their own (tablet-link.test.ts shows them through real connections).
const root = 'acorn/v1';
const client = (id: string) => ({ id, conn: { remoteAddress: '10.0.0.9' } }) as unknown as Client;
const packet = (topic: string) => ({ topic, payload: Buffer.from('{}') }) as AedesPublishPacket;

function broker(admitting: Promise<void> = Promise.resolve()) {
  const tablets = connectedTablets();
  const checks = tabletAuthorisation({
    checkCredential: async (username) => (username === 'tablet-7' ? { user_id: 7, group_id: 3 } : null),
    root,
    log: { error: vi.fn() } as unknown as FastifyBaseLogger,
    tablets,
    admitting,
  });
  const connect = (c: Client) =>
    new Promise<boolean>((resolve) =>
      checks.authenticate!(c, c.id, Buffer.from('pw'), (_e, ok) => resolve(Boolean(ok))),
    );
  return { tablets, checks, connect };
}

describe('the embedded broker', () => {
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
