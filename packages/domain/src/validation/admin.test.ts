import { describe, expect, it } from 'vitest';
import {
  SERIAL_NUMBER_INLINE,
  validateDevice,
  validateGroup,
  validateOrder,
  validatePortalUser,
  validateCustomer,
  validateProfile,
  validateSuggestedApp,
} from './admin';
import { expectMessagesInOrder } from './expect-order';
import { isProtectedGroup, PROTECTED_GROUP_MESSAGE } from './protected-group';

describe('validateDevice', () => {
  it('words the add and update messages differently, two spaces on update', () => {
    expectMessagesInOrder((i) => validateDevice(i, 'add'), { serial_number: 'SN-1' }, [
      ['serial_number', 'Acorn Device serial number cannot be empty.'],
    ]);
    expectMessagesInOrder((i) => validateDevice(i, 'update'), { serial_number: 'SN-1' }, [
      ['serial_number', 'Acorn device  serial number cannot be empty.'],
    ]);
    expect(SERIAL_NUMBER_INLINE).toBe('Serial number cannot be empty');
  });
});

describe('validateOrder', () => {
  it('requires the order number', () => {
    expectMessagesInOrder(validateOrder, { order_no: 'ORD-1' }, [
      ['order_no', 'Acorn order number cannot be empty.'],
    ]);
  });
});

describe('validateSuggestedApp', () => {
  it('reports the five messages in order', () => {
    expectMessagesInOrder(
      validateSuggestedApp,
      {
        category: 'Games',
        img_url: 'https://x/i.png',
        title: 'Chess',
        description: 'Play',
        app_package: 'a.b',
      },
      [
        ['category', 'Category cannot be empty.'],
        ['img_url', 'Image URL cannot be empty.'],
        ['title', 'Title cannot be empty.'],
        ['description', 'Description cannot be empty.'],
        ['app_package', 'App package cannot be empty.'],
      ],
    );
  });
});

describe('validatePortalUser', () => {
  it('checks email, then first name, then last name', () => {
    expectMessagesInOrder(validatePortalUser, { email: 'a@b.ie', firstname: 'Ann', surname: 'Lee' }, [
      ['email', 'Email cannot be empty.'],
      ['firstname', 'First name cannot be empty.'],
      ['surname', 'Last name cannot be empty.'],
    ]);
  });
});

describe('validateGroup', () => {
  it('checks title, then description', () => {
    expectMessagesInOrder(validateGroup, { title: 'Cork', description: 'Cork homes' }, [
      ['title', 'Group title cannot be empty.'],
      ['description', 'Group description cannot be empty.'],
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
    expectMessagesInOrder(validateProfile, { firstname: 'Ann', surname: 'Lee' }, [
      ['firstname', 'First name cannot be empty.'],
      ['surname', 'Last name cannot be empty.'],
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
