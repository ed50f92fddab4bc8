import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, isAdmin, landingPath, ROLE_DESCRIPTIONS } from './roles';

describe('landingPath', () => {
  it.each([
    [[1], '/tablets'],
    [[2], '/tablets'],
    [[3], '/newspapers'],
    [[4], '/local-contents'],
    [[5], '/public-events'],
    [[7], '/family-status-report'],
    [[8], '/maintenance'],
    [[8, 3, 5], '/newspapers'],
    [[7, 2], '/tablets'],
    [[6], '/not-found'],
    [[6, 8], '/maintenance'],
    [[], '/not-found'],
    [[99], '/not-found'],
  ])('roles %j land on %s', (roles, path) => {
    expect(landingPath(roles)).toBe(path);
  });
});

describe('roles', () => {
  it('never offers role 6 for assignment', () => {
    expect(ASSIGNABLE_ROLES).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });

  it('treats only role 1 as admin', () => {
    expect(isAdmin([2, 1])).toBe(true);
    expect(isAdmin([2, 3])).toBe(false);
  });

  it('describes every role', () => {
    expect(Object.keys(ROLE_DESCRIPTIONS)).toHaveLength(8);
  });
});
