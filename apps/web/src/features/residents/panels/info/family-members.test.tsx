// @vitest-environment happy-dom
import { DEFAULT_FAMILY_SHARES, FAMILY_MESSAGES, type FamilyLink } from '@acorn/domain/family';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter } from '../../../../../test/queries';
import { renderApp } from '../../../../../test/render';
import { refuse, serverDouble, type Routes } from '../../../../../test/server-double';
import { detailOf, MARY } from '../../test/residents-fixtures';
import { ContactsSection } from './contacts-section';

// Mary Smith's (user 12) Friends & Family: her family members on the portal above her tablet's contacts.

const LINKS = '/v1/acorn/residents/12/family-links';
const LIAM: FamilyLink = {
  portal_user_id: 70,
  user_id: 12,
  firstname: 'Liam',
  surname: 'Smith',
  email: 'liam@family.test',
  relationship: 'Son',
  shares: DEFAULT_FAMILY_SHARES,
  has_signed_in: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

function show(routes: Routes, links: FamilyLink[] = [LIAM]) {
  const server = serverDouble({ [`GET ${LINKS}`]: { body: { items: links } }, ...routes });
  return { server, ...renderApp(<ContactsSection detail={detailOf(MARY)} />, { roles: [2] }) };
}

describe('family members on the portal', () => {
  it('say calmly that none are linked yet, and keep the tablet’s contacts beneath', async () => {
    show({}, []);
    expect(
      await screen.findByText(
        'No family members are linked yet. Invite one to let them follow Mary’s week, share photos and ask for help.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('table', { name: 'Friends & Family' }).textContent).toContain('Anne Smith');
  });

  it('show each member as a card: who, invited or signed in, and what Mary shares with them', async () => {
    show({}, [LIAM, { ...LIAM, portal_user_id: 71, firstname: 'Ann', has_signed_in: true }]);
    const liam = await screen.findByRole('listitem', { name: 'Liam Smith' });
    expect(liam.textContent).toContain('Son · liam@family.test');
    expect(liam.textContent).toContain('Invited');
    expect(screen.getByRole('listitem', { name: 'Ann Smith' }).textContent).toContain('Signed in');
    const shares = within(liam).getByRole('group', { name: 'What Mary shares with Liam Smith' });
    expect(within(shares).getByRole('switch', { name: 'Activities' })).toHaveProperty('checked', true);
    expect(within(shares).getByRole('switch', { name: 'Health summary' })).toHaveProperty('checked', false);
  });

  it('save a switch at once, and put it back with the server’s reason when refused', async () => {
    const { user, server } = show({ [`PUT ${LINKS}/70`]: refuse(404, 'Not found.') });
    const liam = await screen.findByRole('listitem', { name: 'Liam Smith' });
    const health = within(liam).getByRole('switch', { name: 'Health summary' });
    await user.click(health);
    expect(await screen.findByText('Not found.')).toBeDefined();
    expect(health).toHaveProperty('checked', false);
    expect(server.last('PUT')?.body).toEqual({ shares: { health: true } });

    server.on({ [`PUT ${LINKS}/70`]: { body: { ...LIAM, shares: { ...LIAM.shares, health: true } } } });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(health);
    expect(await screen.findByText(FAMILY_MESSAGES.sharesSaved)).toBeDefined();
    expect(health).toHaveProperty('checked', true);
  });

  it('remove a member after a confirmation naming them and Mary', async () => {
    const { user, server } = show({ [`DELETE ${LINKS}/70`]: { body: { message: FAMILY_MESSAGES.removed } } });
    await user.click(await screen.findByRole('button', { name: 'Remove Liam Smith' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove family member' });
    expect(confirm.textContent).toContain('Remove Liam Smith from Mary Smith’s family members?');
    server.on({ [`GET ${LINKS}`]: { body: { items: [] } } });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(FAMILY_MESSAGES.removed)).toBeDefined();
    expect(server.last('DELETE')?.path).toBe(`${LINKS}/70`);
    expect(await screen.findByText(/No family members are linked yet/)).toBeDefined();
  });
});

describe('Invite family member', () => {
  it('shows the first rule broken on its field before any call, then sends and says so', async () => {
    const { user, server } = show({
      [`POST ${LINKS}`]: { status: 201, body: { message: FAMILY_MESSAGES.invited, link: LIAM } },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite family member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite family member' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'liam@family.test');
    await enter(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Liam');
    await enter(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Smith');
    await user.click(within(dialog).getByRole('switch', { name: 'Health summary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const relationship = within(dialog).getByRole('combobox', { name: 'Relationship' });
    expect(descriptionOf(relationship)).toBe(FAMILY_MESSAGES.relationshipMissing);
    expect(screen.getByRole('alert').textContent).toBe(FAMILY_MESSAGES.relationshipMissing);
    await waitFor(() => expect(document.activeElement).toBe(relationship));
    expect(server.writes()).toEqual([]);

    await user.type(relationship, 'Gra');
    await user.click(await screen.findByRole('option', { name: 'Grandchild' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAMILY_MESSAGES.invited)).toBeDefined();
    expect(server.last('POST')?.body).toEqual({
      email: 'liam@family.test',
      firstname: 'Liam',
      surname: 'Smith',
      relationship: 'Grandchild',
      shares: { ...DEFAULT_FAMILY_SHARES, health: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s refusal of the address', async () => {
    const { user } = show({ [`POST ${LINKS}`]: refuse(409, FAMILY_MESSAGES.emailTaken) });
    await user.click(await screen.findByRole('button', { name: 'Invite family member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite family member' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'nurse@care.test');
    await enter(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
    await enter(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Nurse');
    await enter(user, within(dialog).getByRole('combobox', { name: 'Relationship' }), 'Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FAMILY_MESSAGES.emailTaken)).toBeDefined();
  });
});
