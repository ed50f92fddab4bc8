// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveEvent, renderApp } from '../../../test/render';
import { refuse, serverDouble, type Routes } from '../../../test/server-double';
import { JOHN, MARY } from './test/residents-fixtures';
import { CallPanel } from './panels/call-panel';

// The Call panel: Call {name} opens the in-call view, which opens the camera and rings the tablet (POST);
// the call's WebRTC is not played here (call-session.test.ts covers its signalling).

const MARY_CALLS = '/v1/acorn/residents/12/calls';

/** A camera and microphone as getUserMedia gives them, without a browser's media. */
function fakeStream() {
  const tracks = ['audio', 'video'].map((kind) => ({ kind, enabled: true, stop: vi.fn() }));
  // A MediaStream to the video element (happy-dom checks), its tracks our own.
  return Object.assign(Object.create(MediaStream.prototype) as MediaStream, {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  });
}

let getUserMedia: ReturnType<typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>>;
beforeEach(() => {
  getUserMedia = vi.fn((_: MediaStreamConstraints) => Promise.resolve(fakeStream()));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function showPanel(resident = MARY, routes: Routes = {}) {
  const server = serverDouble({
    [`GET ${MARY_CALLS}`]: { body: { items: [], total: 0 } },
    'GET /v1/acorn/residents/13/calls': { body: { items: [], total: 0 } },
    ...routes,
  });
  return { server, ...renderApp(<CallPanel resident={resident} />, { roles: [2] }) };
}

describe('the Call panel', () => {
  it('disables Call, saying why, for a resident without a tablet', async () => {
    const { user, server } = showPanel({ ...JOHN, has_tablet: false });
    const call = screen.getByRole('button', { name: 'Call John Byrne' });
    expect(call.getAttribute('aria-disabled')).toBe('true');
    expect(call.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(call.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No tablet is enrolled for this resident yet, so a call cannot reach them.',
    );
    await user.click(call);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Call log' })).toBeDefined();
  });

  it('shows the server’s refusal as it is said: already in a call', async () => {
    const { user, server } = showPanel(MARY, {
      [`POST ${MARY_CALLS}`]: refuse(409, 'The resident is already in a call.'),
    });
    await user.click(screen.getByRole('button', { name: 'Call Mary Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call with Mary Smith' });
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'The resident is already in a call.',
    );
    expect(server.callsTo('POST', MARY_CALLS)).toHaveLength(1);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rings, shows the cameras and controls, and ends in words when the tablet declines', async () => {
    showPanel(MARY, {
      [`POST ${MARY_CALLS}`]: {
        status: 201,
        body: { call_id: 5, rings_until: '2026-11-28T10:00:45Z', ice_servers: [] },
      },
    });
    screen.getByRole('button', { name: 'Call Mary Smith' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Call with Mary Smith' });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Ringing…'));
    expect(dialog.getAttribute('data-connection-state')).toBe('new');
    expect(within(dialog).getByLabelText('Your camera').tagName).toBe('VIDEO');
    for (const name of ['Mute microphone', 'Camera off', 'Hang up'])
      expect(within(dialog).getByRole('button', { name })).toBeDefined();

    const signal = { type: 'declined', call_id: 5 };
    act(() =>
      liveEvent({ type: 'call_signal', group_id: 3, user_id: 12, portal_user_id: 41, signal } as never),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('The resident declined the call.'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Hang up' })).toBeNull();
  });

  it('says so when neither camera nor microphone can be used, and rings nobody', async () => {
    getUserMedia.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user, server } = showPanel();
    await user.click(screen.getByRole('button', { name: 'Call Mary Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call with Mary Smith' });
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toMatch(
        /^Neither your camera nor your microphone/,
      ),
    );
    expect(server.writes()).toEqual([]);
  });
});
