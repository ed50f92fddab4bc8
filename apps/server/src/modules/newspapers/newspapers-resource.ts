import { newspaperInputSchema, newspaperSchema } from '@acorn/domain/content';
import { newspapersContract } from '@acorn/domain/content';
import { newspapers as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Newspapers: the contract, on its table. */
export const newspapers = fromContract(newspapersContract, table, {
  row: newspaperSchema,
  input: newspaperInputSchema,
});
