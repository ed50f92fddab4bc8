// @vitest-environment happy-dom
import { PHOTO_MESSAGES, type SharedPhoto } from '@acorn/domain/photos';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEvent, renderApp } from '../../../../../test/render';
import { page, serverDouble, type Routes } from '../../../../../test/server-double';
import { formatDateTime } from '../../../../lib/format';
import { SharedPhotosSection } from './shared-photos-section';

const PHOTOS = '/v1/acorn/residents/12/photos';
const photo = (photo_id: number, extra: Partial<SharedPhoto> = {}): SharedPhoto => ({
  photo_id,
  user_id: 12,
  caption: null,
  mime: 'image/jpeg',
  bytes: 4096,
  width: 640,
  height: 480,
  created_at: '2026-11-25T09:00:00.000Z',
  shared_by: { name: 'Mary Campbell', relationship: 'daughter' },
  shared_at: '2026-11-25T09:05:00.000Z',
  state: 'shown',
  state_detail: null,
  thumbnail_url: `${PHOTOS}/${photo_id}/thumbnail`,
  image_url: `${PHOTOS}/${photo_id}/image`,
  ...extra,
});
const LUNCH = photo(7, { caption: 'Sunday lunch' });
const GARDEN = photo(8, { state: 'delivered', shared_by: { name: 'Liam Byrne', relationship: null } });

function open(routes: Routes = {}) {
  const server = serverDouble({ [`GET ${PHOTOS}`]: page([LUNCH, GARDEN]), ...routes });
  return {
    ...renderApp(<SharedPhotosSection userId={12} name="Dorothy Campbell" />, { roles: [2] }),
    server,
  };
}

describe('the Shared photos section', () => {
  it('lists each photo with who shared it, when, and whether the tablet shows it, live', async () => {
    const { server } = open();
    const list = await screen.findByRole('list', { name: 'Photos shared with Dorothy Campbell' });
    const lunch = within(list).getByRole('img', { name: 'Sunday lunch' }).closest('li')!;
    expect(lunch.textContent).toContain(
      `Shared by Mary Campbell (daughter) on ${formatDateTime(LUNCH.shared_at)}`,
    );
    expect(lunch.textContent).toContain('Shown on the tablet');
    expect(list.textContent).toContain('Shared by Liam Byrne on');
    expect(list.textContent).toContain('Delivered');
    server.on({ [`GET ${PHOTOS}`]: page([LUNCH, { ...GARDEN, state: 'shown' }]) });
    act(() =>
      liveEvent({ type: 'command', group_id: 3, user_id: 12, command_id: 9, action: 'photo', state: 'done' }),
    );
    await waitFor(() => expect(screen.getAllByText('Shown on the tablet')).toHaveLength(2));
  });

  it('fetches each picture itself, a read the server puts on record, and draws it from memory', async () => {
    // The API refuses an <img> aimed at it (security review 3): an editor could aim one at any address.
    const { server } = open({ [`GET ${PHOTOS}/:photo_id/thumbnail`]: { body: 'a picture' } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sunday lunch' }).getAttribute('src')).toMatch(/^blob:/),
    );
    expect(server.callsTo('GET', `${PHOTOS}/7/thumbnail`)).toHaveLength(1);
    expect(server.callsTo('GET', `${PHOTOS}/8/thumbnail`)).toHaveLength(1);
  });

  it('removes a photo once confirmed, saying the tablet is told', async () => {
    const { user, server } = open({
      [`DELETE ${PHOTOS}/7`]: { body: { message: PHOTO_MESSAGES.removedFromTablet } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove: Sunday lunch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The tablet is told to remove it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove: Sunday lunch' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PHOTO_MESSAGES.removedFromTablet)).toBeDefined();
    expect(server.callsTo('DELETE', `${PHOTOS}/7`)).toHaveLength(1);
  });

  it('says calmly when nothing was shared', async () => {
    open({ [`GET ${PHOTOS}`]: page([]) });
    expect(await screen.findByText(PHOTO_MESSAGES.noneShared)).toBeDefined();
  });
});
