import { localContentInputSchema, localContentSchema } from '@acorn/domain/content';
import { localContentsContract } from '@acorn/domain/content';
import { localContents as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Local contents: the contract, on its table. */
export const localContents = fromContract(localContentsContract, table, {
  row: localContentSchema,
  input: localContentInputSchema,
});
