import type { CustomerInput } from './customer';
import { isEmpty } from '../shared/empty';
import { firstFailure, type Rule } from '../shared/rules';

// The spec shows no validation for customers; a row with neither name says nothing of whom it is.
export const CUSTOMER_NAME_EMPTY = 'Organisation name or contact name cannot be empty.';

export const customerRules: readonly Rule<CustomerInput>[] = [
  {
    field: 'organization_name',
    message: CUSTOMER_NAME_EMPTY,
    fails: (c) => isEmpty(c.organization_name) && isEmpty(c.contact_name),
  },
];

export function validateCustomer(input: Partial<CustomerInput>): string | null {
  return firstFailure(customerRules, input);
}
