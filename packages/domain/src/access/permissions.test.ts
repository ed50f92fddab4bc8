import { describe, expect, it } from 'vitest';
import { contractAllows } from '../shared/contract';
import { newspapersContract } from '../content/newspapers-contract';
import { ALL_PERMISSIONS } from '../groups/group';
import {
  hasPermission,
  NEWSPAPER_PERMISSIONS,
  PERMISSION,
  permits,
  PUBLIC_EVENT_PERMISSIONS,
  screenPermitted,
} from './permissions';

describe('hasPermission', () => {
  it('checks bits against the group permissions', () => {
    const perms = PERMISSION.READ_EDIT_NEWSPAPERS | PERMISSION.ADD_NEWSPAPERS;
    expect(hasPermission(perms, PERMISSION.ADD_NEWSPAPERS)).toBe(true);
    expect(hasPermission(perms, PERMISSION.DELETE_NEWSPAPERS)).toBe(false);
    expect(hasPermission(perms, 0)).toBe(false);
    expect(PERMISSION.VIEW_EDIT_USER_MANUALS).toBe(16384);
  });
});

describe('the content areas’ bits', () => {
  it('read, edit and export with one bit, add and delete with their own (spec doc 1 §3)', () => {
    expect(NEWSPAPER_PERMISSIONS).toEqual({ read: 32, update: 32, export: 32, create: 64, delete: 128 });
    expect(PUBLIC_EVENT_PERMISSIONS).toEqual({
      read: 256,
      update: 256,
      export: 256,
      create: 512,
      delete: 1024,
    });
  });

  it('allow an action when the role is admitted and the bit held, or no bit is needed', () => {
    const noAdd = ALL_PERMISSIONS & ~PERMISSION.ADD_NEWSPAPERS;
    expect(contractAllows(newspapersContract, 'read', [3], noAdd)).toBe(true);
    expect(contractAllows(newspapersContract, 'create', [3], noAdd)).toBe(false);
    expect(contractAllows(newspapersContract, 'create', [4], ALL_PERMISSIONS)).toBe(false);
    expect(permits(0, undefined)).toBe(true);
  });

  it('hide a screen whose rows the group may not read; other screens need no bit', () => {
    expect(screenPermitted('/newspapers', ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_NEWSPAPERS)).toBe(false);
    expect(screenPermitted('/public-events', PERMISSION.READ_EDIT_NEWSPAPERS)).toBe(false);
    expect(screenPermitted('/activities', PERMISSION.READ_EDIT_PUBLIC_EVENTS)).toBe(true);
    expect(screenPermitted('/reports', 0)).toBe(true);
    expect(screenPermitted('/activities_report', PERMISSION.READ_EDIT_NEWSPAPERS)).toBe(false);
    expect(screenPermitted('/maintaince_report', 0)).toBe(true);
  });
});
