// @vitest-environment happy-dom
import type {
  AckPayload,
  BroadcastPayload,
  CommandPayload,
  EnrolmentResponse,
} from '@acorn/domain/tablet-link';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE } from '../state/tablet-state';
import type { BrokerEvents } from './broker-connection';
import { writeStored } from './stored';
import { TabletLink } from './tablet-link';
import { TEST_CREDENTIAL } from './test-credential';

// The link as the screens use it, with the broker faked at its module boundary: what arrives on each topic
// goes in through the connection's events, and what the tablet publishes is recorded.

const broker = vi.hoisted(() => ({
  events: null as BrokerEvents | null,
  published: [] as { channel: string; body: unknown }[],
}));

vi.mock('./broker-connection', () => ({
  openBrokerConnection: (_credential: EnrolmentResponse, events: BrokerEvents) => {
    broker.events = events;
    return {
      publish: async (channel: string, body: unknown) => void broker.published.push({ channel, body }),
      connected: true,
      close: async () => {},
    };
  },
}));

const credential = TEST_CREDENTIAL;

const EXPIRES = '2999-01-01T00:00:00Z';
const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));
const acks = () => broker.published.filter((p) => p.channel === 'acks').map((p) => p.body as AckPayload);

function broadcast(fields: Partial<BroadcastPayload> = {}): Uint8Array {
  return bytes({ broadcast_id: 9, action: 'check_in', payload: {}, expires_at: EXPIRES, ...fields });
}

function command(fields: Partial<CommandPayload> = {}): Uint8Array {
  return bytes({ command_id: 120, action: 'check_in', payload: {}, expires_at: EXPIRES, ...fields });
}

/** A tablet set up earlier, started and connected. */
async function connectedLink(): Promise<TabletLink> {
  writeStored({ credential, state: { ...INITIAL_STATE, photos: [] }, answered: {}, outbox: [] });
  const link = new TabletLink('1.0.0');
  await link.start();
  broker.events!.connected();
  return link;
}

beforeEach(() => {
  localStorage.clear();
  broker.events = null;
  broker.published = [];
  // The profile the link asks for on connecting is not what these tests are about.
  vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
});

describe('broadcasts on the group topic (ADR 0041)', () => {
  it('carries a broadcast out and acknowledges it by its broadcast_id', async () => {
    const link = await connectedLink();
    broker.events!.broadcast(broadcast());
    await vi.waitFor(() => expect(acks()).toEqual([{ broadcast_id: 9, state: 'delivered' }]));
    expect(link.getState().prompts).toEqual([{ kind: 'check_in', command_id: -9 }]);

    link.actions.answerCheckIn(-9, 'ok');
    await vi.waitFor(() => expect(acks()).toHaveLength(2));
    expect(acks()[1]).toEqual({ broadcast_id: 9, state: 'done', detail: 'answered' });
  });

  it('acts once on a broadcast that comes again on its own topic, and says its answer again', async () => {
    const link = await connectedLink();
    broker.events!.broadcast(broadcast());
    await vi.waitFor(() => expect(acks()).toHaveLength(1));
    link.actions.answerCheckIn(-9, 'ok');
    await vi.waitFor(() => expect(acks()).toHaveLength(2));

    // The fallback (or a redelivery at connect): the tablet's own command, naming its broadcast.
    broker.events!.command(command({ broadcast_id: 9 }));
    await vi.waitFor(() => expect(acks()).toHaveLength(3));
    expect(acks()[2]).toEqual({ broadcast_id: 9, state: 'done', detail: 'answered' });
    expect(link.getState().prompts).toEqual([]);
  });

  it('acts once when its own topic brings the broadcast first', async () => {
    const link = await connectedLink();
    broker.events!.command(command({ broadcast_id: 9, action: 'message', payload: { message: 'Bingo' } }));
    broker.events!.broadcast(broadcast({ action: 'message', payload: { message: 'Bingo' } }));
    await vi.waitFor(() => expect(acks()).toHaveLength(2));
    expect(acks()).toEqual([
      { broadcast_id: 9, state: 'delivered' },
      { broadcast_id: 9, state: 'delivered' },
    ]);
    expect(link.getState().messages).toMatchObject([{ command_id: -9, text: 'Bingo', read: false }]);

    link.actions.markRead(-9);
    await vi.waitFor(() => expect(acks()).toHaveLength(3));
    expect(acks()[2]).toEqual({ broadcast_id: 9, state: 'done', detail: 'read' });
  });

  it('ignores a broadcast that names its user as not for it', async () => {
    const link = await connectedLink();
    broker.events!.broadcast(broadcast({ broadcast_id: 8, except: [41, 42] }));
    broker.events!.broadcast(broadcast({ broadcast_id: 9, except: [41] }));
    await vi.waitFor(() => expect(acks()).toEqual([{ broadcast_id: 9, state: 'delivered' }]));
    expect(link.getState().prompts).toEqual([{ kind: 'check_in', command_id: -9 }]);
  });
});

describe('commands on its own topic', () => {
  it('acknowledges a command of its own by its command_id', async () => {
    const link = await connectedLink();
    broker.events!.command(command({ action: 'message', payload: { message: 'Lunch at half twelve' } }));
    await vi.waitFor(() => expect(acks()).toEqual([{ command_id: 120, state: 'delivered' }]));

    link.actions.markRead(120);
    await vi.waitFor(() => expect(acks()).toHaveLength(2));
    expect(acks()[1]).toEqual({ command_id: 120, state: 'done', detail: 'read' });
  });

  it('remembers its answers over a reload: a broadcast coming again is answered, not redone', async () => {
    const first = await connectedLink();
    broker.events!.broadcast(broadcast());
    await vi.waitFor(() => expect(acks()).toHaveLength(1));
    first.actions.answerCheckIn(-9, 'ok');
    await vi.waitFor(() => expect(acks()).toHaveLength(2));

    const reloaded = new TabletLink('1.0.0');
    await reloaded.start();
    broker.events!.connected();
    broker.events!.broadcast(broadcast());
    await vi.waitFor(() => expect(acks()).toHaveLength(3));
    expect(acks()[2]).toEqual({ broadcast_id: 9, state: 'done', detail: 'answered' });
    expect(reloaded.getState().prompts).toEqual([]);
  });
});
