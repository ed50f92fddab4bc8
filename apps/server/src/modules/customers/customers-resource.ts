import { customerInputSchema, customerSchema } from '@acorn/domain/customers';
import { customersContract } from '@acorn/domain/customers';
import { acornCustomers as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Customers (spec doc 1; role 1). The spec shows no validation; a row must name someone (validateCustomer). */
export const customers = fromContract(customersContract, table, {
  row: customerSchema,
  input: customerInputSchema,
});
