import { publicEventInputSchema, publicEventSchema } from '@acorn/domain/activities';
import { publicEventsContract } from '@acorn/domain/activities';
import { publicEvents as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Activities: the contract, on its table. */
export const publicEvents = fromContract(publicEventsContract, table, {
  row: publicEventSchema,
  input: publicEventInputSchema,
});
