// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../../../test/queries';
import { liveEvent } from '../../../test/render';
import type { RecordedCall } from '../../../test/server-double';
import { JOHN, LIST, MARY, residentsPage, showResidents } from './test/residents-fixtures';

// The residents list (spec doc 2 §2.1) as staff use it: what each row says and offers, the filters as the
// server is asked for them, and live changes that never move a row under the pointer.

const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(call?.query ?? []);
const FIRST = { page: '1', page_size: '50', sort: 'name', order: 'asc' };
const names = () =>
  within(screen.getByRole('list', { name: 'Residents' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-user-id'));

async function listed(...args: Parameters<typeof showResidents>) {
  const shown = showResidents(...args);
  await screen.findByRole('button', { name: 'Mary Smith' });
  return shown;
}

describe('the residents list', () => {
  it('shows each resident with where they are, their check-in in words, what waits, and named actions', async () => {
    const { server } = await listed();
    expect(queryOf(server.last('GET', LIST))).toEqual(FIRST);
    const mary = screen.getByRole('button', { name: 'Mary Smith' }).closest('li')!;
    expect(mary.textContent).toContain('Oak House · Room 12');
    expect(mary.textContent).toContain('Check-In:Default');
    expect(within(mary).getByText('2 unread messages')).toBeDefined();
    expect(within(mary).getByText('1 call request')).toBeDefined();
    for (const name of [
      'Call',
      'Chat with',
      'Health of',
      'Activities of',
      'Maintenance for',
      'Message',
      'Check in',
    ])
      expect(within(mary).getByRole('button', { name: `${name} Mary Smith` })).toBeDefined();
    expect(within(mary).getByRole('link', { name: 'Email Mary Smith' }).getAttribute('href')).toBe(
      'mailto:mary@example.test',
    );
    expect(screen.getByRole('button', { name: 'John Byrne' }).closest('li')!.textContent).toContain(
      'Pending',
    );
  });

  it('keeps Email without an address focusable and says why it is disabled', async () => {
    await listed();
    const email = screen.getByRole('button', { name: 'Email John Byrne' });
    expect(email.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(email)).toBe('John Byrne has no email address');
  });

  it('offers the check-in states with their counts, and asks for the ones ticked', async () => {
    const { user, server } = await listed();
    await user.click(screen.getByRole('checkbox', { name: 'Pending (4)' }));
    await waitFor(() => expect(queryOf(server.last('GET', LIST))).toEqual({ ...FIRST, check_in: '1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Failed (1)' }));
    await waitFor(() => expect(queryOf(server.last('GET', LIST))).toEqual({ ...FIRST, check_in: '1,2' }));
  });

  it('asks for a facility from the answer’s facilities, a search once typing pauses, and a sort', async () => {
    const { user, server } = await listed();
    await user.click(screen.getByRole('combobox', { name: 'Facility' }));
    await user.click(await screen.findByRole('option', { name: 'Elm Court (18)' }));
    await waitFor(() => expect(queryOf(server.last('GET', LIST))).toEqual({ ...FIRST, facility_id: '2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Room 12');
    await waitFor(() =>
      expect(queryOf(server.last('GET', LIST))).toEqual({ ...FIRST, facility_id: '2', q: 'Room 12' }),
    );
    expect(server.callsTo('GET', LIST).filter((c) => c.query.get('q') === 'R')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Check-In (Success first)' }));
    await waitFor(() =>
      expect(queryOf(server.last('GET', LIST))).toMatchObject({ sort: 'check_in', order: 'desc' }),
    );
  });

  it('reads its filters and page from the address', async () => {
    const { server } = await listed('/users?check_in=2,3&facility_id=1&page=2&q=Mary');
    expect(queryOf(server.last('GET', LIST))).toEqual({
      ...FIRST,
      page: '2',
      check_in: '2,3',
      facility_id: '1',
      q: 'Mary',
    });
    expect(screen.getByRole('checkbox', { name: 'Failed (1)' })).toHaveProperty('checked', true);
  });

  it('asks for the next page', async () => {
    const { user, server } = await listed('/users', {
      [`GET ${LIST}`]: { body: residentsPage([MARY, JOHN], 120) },
    });
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(queryOf(server.last('GET', LIST))).toEqual({ ...FIRST, page: '3' }));
  });
});

describe('the list, live', () => {
  it('asks again when a tablet answers a check-in, and shows the new state', async () => {
    const { server } = await listed();
    server.on({ [`GET ${LIST}`]: { body: residentsPage([{ ...MARY, check_in: 3 }, JOHN]) } });
    const before = server.callsTo('GET', LIST).length;
    act(() => liveEvent({ type: 'check_in', group_id: 3, user_id: 12, state: 3 }));
    await waitFor(() => expect(server.callsTo('GET', LIST).length).toBe(before + 1));
    const mary = screen.getByRole('button', { name: 'Mary Smith' }).closest('li')!;
    await waitFor(() => expect(mary.textContent).toContain('Success'));
  });

  it('keeps the rows where they are while the pointer is over the list, and reorders once it leaves', async () => {
    const { user, server } = await listed();
    expect(names()).toEqual(['12', '13']);
    const list = screen.getByRole('list', { name: 'Residents' });
    await user.hover(list);
    // Sorted by check-in, Mary's answer would now put her below John.
    server.on({ [`GET ${LIST}`]: { body: residentsPage([JOHN, { ...MARY, check_in: 1 }]) } });
    act(() => liveEvent({ type: 'check_in', group_id: 3, user_id: 12, state: 1 }));
    const mary = () => screen.getByRole('button', { name: 'Mary Smith' }).closest('li')!;
    await waitFor(() => expect(mary().textContent).toContain('Pending'));
    expect(names()).toEqual(['12', '13']);
    await user.unhover(list);
    await waitFor(() => expect(names()).toEqual(['13', '12']));
  });

  it('holds the order while keyboard focus is in the list too', async () => {
    const { server } = await listed();
    act(() => screen.getByRole('checkbox', { name: 'Select John Byrne' }).focus());
    server.on({ [`GET ${LIST}`]: { body: residentsPage([JOHN, { ...MARY, unread_messages: 3 }]) } });
    act(() => liveEvent({ type: 'message', group_id: 3, user_id: 12, kind: 'message' }));
    await screen.findByText('3 unread messages');
    expect(names()).toEqual(['12', '13']);
  });
});
