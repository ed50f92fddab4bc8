import { apiAccess, customerInputSchema, customerSchema, validateCustomer } from '@acorn/domain';
import { acornCustomers as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Customers (spec doc 1; role 1). The spec shows no validation; a row must name someone (validateCustomer). */
export const customers = defineResource({
  name: 'acorn-customers',
  table,
  id: table.acorn_customer_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-customers')),
  row: customerSchema,
  input: customerInputSchema,
  validate: (row) => validateCustomer(row),
  searchable: [table.organization_name, table.contact_name, table.email, table.mob_number],
  filters: { organization_type: table.organization_type },
  notFound: 'Acorn Customer not found.',
});
