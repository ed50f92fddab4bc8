// @vitest-environment happy-dom
import type { FamilyResident } from '@acorn/domain/family';
import { PHOTO_MESSAGES, type SharedPhoto } from '@acorn/domain/photos';
import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEvent, renderApp } from '../../../test/render';
import { page, serverDouble, type Routes } from '../../../test/server-double';
import { FamilyShareScreen } from './family-share-screen';

const resident = (
  user_id: number,
  firstname: string,
  extra: Partial<FamilyResident> = {},
): FamilyResident => ({
  user_id,
  firstname,
  surname: 'Campbell',
  facility_name: 'Oak House',
  relationship: 'daughter',
  shares: { activities: true, check_ins: true, health: false, calls: false },
  has_tablet: true,
  ...extra,
});
const DOROTHY = resident(12, 'Dorothy');
const FRANK = resident(14, 'Frank', { has_tablet: false });
const PHOTOS = '/v1/acorn/family/residents/12/photos';

const photo = (photo_id: number, extra: Partial<SharedPhoto> = {}): SharedPhoto => ({
  photo_id,
  user_id: 12,
  caption: null,
  mime: 'image/png',
  bytes: 2048,
  width: 640,
  height: 480,
  created_at: '2026-11-25T09:00:00.000Z',
  shared_by: { name: 'Mary Campbell', relationship: 'daughter' },
  shared_at: null,
  state: 'uploaded',
  state_detail: null,
  thumbnail_url: `${PHOTOS}/${photo_id}/thumbnail`,
  image_url: `${PHOTOS}/${photo_id}/image`,
  ...extra,
});
const LUNCH = photo(7, { caption: 'Sunday lunch', state: 'sent', shared_at: '2026-11-25T10:00:00.000Z' });
const GARDEN = photo(8, {
  state: 'failed',
  state_detail: 'storage full',
  shared_at: '2026-11-24T10:00:00.000Z',
});
const NEW = photo(9);

/** A tiny PNG's signature is all the browser's check reads. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function open(routes: Routes = {}, residents = [DOROTHY], at = '/family-share') {
  const server = serverDouble({
    'GET /v1/acorn/family/residents': { body: { items: residents } },
    [`GET ${PHOTOS}`]: page([LUNCH, GARDEN]),
    ...routes,
  });
  const shown = renderApp(<FamilyShareScreen title="Share Media" />, {
    roles: [7],
    route: { path: '/family-share', at },
  });
  return { ...shown, server };
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('/family-share', () => {
  it('shows the gallery with each photo’s state in words and follows the tablet live', async () => {
    const { server } = open();
    const list = await screen.findByRole('list', { name: 'Your photos for Dorothy Campbell' });
    expect(within(list).getByRole('img', { name: 'Sunday lunch' })).toBeDefined();
    expect(within(list).getByRole('img', { name: 'Photo shared on 24.11.2026' })).toBeDefined();
    expect(list.textContent).toContain('Sent');
    expect(list.textContent).toContain('Failed: storage full');
    expect(
      within(list).getByRole('button', { name: 'Share again: Photo shared on 24.11.2026' }),
    ).toBeDefined();
    // On its way: no Share until the tablet answers.
    expect(within(list).queryByRole('button', { name: /^Share.*Sunday lunch/ })).toBeNull();
    server.on({ [`GET ${PHOTOS}`]: page([{ ...LUNCH, state: 'shown' }, GARDEN]) });
    act(() =>
      liveEvent({
        type: 'command',
        group_id: 3,
        user_id: 12,
        command_id: 40,
        action: 'photo',
        state: 'done',
      }),
    );
    expect(await within(list).findByText('Shown on the tablet')).toBeDefined();
  });

  it('refuses a text file named like a picture before any upload, in words', async () => {
    const { user, server } = open();
    await screen.findByRole('button', { name: 'Upload New Image' });
    await user.upload(fileInput(), new File(['shopping: milk, bread'], 'note.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain(IMAGE_MESSAGES.notImage);
    expect(server.writes()).toEqual([]);
  });

  it('uploads a picture with its caption, then shares it', async () => {
    const { user, server } = open({
      [`POST ${PHOTOS}`]: { status: 201, body: { message: PHOTO_MESSAGES.uploaded, photo: NEW } },
      [`POST ${PHOTOS}/9/share`]: {
        status: 202,
        body: { message: PHOTO_MESSAGES.shared('Dorothy Campbell'), photo: { ...NEW, state: 'sent' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload New Image' }));
    await user.upload(fileInput(), new File([PNG], 'lunch.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'At the beach');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(PHOTO_MESSAGES.uploaded)).toBeDefined();
    expect(server.callsTo('POST', PHOTOS)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(PHOTO_MESSAGES.shared('Dorothy Campbell'))).toBeDefined();
    expect(server.callsTo('POST', `${PHOTOS}/9/share`)).toHaveLength(1);
  });

  it('says the server’s reason when it refuses the upload', async () => {
    const { user } = open({
      [`POST ${PHOTOS}`]: { status: 415, body: { message: IMAGE_MESSAGES.unreadable } },
    });
    await screen.findByRole('button', { name: 'Upload New Image' });
    await user.upload(fileInput(), new File([PNG], 'broken.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toContain(IMAGE_MESSAGES.unreadable);
  });

  it('removes a photo once confirmed', async () => {
    const { user, server } = open({ [`DELETE ${PHOTOS}/7`]: { body: { message: PHOTO_MESSAGES.removed } } });
    await user.click(await screen.findByRole('button', { name: 'Remove: Sunday lunch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('It is taken off Dorothy Campbell’s tablet too.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PHOTO_MESSAGES.removed)).toBeDefined();
    expect(server.callsTo('DELETE', `${PHOTOS}/7`)).toHaveLength(1);
  });

  it('chooses among several residents by the address, and says calmly when one has no tablet', async () => {
    const frankPhotos = '/v1/acorn/family/residents/14/photos';
    const { user } = open(
      { [`GET ${frankPhotos}`]: page([photo(3, { user_id: 14 })]) },
      [DOROTHY, FRANK],
      '/family-share?user_id=14',
    );
    expect(await screen.findByText(/Frank Campbell has no tablet yet/)).toBeDefined();
    const share = await screen.findByRole('button', { name: /^Share: Photo uploaded on/ });
    expect(share.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Resident' }));
    await user.click(await screen.findByRole('option', { name: /^Dorothy Campbell/ }));
    expect(await screen.findByRole('list', { name: 'Your photos for Dorothy Campbell' })).toBeDefined();
  });

  it('tells a member without residents what to do', async () => {
    open({}, []);
    expect(await screen.findByText(/not linked to a resident yet/)).toBeDefined();
  });
});
