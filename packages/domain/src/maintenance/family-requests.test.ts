import { describe, expect, it } from 'vitest';
import { FAMILY_MAINTENANCE_MESSAGES as M, validateFamilyMaintenance } from './family-requests';

const FILLED = { title: 'Dripping tap', description: 'Drips all night.', key_entry_permission: 'No' };

describe('a family maintenance request’s rules', () => {
  it('fail first to last in the form’s order, on their fields', () => {
    expect(validateFamilyMaintenance({})).toEqual({ field: 'title', message: M.titleMissing });
    expect(validateFamilyMaintenance({ ...FILLED, title: ' \t', description: '' })).toEqual({
      field: 'title',
      message: M.titleMissing,
    });
    expect(validateFamilyMaintenance({ ...FILLED, description: '  ', key_entry_permission: '' })).toEqual({
      field: 'description',
      message: M.descriptionMissing,
    });
    expect(validateFamilyMaintenance({ ...FILLED, key_entry_permission: '' })?.message).toBe(
      M.keyEntryMissing,
    );
  });

  it('take only the three answers, and no longer texts than the table shows', () => {
    for (const answer of ['Yes', 'No', 'Not Applicable']) {
      expect(validateFamilyMaintenance({ ...FILLED, key_entry_permission: answer })).toBeNull();
    }
    expect(validateFamilyMaintenance({ ...FILLED, key_entry_permission: 'yes' })?.field).toBe(
      'key_entry_permission',
    );
    expect(validateFamilyMaintenance({ ...FILLED, title: 'x'.repeat(201) })?.message).toBe(M.titleTooLong);
    expect(validateFamilyMaintenance({ ...FILLED, title: ` ${'x'.repeat(200)} ` })).toBeNull();
    expect(validateFamilyMaintenance({ ...FILLED, description: 'x'.repeat(2001) })?.message).toBe(
      M.descriptionTooLong,
    );
  });
});
