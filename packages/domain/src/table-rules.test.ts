import { describe, expect, it } from 'vitest';
import type { DeviceInput } from './devices/device';
import { validateCustomer } from './customers/rules';
import { SERIAL_NUMBER_INLINE, validateDevice } from './devices/rules';
import { validateGroup } from './groups/rules';
import { validateOrder } from './orders/rules';
import { validatePortalUser, validateProfile } from './portal-users/rules';
import { validateSuggestedApp } from './suggested-apps/rules';
import { expectMessagesInOrder } from './shared/expect-order';
import { isProtectedGroup, PROTECTED_GROUP_MESSAGE } from './groups/protected-group';

describe('validateDevice', () => {
  it('words the add and update messages differently, two spaces on update', () => {
    expectMessagesInOrder(
      (i: Partial<DeviceInput>) => validateDevice(i, 'add'),
      [['serial_number', 'Acorn Device serial number cannot be empty.', 'SN-1']],
    );
    expectMessagesInOrder(
      (i: Partial<DeviceInput>) => validateDevice(i, 'update'),
      [['serial_number', 'Acorn device  serial number cannot be empty.', 'SN-1']],
    );
    expect(SERIAL_NUMBER_INLINE).toBe('Serial number cannot be empty');
  });
});

describe('validateOrder', () => {
  it('requires the order number', () => {
    expectMessagesInOrder(validateOrder, [['order_no', 'Acorn order number cannot be empty.', 'ORD-1']]);
  });
});

describe('validateSuggestedApp', () => {
  it('reports the five messages in order', () => {
    expectMessagesInOrder(validateSuggestedApp, [
      ['category', 'Category cannot be empty.', 'Games'],
      ['img_url', 'Image URL cannot be empty.', 'https://x/i.png'],
      ['title', 'Title cannot be empty.', 'Chess'],
      ['description', 'Description cannot be empty.', 'Play'],
      ['app_package', 'App package cannot be empty.', 'a.b'],
    ]);
  });
});

describe('validatePortalUser', () => {
  it('checks email, then first name, then last name', () => {
    expectMessagesInOrder(validatePortalUser, [
      ['email', 'Email cannot be empty.', 'a@b.ie'],
      ['firstname', 'First name cannot be empty.', 'Ann'],
      ['surname', 'Last name cannot be empty.', 'Lee'],
    ]);
  });
});

describe('validateGroup', () => {
  it('checks title, then description', () => {
    expectMessagesInOrder(validateGroup, [
      ['title', 'Group title cannot be empty.', 'Cork'],
      ['description', 'Group description cannot be empty.', 'Cork homes'],
    ]);
  });

  it("protects 'Acorn Group' however it is spaced or cased", () => {
    expect(isProtectedGroup({ title: ' acorn group ' })).toBe(true);
    expect(isProtectedGroup({ title: 'Acorn Groups' })).toBe(false);
    expect(PROTECTED_GROUP_MESSAGE).toBe("The group 'Acorn Group' cannot be edited or deleted.");
  });
});

describe('validateProfile', () => {
  it('requires first name, then surname', () => {
    expectMessagesInOrder(validateProfile, [
      ['firstname', 'First name cannot be empty.', 'Ann'],
      ['surname', 'Last name cannot be empty.', 'Lee'],
    ]);
  });
});

describe('validateCustomer', () => {
  it('needs an organisation name or a contact name, either will do', () => {
    const message = 'Organisation name or contact name cannot be empty.';
    expect(validateCustomer({})).toBe(message);
    expect(validateCustomer({ organization_name: ' ', contact_name: '' })).toBe(message);
    expect(validateCustomer({ organization_name: 'HSE West' })).toBeNull();
    expect(validateCustomer({ contact_name: 'Mary Byrne' })).toBeNull();
  });
});
