import { productLabel } from '../access/routes';
import type { Renewal, RenewalInput } from './renewal';
import { contractRenewalDate } from '../time/dates';
import { defineContract } from '../shared/contract';
import { acornMessages } from '../shared/messages';

/** Contract renewals (spec doc 1; role 1): the renewal date is the contract start plus one year, derived. */
export const renewalsContract = defineContract<Renewal, RenewalInput>({
  name: 'acorn-renewals',
  route: '/renewals',
  label: productLabel('Renewals'),
  messages: acornMessages('Renewal'),
  id: 'acorn_renewal_id',
  modified: 'last_modified_date',
  rules: () => [],
  defaults: {},
  derive: (row) => ({ contract_renewal_date: contractRenewalDate(row.contract_start_date) }),
  searchable: [
    'acorn_id',
    'order_no',
    'renewal_order_no',
    'organization_name',
    'owner_name',
    'billing_name',
    'billing_email',
  ],
  filters: ['organization_type', 'acorn_id'],
  notFound: 'Acorn Renewal not found.',
});
