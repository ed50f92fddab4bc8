import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSION } from './permissions';

describe('hasPermission', () => {
  it('checks bits against the group permissions', () => {
    const perms = PERMISSION.READ_EDIT_NEWSPAPERS | PERMISSION.ADD_NEWSPAPERS;
    expect(hasPermission(perms, PERMISSION.ADD_NEWSPAPERS)).toBe(true);
    expect(hasPermission(perms, PERMISSION.DELETE_NEWSPAPERS)).toBe(false);
    expect(hasPermission(perms, 0)).toBe(false);
    expect(PERMISSION.VIEW_EDIT_USER_MANUALS).toBe(16384);
  });
});
