import { suggestedAppInputSchema, suggestedAppSchema } from '@acorn/domain/suggested-apps';
import { suggestedAppsContract } from '@acorn/domain/suggested-apps';
import { acornSuggestedApps as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Apps suggested for the tablets (spec doc 1; role 1), shown with the image at img_url. */
export const suggestedApps = fromContract(suggestedAppsContract, table, {
  row: suggestedAppSchema,
  input: suggestedAppInputSchema,
});
