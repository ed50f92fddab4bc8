import { describe, expect, it } from 'vitest';
import { ENROLMENT_ACCESS, RESIDENTS_ACCESS, TABLETS_ACCESS } from './api-access';
import { admits, canVisit, findRoute, navItems, routeParams, screenAccess } from './route-access';
import { ROUTES, type RoutePath } from './routes';

const labels = (roles: number[]) => navItems(roles).map((r) => r.nav?.label);

describe('findRoute', () => {
  it('matches parameters, trailing slashes and query strings', () => {
    expect(findRoute('/device/42')?.path).toBe('/device/:device');
    expect(findRoute('/tablets/?x=1')?.path).toBe('/tablets');
    expect(findRoute('/')?.access).toBe('public');
    expect(findRoute('/device')).toBeUndefined();
    expect(findRoute('/nope')).toBeUndefined();
    expect(routeParams('/device/:device', '/device/a%20b')).toEqual({ device: 'a b' });
  });

  it('keeps the misspelt report route', () => {
    expect(findRoute('/maintaince_report')?.access).toBe('signed-in');
    expect(findRoute('/maintenance_report')).toBeUndefined();
  });

  it('has one entry per path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('admits', () => {
  it('follows the spec role table', () => {
    expect(admits('public', null)).toBe(true);
    expect(admits('signed-in', null)).toBe(false);
    expect(admits('signed-in', [])).toBe(true);
    expect(admits([1, 2], [5, 2])).toBe(true);
    expect(admits([1, 2], [5])).toBe(false);
    expect(admits([1], null)).toBe(false);
  });

  it.each([
    ['/newspapers', [3], true],
    ['/newspapers', [4], false],
    ['/local-contents', [4], true],
    ['/activities', [5], true],
    ['/public-events', [5], true],
    ['/maintenance', [8], true],
    ['/noticeboards', [2], true],
    ['/devices', [2], true],
    ['/orders', [2], false],
    ['/groups', [1], true],
    ['/family-share', [7], true],
    ['/family-share', [1], false],
    ['/profile', [7], true],
    ['/maintaince_report', [3], true],
    ['/device/7', [2], true],
    ['/unknown', [1], false],
  ])('%s with roles %j: %s', (path, roles, expected) => {
    expect(canVisit(path, roles)).toBe(expected);
  });
});

describe('navItems', () => {
  it('shows role 8 alone only Jobs, on /maintenance', () => {
    const items = navItems([8]);
    expect(items.map((r) => [r.path, r.nav?.label])).toEqual([['/maintenance', 'Jobs']]);
  });

  it('shows Maintenances, not Jobs, when role 8 is not the only role', () => {
    expect(labels([8, 2])).toContain('Maintenances');
    expect(labels([8, 2])).not.toContain('Jobs');
  });

  it('shows family items only when 7 is the sole role', () => {
    expect(labels([7])).toEqual(['Status Report', 'Share Media', 'Help User', 'Maintenance Request']);
    const mixed = navItems([7, 2]);
    expect(mixed.some((r) => r.nav?.menu === 'family')).toBe(false);
  });

  it('gives role 1 the whole main and administration menus, Activities once', () => {
    expect(labels([1])).toEqual([
      'Dashboard',
      'Tablets',
      'Residents',
      'Maintenances',
      'Noticeboards',
      'Menus',
      'Local Contents',
      'Newspapers',
      'Activities',
      'Services',
      'Reports',
      'Acorn Devices',
      'Acorn Orders',
      'Acorn Customers',
      'Acorn Parts',
      'Acorn Repairs',
      'Acorn Renewals',
      'Acorn Users',
      'Suggested Apps',
      'Portal Users',
      'Groups',
      'Facilities',
      'Audit Log',
    ]);
  });

  it('gives role 2 Acorn Devices, Portal Users and Facilities but no admin-only tables', () => {
    const admin = navItems([2]).filter((r) => r.nav?.menu === 'administration');
    expect(admin.map((r) => r.nav?.label)).toEqual(['Acorn Devices', 'Portal Users', 'Facilities']);
  });

  it('gives single-area roles their area only', () => {
    expect(labels([3])).toEqual(['Newspapers']);
    expect(labels([4])).toEqual(['Local Contents']);
    expect(labels([5])).toEqual(['Activities']);
    expect(labels([6])).toEqual([]);
  });

  it('shows an item exactly when its route admits the user', () => {
    for (const roles of [[1], [2], [3], [4], [5], [2, 8]]) {
      for (const item of navItems(roles)) expect(admits(item.access, roles)).toBe(true);
    }
  });
});

describe('the APIs named for what they guard', () => {
  it("take their screen's roles from the route table", () => {
    expect(TABLETS_ACCESS).toBe(findRoute('/tablets')?.access);
    expect(TABLETS_ACCESS).toEqual([1, 2]);
    expect(ENROLMENT_ACCESS).toEqual([1]);
    expect(RESIDENTS_ACCESS).toBe(findRoute('/users')?.access);
  });

  it('fails closed, to role 1, for a path missing from the table', () => {
    expect(screenAccess('/no-such-screen' as RoutePath)).toEqual([1]);
  });
});
