import { partInputSchema, partSchema } from '@acorn/domain/parts';
import { partsContract } from '@acorn/domain/parts';
import { acornParts as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Stock counts of tablet parts (spec doc 1; role 1): non-negative whole numbers, 0 until counted. */
export const parts = fromContract(partsContract, table, { row: partSchema, input: partInputSchema });
