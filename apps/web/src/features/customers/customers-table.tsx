import {
  ORGANIZATION_TYPES,
  productLabel,
  RESOURCE_MESSAGES,
  ROLE,
  validateCustomer,
  type Customer,
} from '@acorn/domain';
import { choiceColumn, groupColumn, stampColumn, textColumn } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Customers (spec doc 1; role 1). The spec gives them no validation; a row must name someone. */
export const customersTable: TableDefinition<Customer> = {
  resource: 'acorn-customers',
  idField: 'acorn_customer_id',
  label: productLabel('Customers'),
  validate: validateCustomer,
  newRow: () => ({ organization_name: '', contact_name: '' }),
  messages: RESOURCE_MESSAGES['acorn-customers'],
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    choiceColumn('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
    textColumn('organization_name', 'Organisation'),
    textColumn('contact_name', 'Contact'),
    textColumn('email', 'Email'),
    textColumn('mob_number', 'Mobile'),
    textColumn('shipping_address', 'Shipping Address', 1.5),
    textColumn('notes', 'Notes', 1.5),
    groupColumn<Customer>(),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
