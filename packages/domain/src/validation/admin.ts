import type { DeviceInput } from '../entities/device';
import type { GroupInput } from '../entities/group';
import type { CustomerInput } from '../entities/customer';
import type { OrderInput } from '../entities/order';
import type { PortalUserInput, ProfileInput } from '../entities/portal-user';
import type { SuggestedAppInput } from '../entities/suggested-app';
import { isEmpty } from './empty';
import { firstFailure, requiredRules, type Rule } from './rules';

// Kept word for word, including the two spaces in the update message.
export const DEVICE_SERIAL_EMPTY_ON_ADD = 'Acorn Device serial number cannot be empty.';
export const DEVICE_SERIAL_EMPTY_ON_UPDATE = 'Acorn device  serial number cannot be empty.';
/** Shown under the serial number field itself. */
export const SERIAL_NUMBER_INLINE = 'Serial number cannot be empty';

export const ORDER_MESSAGES = { order_no: 'Acorn order number cannot be empty.' } as const;

export const SUGGESTED_APP_MESSAGES = {
  category: 'Category cannot be empty.',
  img_url: 'Image URL cannot be empty.',
  title: 'Title cannot be empty.',
  description: 'Description cannot be empty.',
  app_package: 'App package cannot be empty.',
} as const;

export const PORTAL_USER_MESSAGES = {
  email: 'Email cannot be empty.',
  firstname: 'First name cannot be empty.',
  surname: 'Last name cannot be empty.',
} as const;

export const GROUP_MESSAGES = {
  title: 'Group title cannot be empty.',
  description: 'Group description cannot be empty.',
} as const;

// The spec requires both fields but words neither: the profile is a portal user, so the portal user's
// own messages (doc 1 §5) apply.
export const PROFILE_MESSAGES = {
  firstname: PORTAL_USER_MESSAGES.firstname,
  surname: PORTAL_USER_MESSAGES.surname,
} as const;

// The spec shows no validation for customers; a row with neither name says nothing of whom it is.
export const CUSTOMER_NAME_EMPTY = 'Organisation name or contact name cannot be empty.';

export type SaveMode = 'add' | 'update';

export function deviceRules(mode: SaveMode): readonly Rule<DeviceInput>[] {
  const message = mode === 'add' ? DEVICE_SERIAL_EMPTY_ON_ADD : DEVICE_SERIAL_EMPTY_ON_UPDATE;
  return [{ field: 'serial_number', message }];
}
export const orderRules: readonly Rule<OrderInput>[] = requiredRules(ORDER_MESSAGES);
export const suggestedAppRules: readonly Rule<SuggestedAppInput>[] = requiredRules(SUGGESTED_APP_MESSAGES);
export const portalUserRules: readonly Rule<PortalUserInput>[] = requiredRules(PORTAL_USER_MESSAGES);
export const groupRules: readonly Rule<GroupInput>[] = requiredRules(GROUP_MESSAGES);
export const profileRules: readonly Rule<ProfileInput>[] = requiredRules(PROFILE_MESSAGES);
export const customerRules: readonly Rule<CustomerInput>[] = [
  {
    field: 'organization_name',
    message: CUSTOMER_NAME_EMPTY,
    fails: (c) => isEmpty(c.organization_name) && isEmpty(c.contact_name),
  },
];

export function validateDevice(input: Partial<DeviceInput>, mode: SaveMode): string | null {
  return firstFailure(deviceRules(mode), input);
}

export function validateOrder(input: Partial<OrderInput>): string | null {
  return firstFailure(orderRules, input);
}

export function validateSuggestedApp(input: Partial<SuggestedAppInput>): string | null {
  return firstFailure(suggestedAppRules, input);
}

export function validatePortalUser(input: Partial<PortalUserInput>): string | null {
  return firstFailure(portalUserRules, input);
}

export function validateGroup(input: Partial<GroupInput>): string | null {
  return firstFailure(groupRules, input);
}

export function validateProfile(input: Partial<ProfileInput>): string | null {
  return firstFailure(profileRules, input);
}

export function validateCustomer(input: Partial<CustomerInput>): string | null {
  return firstFailure(customerRules, input);
}
