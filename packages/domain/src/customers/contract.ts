import { productLabel } from '../access/routes';
import type { Customer, CustomerInput } from './customer';
import { customerRules } from './rules';
import { defineContract } from '../shared/contract';
import { acornMessages } from '../shared/messages';

/** Customers (spec doc 1; role 1). The spec shows no validation; a row must name someone (validateCustomer). */
export const customersContract = defineContract<Customer, CustomerInput>({
  name: 'acorn-customers',
  route: '/customers',
  label: productLabel('Customers'),
  messages: acornMessages('Customer', ['loadFailed', 'updateFailed', 'deleteFailed', 'updated']),
  id: 'acorn_customer_id',
  modified: 'last_modified_date',
  rules: () => customerRules,
  defaults: {},
  pageSize: 100,
  searchable: ['organization_name', 'contact_name', 'email', 'mob_number'],
  filters: ['organization_type'],
  notFound: 'Acorn Customer not found.',
});
