import { describe, expect, it } from 'vitest';
import { bodyOf, kindOf, problemOf, SHAPES } from './user-shapes';

const draft = {
  user: { firstname: '', surname: '', acorn_id: 'AC-9', location: 'Oak Wing', group_id: 3, username: 'x' },
  user_details: { is_on_support: true },
};

describe('user details by kind (doc 2 §2.3)', () => {
  it('shapes an unassigned tablet as a device: its title, no account fields, no user switches', () => {
    expect(kindOf(3)).toBe('device');
    expect(SHAPES.device.title).toBe('Acorn Device Details');
    const labels = SHAPES.device.fields.map((f) => f.label);
    expect(labels).toEqual(['Acorn ID', 'Group', 'Location']);
    expect(SHAPES.device.switches).toEqual([]);
  });

  it('saves a device without a person’s rules or privileges', () => {
    const body = bodyOf(draft, 'device', true);
    expect(problemOf('device', body)).toBeNull();
    expect(body).not.toHaveProperty('user_details');
    expect(body.user).toMatchObject({ location: 'Oak Wing', group_id: 3 });
  });

  it('keeps the companion and tablet user forms as the spec has them', () => {
    expect(kindOf(1)).toBe('companion');
    expect(kindOf(2)).toBe('tablet user');
    expect(SHAPES.companion.fields.map((f) => f.label)).toContain('Username');
    expect(problemOf('tablet user', bodyOf(draft, 'tablet user', true))).not.toBeNull();
  });
});
