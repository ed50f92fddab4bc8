import { noticeboardInputSchema, noticeboardSchema } from '@acorn/domain/content';
import { noticeboardsContract } from '@acorn/domain/content';
import { noticeboards as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Noticeboards: the contract, on its table. */
export const noticeboards = fromContract(noticeboardsContract, table, {
  row: noticeboardSchema,
  input: noticeboardInputSchema,
});
