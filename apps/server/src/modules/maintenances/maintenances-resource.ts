import { maintenanceInputSchema, maintenanceSchema } from '@acorn/domain';
import { maintenancesContract } from '@acorn/domain/contracts/maintenances';
import { acornUsers, maintenances as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Maintenance jobs: the contract, on its table, with the reference to the resident a job is for. */
export const maintenances = fromContract(maintenancesContract, table, {
  row: maintenanceSchema,
  input: maintenanceInputSchema,
  references: {
    user_id: {
      table: acornUsers,
      id: acornUsers.user_id,
      group: acornUsers.group_id,
      message: 'The resident this job is for was not found.',
    },
  },
});
