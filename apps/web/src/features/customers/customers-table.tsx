import { ORGANIZATION_TYPES, type Customer, type CustomerInput } from '@acorn/domain';
import { customersContract } from '@acorn/domain/contracts/customers';
import {
  choiceColumn,
  emailColumn,
  groupColumn,
  longTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Customers (spec doc 1; role 1). The spec gives them no validation; a row must name someone. */
export const customersTable: TableDefinition<Customer, CustomerInput> = {
  source: customersContract,
  noun: 'customer',
  rowName: (row) => row.organization_name ?? row.contact_name ?? '',
  columns: () => [
    choiceColumn('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
    textColumn('organization_name', 'Organisation'),
    textColumn('contact_name', 'Contact'),
    emailColumn('email', 'Email'),
    textColumn('mob_number', 'Mobile'),
    longTextColumn('shipping_address', 'Shipping Address'),
    longTextColumn('notes', 'Notes'),
    groupColumn<Customer>(),
    stampColumn('last_modified_date'),
  ],
};
