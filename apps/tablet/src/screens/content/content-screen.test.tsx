// @vitest-environment happy-dom
import type { TabletContentItem, TabletContentKind } from '@acorn/domain/tablet-link';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubScreen } from '../sub-screen';
import { fixedTablet, json, renderWith } from '../test-tablet';

afterEach(() => vi.restoreAllMocks());

const item = (id: number, title: string, more: Partial<TabletContentItem> = {}): TabletContentItem => ({
  id,
  title,
  description: null,
  category: null,
  url: null,
  image_url: null,
  file_url: null,
  file_size: null,
  expire_date: null,
  updated_at: null,
  ...more,
});

/** The screen of `kind`, its content answered by `answer`. */
function contentScreen(kind: TabletContentKind, answer: (path: string) => Promise<Response>) {
  const fixed = fixedTablet({}, { fetchWithCredential: answer });
  return { ...fixed, ...renderWith(<SubScreen id={kind} onHome={vi.fn()} />, fixed.tablet) };
}

describe('content screens', () => {
  it('lists newspapers as links to open, each in a new tab', async () => {
    const items = [
      item(1, 'The Barrington Courier', {
        url: 'https://courier.example/',
        image_url: 'https://courier.example/i.png',
        description: 'Village news',
      }),
      item(2, 'The Irish Times', { url: 'https://irishtimes.example/' }),
    ];
    const { actions } = contentScreen('newspapers', () =>
      Promise.resolve(json({ kind: 'newspapers', items })),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const courier = await screen.findByRole('link', { name: 'Open The Barrington Courier' });
    expect([
      courier.getAttribute('href'),
      courier.getAttribute('target'),
      courier.getAttribute('rel'),
    ]).toEqual(['https://courier.example/', '_blank', 'noopener noreferrer']);
    const card = courier.closest('li')!;
    expect(card.textContent).toContain('Village news');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'Open The Irish Times' })).toBeTruthy();
    expect(actions.fetchWithCredential).toHaveBeenCalledWith('/v1/acorn/tablet-link/content/newspapers');
  });

  it('puts local news and services under their categories', async () => {
    const items = [
      item(1, 'GP surgery', { category: 'Health', url: 'https://gp.example/' }),
      item(2, 'Library', { category: 'Leisure', url: 'https://library.example/' }),
      item(3, 'Pharmacy', { category: 'Health', url: 'https://pharmacy.example/' }),
    ];
    contentScreen('local_contents', () => Promise.resolve(json({ kind: 'local_contents', items })));
    const health = await screen.findByRole('region', { name: 'Health' });
    expect(
      within(health)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Open GP surgery', 'Open Pharmacy']);
    expect(
      within(screen.getByRole('region', { name: 'Leisure' })).getByRole('link', { name: 'Open Library' }),
    ).toBeTruthy();
  });

  it('shows notices with their picture and the last day they are up', async () => {
    const items = [
      item(4, 'Flu jabs', {
        description: 'In the lounge',
        image_url: '/files/flu.png',
        expire_date: '2026-12-04',
      }),
    ];
    contentScreen('noticeboards', () => Promise.resolve(json({ kind: 'noticeboards', items })));
    expect((await screen.findByRole('img', { name: 'Flu jabs' })).getAttribute('src')).toBe('/files/flu.png');
    expect(screen.getByText('Until Friday 4 December 2026')).toBeTruthy();
  });

  it.each([
    ['the fetch fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses', () => Promise.resolve(json({ message: 'No' }, 500))],
    ['the answer is not content', () => Promise.resolve(json({ kind: 'menus', items: 'none' }))],
  ])('says calmly it cannot show them when %s', async (_, answer) => {
    contentScreen('newspapers', answer);
    expect(
      await screen.findByText('This cannot be shown just now. It will come back when the tablet is online.'),
    ).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    contentScreen('noticeboards', () => Promise.resolve(json({ kind: 'noticeboards', items: [] })));
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
  });

  it('opens a menu’s PDF full screen with the credential, and frees it on the way back', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:menu-1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const items = [item(6, 'Lunch this week', { file_url: '/v1/acorn/tablet-link/menus/6/file' })];
    const answer = (path: string) =>
      Promise.resolve(
        path.endsWith('/menus') ? json({ kind: 'menus', items }) : new Response(new Blob(['%PDF-1.4'])),
      );
    const { user, actions } = contentScreen('menus', answer);
    await user.click(await screen.findByRole('button', { name: 'Lunch this week' }));

    const frame = await screen.findByTitle('Menu: Lunch this week');
    expect(frame.getAttribute('src')).toBe('blob:menu-1');
    expect(actions.fetchWithCredential).toHaveBeenLastCalledWith('/v1/acorn/tablet-link/menus/6/file');
    expect((created.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
    const open = screen.getByRole('link', { name: 'Open the menu' });
    expect([open.getAttribute('href'), open.hasAttribute('download')]).toEqual(['blob:menu-1', true]);

    await user.click(screen.getByRole('button', { name: 'Back to menus' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:menu-1'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lunch this week' }));
  });
});
