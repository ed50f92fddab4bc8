import { renewalInputSchema, renewalSchema } from '@acorn/domain/renewals';
import { renewalsContract } from '@acorn/domain/renewals';
import { acornRenewals as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Contract renewals (spec doc 1; role 1): the renewal date is the contract start plus one year, derived. */
export const renewals = fromContract(renewalsContract, table, {
  row: renewalSchema,
  input: renewalInputSchema,
});
