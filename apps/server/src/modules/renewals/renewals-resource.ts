import { apiAccess, contractRenewalDate, renewalInputSchema, renewalSchema } from '@acorn/domain';
import { acornRenewals as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Contract renewals (spec doc 1; role 1): the renewal date is the contract start plus one year, derived. */
export const renewals = defineResource({
  name: 'acorn-renewals',
  table,
  id: table.acorn_renewal_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-renewals')),
  row: renewalSchema,
  input: renewalInputSchema,
  derive: (row) => ({
    contract_renewal_date: contractRenewalDate(row.contract_start_date as string | null | undefined),
  }),
  searchable: [
    table.acorn_id,
    table.order_no,
    table.renewal_order_no,
    table.organization_name,
    table.owner_name,
    table.billing_name,
    table.billing_email,
  ],
  filters: { organization_type: table.organization_type, acorn_id: table.acorn_id },
  notFound: 'Acorn Renewal not found.',
});
