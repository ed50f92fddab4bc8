import { repairInputSchema, repairSchema } from '@acorn/domain/repairs';
import { repairsContract } from '@acorn/domain/repairs';
import { acornRepairs as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Repairs (spec doc 1; role 1): Not Started, In Progress or Finished; cost in EUR. */
export const repairs = fromContract(repairsContract, table, { row: repairSchema, input: repairInputSchema });
