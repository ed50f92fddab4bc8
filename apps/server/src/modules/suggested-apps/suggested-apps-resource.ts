import { suggestedAppInputSchema, suggestedAppSchema } from '@acorn/domain';
import { suggestedAppsContract } from '@acorn/domain/contracts/suggested-apps';
import { acornSuggestedApps as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Apps suggested for the tablets (spec doc 1; role 1), shown with the image at img_url. */
export const suggestedApps = fromContract(suggestedAppsContract, table, {
  row: suggestedAppSchema,
  input: suggestedAppInputSchema,
});
