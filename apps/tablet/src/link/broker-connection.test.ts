// @vitest-environment happy-dom
import type { EnrolmentResponse } from '@acorn/domain/tablet-link';
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openBrokerConnection, type BrokerEvents } from './broker-connection';
import { TEST_CREDENTIAL } from './test-credential';

// mqtt.js faked at its module boundary: a client that records what it subscribes to and hands on messages.

class FakeClient extends EventEmitter {
  readonly subscribed: string[][] = [];
  connected = true;
  subscribeAsync = vi.fn(async (topics: string[]) => void this.subscribed.push(topics));
  publishAsync = vi.fn(async () => undefined);
  end = vi.fn();
}

const fake = vi.hoisted(() => ({ client: null as FakeClient | null }));
vi.mock('mqtt', () => ({ default: { connect: () => fake.client } }));

const credential = TEST_CREDENTIAL;
const OWN = ['acorn/v1/tablets/42/commands', 'acorn/v1/tablets/42/call_in'];

const spies = () => ({
  connected: vi.fn<BrokerEvents['connected']>(),
  command: vi.fn<BrokerEvents['command']>(),
  broadcast: vi.fn<BrokerEvents['broadcast']>(),
  callSignal: vi.fn<BrokerEvents['callSignal']>(),
  lost: vi.fn<BrokerEvents['lost']>(),
  refused: vi.fn<BrokerEvents['refused']>(),
});
let events: ReturnType<typeof spies>;

beforeEach(() => {
  fake.client = new FakeClient();
  events = spies();
});

/** mqtt.js loads when a connection opens (not with the first screen): until then nothing is listening. */
const loaded = () => vi.waitFor(() => expect(fake.client!.listenerCount('message')).toBe(1));

const connect = async (sessionPresent: boolean) => {
  await loaded();
  fake.client!.emit('connect', { sessionPresent });
  await vi.waitFor(() => expect(events.connected).toHaveBeenCalled());
};

describe('subscriptions', () => {
  it('a new session subscribes to its own topics and its group’s', async () => {
    openBrokerConnection(credential, events);
    await connect(false);
    expect(fake.client!.subscribed).toEqual([[...OWN, credential.broadcast_topic]]);
  });

  it('a kept session asks again only for the group’s topic, which it may not have had', async () => {
    openBrokerConnection(credential, events);
    await connect(true);
    expect(fake.client!.subscribed).toEqual([[credential.broadcast_topic]]);
  });

  it('a credential stored before broadcasts subscribes to its own topics only', async () => {
    const { broadcast_topic: _none, ...older } = credential;
    openBrokerConnection(older as EnrolmentResponse, events);
    await connect(false);
    expect(fake.client!.subscribed).toEqual([OWN]);
  });
});

it('hands each topic’s messages to their own event, and ignores any other topic', async () => {
  openBrokerConnection(credential, events);
  await loaded();
  const payload = new Uint8Array([1]);
  fake.client!.emit('message', 'acorn/v1/tablets/42/commands', payload);
  fake.client!.emit('message', 'acorn/v1/tablets/42/call_in', payload);
  fake.client!.emit('message', credential.broadcast_topic, payload);
  fake.client!.emit('message', 'acorn/v1/groups/2/broadcasts', payload);
  expect(events.command).toHaveBeenCalledOnce();
  expect(events.callSignal).toHaveBeenCalledOnce();
  expect(events.broadcast).toHaveBeenCalledOnce();
});
