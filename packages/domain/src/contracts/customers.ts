import { productLabel } from '../routes';
import type { Customer, CustomerInput } from '../entities/customer';
import { RESOURCE_MESSAGES } from '../messages';
import { customerRules } from '../validation/admin';
import { defineContract, contentAccess } from './contract';

/** Customers (spec doc 1; role 1). The spec shows no validation; a row must name someone (validateCustomer). */
export const customersContract = defineContract<Customer, CustomerInput>({
  name: 'acorn-customers',
  route: '/customers',
  label: productLabel('Customers'),
  id: 'acorn_customer_id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => customerRules,
  defaults: {},
  access: contentAccess('/customers'),
  pageSize: 100,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['organization_name', 'contact_name', 'email', 'mob_number'],
  filters: ['organization_type'],
  messages: RESOURCE_MESSAGES['acorn-customers'],
  notFound: 'Acorn Customer not found.',
});
