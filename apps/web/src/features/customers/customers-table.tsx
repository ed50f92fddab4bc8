import type { Customer, CustomerInput } from '@acorn/domain/customers';
import { customersContract } from '@acorn/domain/customers';
import { col } from '../../components/resource-table/columns';
import { groupAndStampColumns, organisationColumns } from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Customers (spec doc 1; role 1). The spec gives them no validation; a row must name someone. */
export const customersTable: TableDefinition<Customer, CustomerInput> = {
  source: customersContract,
  noun: 'customer',
  rowName: (row) => row.organization_name ?? row.contact_name ?? '',
  columns: () => [
    ...organisationColumns<Customer>(),
    col.text('contact_name', 'Contact'),
    col.email('email', 'Email'),
    col.text('mob_number', 'Mobile'),
    col.longText('shipping_address', 'Shipping Address'),
    col.longText('notes', 'Notes'),
    ...groupAndStampColumns<Customer>(),
  ],
};
