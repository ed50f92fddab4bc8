// @vitest-environment happy-dom
import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { page, serverDouble } from '../../../test/server-double';
import { NavList } from '../../app/layout/nav-list';
import { newspapersTable } from '../../features/newspapers/newspapers-table';
import { ActivitiesScreen } from '../../features/activities/activities-screen';
import { ActivitiesPanel } from '../../features/residents/panels/activities/activities-panel';
import { MARY } from '../../features/residents/test/residents-fixtures';
import { ResourceTable } from './resource-table';

// What a group's permission bits change on the page (ADR 0030): nothing the server would refuse is offered.

const NEWSPAPERS = '/v1/acorn/newspapers';
const without = (bit: number) => ({ group_permissions: ALL_PERMISSIONS & ~bit });

describe('a table whose group lacks a bit', () => {
  it('says calmly that the group may not read it, and asks the server nothing', async () => {
    const server = serverDouble({ [`GET ${NEWSPAPERS}`]: page([]) });
    renderApp(<ResourceTable def={newspapersTable} />, {
      roles: [2],
      user: without(PERMISSION.READ_EDIT_NEWSPAPERS),
    });
    expect(screen.getByText(noAccessSentence('Newspapers'))).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('offers no Add without the add bit, and everything else as before', async () => {
    serverDouble({ [`GET ${NEWSPAPERS}`]: page([]) });
    renderApp(<ResourceTable def={newspapersTable} />, {
      roles: [2],
      user: without(PERMISSION.ADD_NEWSPAPERS),
    });
    expect(await screen.findByRole('grid', { name: 'Newspapers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
  });

  it('offers Add with every bit', async () => {
    serverDouble({ [`GET ${NEWSPAPERS}`]: page([]) });
    renderApp(<ResourceTable def={newspapersTable} />, { roles: [2] });
    expect(await screen.findByRole('button', { name: /^Add/ })).toBeTruthy();
  });
});

it('the activities screen says so calmly without READ_EDIT_PUBLIC_EVENTS', () => {
  const server = serverDouble();
  renderApp(<ActivitiesScreen title="Activities" />, {
    roles: [5],
    user: without(PERMISSION.READ_EDIT_PUBLIC_EVENTS),
  });
  expect(screen.getByRole('heading', { name: 'Activities' })).toBeTruthy();
  expect(screen.getByText(noAccessSentence('Activities'))).toBeTruthy();
  expect(screen.queryByRole('tab')).toBeNull();
  expect(server.calls).toEqual([]);
});

it('the drawer hides the screens the group may not read', () => {
  const nav = (bits: number) =>
    renderApp(<NavList roles={[2]} collapsed={false} />, {
      roles: [2],
      user: { group_permissions: bits },
      route: { path: '/tablets', at: '/tablets' },
    });
  const { unmount } = nav(ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_NEWSPAPERS);
  expect(screen.queryByRole('link', { name: 'Newspapers' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Activities' })).toBeTruthy();
  unmount();
  nav(ALL_PERMISSIONS);
  expect(screen.getByRole('link', { name: 'Newspapers' })).toBeTruthy();
});

it('a resident’s Activities panel says so calmly without READ_EDIT_PUBLIC_EVENTS', () => {
  const server = serverDouble();
  renderApp(<ActivitiesPanel resident={MARY} name="Mary Smith" />, {
    roles: [2],
    user: without(PERMISSION.READ_EDIT_PUBLIC_EVENTS),
  });
  expect(screen.getByText(noAccessSentence('activities'))).toBeTruthy();
  expect(server.calls).toEqual([]);
});
