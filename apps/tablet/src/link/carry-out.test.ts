// @vitest-environment happy-dom
import type { CommandPayload } from '@acorn/domain/tablet-link';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, type TabletState } from '../state/tablet-state';
import { carryOut, type CommandDeps } from './carry-out';
import type { HeldAck } from './held-ack';

/** The browser's Cache API as far as the photo store uses it (happy-dom has none). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, res: Response) => void store.set(key, res),
      match: async (key: string) => store.get(key)?.clone(),
      delete: async (key: string) => store.delete(key),
    };
  };
  return { stores, open, delete: async (name: string) => stores.delete(name) };
}

let state: TabletState;
let acks: HeldAck[];
let deps: CommandDeps;
let served: Response;

beforeEach(() => {
  state = { ...INITIAL_STATE, phase: 'ready' };
  acks = [];
  served = new Response('');
  vi.stubGlobal('caches', memoryCaches());
  deps = {
    now: () => new Date('2026-11-27T10:00:00Z'),
    update: (change) => void (state = change(state)),
    ack: async (ack) => void acks.push(ack),
    fetchAsTablet: async () => served,
    reset: vi.fn<CommandDeps['reset']>(async () => {
      // Acknowledged before anything is cleared: a full reset forgets the credential acks need.
      expect(acks.at(-1)).toMatchObject({ state: 'done' });
    }),
    reloadForUpdate: vi.fn<CommandDeps['reloadForUpdate']>(),
  };
});

const command = (
  action: CommandPayload['action'],
  payload: Record<string, unknown>,
  id = 7,
): CommandPayload => ({
  command_id: id,
  action,
  payload,
  expires_at: '2026-12-25T00:00:00Z',
});

describe('commands that wait for the resident', () => {
  it('a message joins the messages unread, asks to be shown, and is only delivered until it is read', async () => {
    await carryOut(command('message', { message: 'Lunch at half twelve' }), deps);
    expect(state.messages).toEqual([
      { command_id: 7, text: 'Lunch at half twelve', received_at: '2026-11-27T10:00:00.000Z', read: false },
    ]);
    expect(state.prompts).toEqual([{ kind: 'message', command_id: 7, text: 'Lunch at half twelve' }]);
    expect(acks).toEqual([{ command_id: 7, state: 'delivered' }]);
  });

  it('a check-in asks "Are you OK?" once, even when the command comes twice', async () => {
    await carryOut(command('check_in', {}), deps);
    await carryOut(command('check_in', {}), deps);
    expect(state.prompts).toEqual([{ kind: 'check_in', command_id: 7 }]);
    expect(acks.map((a) => a.state)).toEqual(['delivered', 'delivered']);
  });

  it('an invitation and an app offer are prompts with what they name', async () => {
    const invite = {
      public_event_id: 3,
      title: 'Bingo',
      location: 'Day room',
      start_time: 'a',
      end_time: 'b',
    };
    await carryOut(command('event_invite', invite, 1), deps);
    const app = { package: 'com.whatsapp', name: 'WhatsApp', store_url: 'https://play.google.com/x' };
    await carryOut(command('install_app', app, 2), deps);
    expect(state.prompts).toEqual([
      { kind: 'invite', command_id: 1, invite },
      { kind: 'install', command_id: 2, app },
    ]);
  });

  it('refuses in words a payload it cannot read, and shows nothing', async () => {
    await carryOut(command('message', { message: '' }), deps);
    expect(state.prompts).toEqual([]);
    expect(acks).toEqual([
      { command_id: 7, state: 'failed', detail: 'This tablet could not read the message command.' },
    ]);
  });
});

describe('commands carried out at once', () => {
  const calendar = (generated_at: string) => ({ generated_at, from: generated_at, appointments: [] });

  it('keeps the newest calendar whatever order the snapshots arrive in', async () => {
    await carryOut(command('calendar', calendar('2026-11-27T10:00:00Z'), 1), deps);
    await carryOut(command('calendar', calendar('2026-11-27T09:00:00Z'), 2), deps);
    expect(state.calendar?.generated_at).toBe('2026-11-27T10:00:00Z');
    expect(acks.map((a) => a.state)).toEqual(['done', 'done']);
  });

  it('a reset is acknowledged before it is carried out, with its options', async () => {
    await carryOut(command('reset', { isPhotoReset: true }), deps);
    expect(deps.reset).toHaveBeenCalledWith({
      isGmailReset: false,
      isPhotoReset: true,
      isContactReset: false,
      isApplicationReset: false,
    });
  });

  it('an update reloads after saying so', async () => {
    await carryOut(command('update', { acorn_versions_id: 4, version: '3.7.0', download_url: null }), deps);
    expect(acks).toEqual([{ command_id: 7, state: 'done', detail: 'Reloading for version 3.7.0.' }]);
    expect(deps.reloadForUpdate).toHaveBeenCalledOnce();
  });

  it('reset_messages_auth clears the staff messages and their prompts', async () => {
    await carryOut(command('message', { message: 'Hello' }, 1), deps);
    await carryOut(command('reset_messages_auth', {}, 2), deps);
    expect(state.messages).toEqual([]);
    expect(state.prompts).toEqual([]);
  });
});

describe('family photos', () => {
  const show = { op: 'show', photo_id: 31, url: '/v1/acorn/tablet-link/photos/31?x', url_expires_at: 'z' };
  const photo = {
    ...show,
    mime: 'image/png',
    bytes: 4,
    caption: 'Sunday lunch',
    shared_by: 'Mary (daughter)',
  };

  it('shows a whole picture, kept for offline, and forgets it on remove', async () => {
    served = new Response(new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }));
    await carryOut(command('photo', photo, 1), deps);
    expect(state.photos).toMatchObject([
      { photo_id: 31, caption: 'Sunday lunch', shared_by: 'Mary (daughter)' },
    ]);
    expect(await (await caches.open('acorn-photos')).match('/tablet/photos/31')).toBeDefined();
    await carryOut(command('photo', { op: 'remove', photo_id: 31 }, 2), deps);
    expect(state.photos).toEqual([]);
    expect(await (await caches.open('acorn-photos')).match('/tablet/photos/31')).toBeUndefined();
    expect(acks).toEqual([
      { command_id: 1, state: 'done', detail: 'shown' },
      { command_id: 2, state: 'done', detail: 'removed' },
    ]);
  });

  it('fails with a reason the family member can read when the picture is refused or incomplete', async () => {
    served = new Response('', { status: 403 });
    await carryOut(command('photo', photo, 1), deps);
    served = new Response(new Blob([new Uint8Array([1])]));
    await carryOut(command('photo', photo, 2), deps);
    expect(acks).toEqual([
      { command_id: 1, state: 'failed', detail: 'The photo could not be fetched (HTTP 403).' },
      { command_id: 2, state: 'failed', detail: 'The photo arrived incomplete.' },
    ]);
    expect(state.photos).toEqual([]);
  });
});
