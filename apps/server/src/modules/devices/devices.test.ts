import { DEVICE_DEFAULTS, DEVICE_REDUCED_FIELDS } from '@acorn/domain/devices';
import { describe, expect, it } from 'vitest';
import { recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-devices');
const { call, create, as, groups } = kit;
const valid = { serial_number: 'R52N70ABCDE', acorn_id: 'ACORN-0042', model: 'Galaxy Tab A9' };

describe('acorn-devices', () => {
  it('starts with the spec’s defaults and derives both renewal dates, leap days included', async () => {
    const device = await create({
      ...valid,
      sim_activation_date: '2024-02-29',
      support_activation_date: '2025-06-30',
      sim_renewal_date: '2099-01-01', // not input: derived
    });
    expect(device).toMatchObject({
      ...DEVICE_DEFAULTS,
      sim_renewal_date: '2025-02-28',
      support_renewal_date: '2026-06-30',
      group_id: groups.acorn,
    });
    const id = device.acorn_device_id as number;
    const moved = await call(as.admin, 'PUT', `/${id}`, { sim_activation_date: '2027-03-01' });
    expect(moved.json()).toMatchObject({
      sim_renewal_date: '2028-03-01',
      support_renewal_date: '2026-06-30',
    });
    const cleared = await call(as.admin, 'PUT', `/${id}`, { support_activation_date: '' });
    expect(cleared.json().support_renewal_date).toBeNull();
  });

  it('needs a serial number: one message on add, the other (two spaces) on update', async () => {
    const { acorn_device_id: id } = await create(valid);
    const problems = [{ serial_number: '' }, { serial_number: ' \t' }, { model: 'no serial' }];
    for (const body of problems) {
      const added = await call(as.admin, 'POST', '', body);
      expect([added.statusCode, added.json()]).toEqual([
        400,
        { message: 'Acorn Device serial number cannot be empty.' },
      ]);
    }
    const updated = await call(as.admin, 'PUT', `/${id}`, { serial_number: '  ' });
    expect([updated.statusCode, updated.json()]).toEqual([
      400,
      { message: 'Acorn device  serial number cannot be empty.' },
    ]);
  });

  it('keeps a SIM PIN’s leading zeros and refuses statuses outside the spec’s', async () => {
    expect((await create({ ...valid, sim_pin: '0042' })).sim_pin).toBe('0042');
    expect((await call(as.admin, 'POST', '', { ...valid, sim_pin: '12a4' })).statusCode).toBe(400);
    expect((await call(as.admin, 'POST', '', { ...valid, status: 'Lost' })).statusCode).toBe(400);
    expect((await call(as.admin, 'POST', '', { ...valid, sim_status: null })).statusCode).toBe(400);
    const onboarded = await create({ ...valid, status: 'Onboarded', sim_status: 'Active' });
    expect(onboarded).toMatchObject({ status: 'Onboarded', sim_status: 'Active' });
  });

  it('lets role 2 read its own group’s devices only, and never write', async () => {
    const maple = await create({ ...valid, group_id: groups.maple });
    const shannon = await create({ ...valid, group_id: groups.shannon });
    const id = maple.acorn_device_id as number;
    expect((await call(as.manager, 'GET', `/${id}`)).statusCode).toBe(200);
    expect((await call(as.outsider, 'GET', `/${id}`)).statusCode).toBe(404);
    const listed = (await call(as.manager, 'GET', '?page_size=100')).json();
    expect(listed.items.every((d: { group_id: number }) => d.group_id === groups.maple)).toBe(true);
    expect(listed.items.map((d: { acorn_device_id: number }) => d.acorn_device_id)).not.toContain(
      shannon.acorn_device_id,
    );
    expect((await call(as.manager, 'POST', '', valid)).statusCode).toBe(403);
    expect((await call(as.manager, 'PUT', `/${id}`, { notes: 'mine' })).statusCode).toBe(403);
    expect((await call(as.manager, 'DELETE', `/${id}`)).statusCode).toBe(403);
    expect((await call(as.manager, 'GET', '/export')).statusCode).toBe(403);
    expect((await call(as.content, 'GET')).statusCode).toBe(403);
  });

  it('answers role 2 the reduced view alone, and lets it search and sort by nothing hidden', async () => {
    const secret = { sim_pin: '4321', IMEI: '356938035643809', owner_name: 'Mary Byrne', notes: 'spare' };
    const full = await create({ ...valid, ...secret, sim_number: '0871234567', group_id: groups.maple });
    const id = full.acorn_device_id as number;
    expect(full).toMatchObject(secret); // role 1 sees every field
    const reduced = [...DEVICE_REDUCED_FIELDS].sort();
    const one = (await call(as.manager, 'GET', `/${id}`)).json();
    expect(Object.keys(one).sort()).toEqual(reduced);
    const listed = (await call(as.manager, 'GET', '?page_size=100')).json();
    for (const item of listed.items) expect(Object.keys(item).sort()).toEqual(reduced);
    // A match or an order would tell what a hidden field holds.
    for (const q of ['356938035643809', 'Mary Byrne', 'spare'])
      expect((await call(as.manager, 'GET', `?q=${encodeURIComponent(q)}`)).json().total).toBe(0);
    expect((await call(as.admin, 'GET', `?q=356938035643809`)).json().total).toBe(1);
    expect((await call(as.manager, 'GET', '?sort=sim_pin')).statusCode).toBe(400);
    expect((await call(as.manager, 'GET', '?sort=serial_number')).statusCode).toBe(200);
  });

  it('sorts by serial number and exports CSV for role 1', async () => {
    await create({ ...valid, serial_number: 'a-first' });
    const sorted = (await call(as.admin, 'GET', '?sort=serial_number&order=asc&page_size=100')).json();
    const serials = sorted.items.map((d: { serial_number: string }) => d.serial_number.toLowerCase());
    expect(serials).toEqual([...serials].sort());
    const csv = await call(as.admin, 'GET', '/export?q=a-first');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('a-first');
    expect(csv.body.split('\n')[0]).toContain('sim_renewal_date');
  });
});
