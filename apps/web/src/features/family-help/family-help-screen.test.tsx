// @vitest-environment happy-dom
import {
  FAMILY_HELP_MESSAGES,
  type FamilyResident,
  type FamilySuggestedApp,
  type FamilyTablet,
} from '@acorn/domain/family';
import { NO_METRICS_TEXT } from '@acorn/domain/residents';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEvent, renderApp } from '../../../test/render';
import { refuse, serverDouble } from '../../../test/server-double';
import { FamilyHelpScreen } from './family-help-screen';

// Help User (issue 20): the resident's tablet in words, its apps, and Install with its state live.

const resident = (user_id: number, firstname: string): FamilyResident => ({
  user_id,
  firstname,
  surname: 'Campbell',
  facility_name: 'Toronto',
  relationship: 'daughter',
  shares: { activities: true, check_ins: true, health: false, calls: false },
  has_tablet: true,
});
const app = (app_id: number, name: string, extra: Partial<FamilySuggestedApp> = {}): FamilySuggestedApp => ({
  app_id,
  name,
  category: 'Communication',
  description: `${name} for the family`,
  img_url: '/demo-images/app.svg',
  package: `com.${name.toLowerCase()}`,
  installed: false,
  install: null,
  ...extra,
});
const TABLET: FamilyTablet = {
  has_tablet: true,
  online: true,
  last_seen: '2026-11-21T09:05:00.000Z',
  battery: 64,
  storage_total: 64 * 1024 ** 3,
  storage_free: 21.5 * 1024 ** 3,
  acorn_version: '3.6.0',
  installed: [{ name: 'Acorn', version: '3.6.0', applicationIdentifier: 'ie.acorn.tablet' }],
  suggested: [app(1, 'WhatsApp'), app(2, 'Zoom', { installed: true })],
};

function show(tablets: Record<number, FamilyTablet>, at = '/family-help-user') {
  const server = serverDouble({
    'GET /v1/acorn/family/residents': { body: { items: [resident(12, 'Dorothy'), resident(13, 'Jack')] } },
    'GET /v1/acorn/family/residents/:id/tablet': (call) => ({
      body: tablets[Number(call.path.split('/')[5])],
    }),
    'POST /v1/acorn/family/residents/:id/install-app': {
      status: 202,
      body: { message: FAMILY_HELP_MESSAGES.sent, command_id: 90, state: 'queued' },
    },
  });
  const rendered = renderApp(<FamilyHelpScreen title="Help User" />, {
    roles: [7],
    route: { path: '/family-help-user', at },
  });
  return { server, ...rendered };
}

describe('Help User', () => {
  it('says the tablet’s state in words, lists its apps, and follows an install live', async () => {
    const { server, user } = show({ 12: TABLET });
    const state = await screen.findByRole('region', { name: 'Dorothy Campbell’s tablet' });
    expect(within(state).getByText('Online')).toBeTruthy();
    expect(within(state).getByText('64%')).toBeTruthy();
    expect(within(state).getByText('21.50 GB free of 64.00 GB')).toBeTruthy();
    expect(within(state).getByText(/^21\.11\.2026 \d\d:05$/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Installed apps' })).getByText('Acorn')).toBeTruthy();
    const zoom = screen.getByRole('listitem', { name: 'Zoom' });
    expect(within(zoom).getByRole('status').textContent).toBe('Installed');
    expect(within(zoom).queryByRole('button')).toBeNull();

    const whatsapp = screen.getByRole('listitem', { name: 'WhatsApp' });
    await user.click(within(whatsapp).getByRole('button', { name: 'Install WhatsApp' }));
    expect(server.last('POST')).toMatchObject({
      path: '/v1/acorn/family/residents/12/install-app',
      body: { app_id: 1 },
    });
    expect(await within(whatsapp).findByText('Waiting for the tablet')).toBeTruthy();
    // Each event moves the chip at once; the page then asks again, and the server says the same.
    const event = {
      type: 'command',
      group_id: 3,
      user_id: 12,
      command_id: 90,
      action: 'install_app',
    } as const;
    const serverSays = (install: FamilySuggestedApp['install']) =>
      server.on({ 'GET /v1/acorn/family/residents/:id/tablet': { body: withInstall(TABLET, install) } });
    serverSays({ command_id: 90, state: 'delivered', detail: null });
    act(() => liveEvent({ ...event, state: 'delivered' }));
    expect(await within(whatsapp).findByText('Delivered')).toBeTruthy();
    serverSays({ command_id: 90, state: 'failed', detail: 'Not enough storage.' });
    act(() => liveEvent({ ...event, state: 'failed' }));
    expect(await within(whatsapp).findByText('Failed: Not enough storage.')).toBeTruthy();
    expect(within(whatsapp).getByRole('button', { name: 'Try again to install WhatsApp' })).toBeTruthy();
  });

  it('shows the resident the address names, says when a tablet was never heard from or is missing', async () => {
    const quiet = { ...TABLET, online: false, last_seen: null };
    show({ 12: TABLET, 13: quiet }, '/family-help-user?user_id=13');
    const state = await screen.findByRole('region', { name: 'Jack Campbell’s tablet' });
    expect(within(state).getByText('Offline')).toBeTruthy();
    expect(within(state).getByText(NO_METRICS_TEXT)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Resident' }).textContent).toContain('Jack Campbell');
  });

  it('says calmly that there is no tablet, with nothing to press', async () => {
    const none = { ...TABLET, has_tablet: false, online: false, installed: [] };
    show({ 12: none });
    expect(await screen.findByText(/Dorothy Campbell has no tablet yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Install/ })).toBeNull();
  });

  it('says why an install was refused', async () => {
    const { server, user } = show({ 12: TABLET });
    server.on({
      'POST /v1/acorn/family/residents/:id/install-app': refuse(
        409,
        FAMILY_HELP_MESSAGES.underWay('WhatsApp'),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Install WhatsApp' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Failed to install the app.');
    expect(dialog.textContent).toContain('WhatsApp is already on its way to the tablet.');
  });
});

function withInstall(tablet: FamilyTablet, install: FamilySuggestedApp['install']): FamilyTablet {
  return { ...tablet, suggested: tablet.suggested.map((a) => (a.app_id === 1 ? { ...a, install } : a)) };
}
