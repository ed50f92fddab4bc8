import { maintenanceInputSchema, maintenanceSchema } from '@acorn/domain/maintenance';
import { maintenancesContract } from '@acorn/domain/maintenance';
import { acornUsers, maintenances as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';
import { nextStartDate } from './next-start-date.js';
import { openNextOccurrence } from './next-occurrence.js';
import { hasPhoto, requestedByName } from './requested-by.js';
import { stampResponseTimes } from './response-times.js';

/**
 * Maintenance jobs: the contract, on its table, with the reference to the resident a job is for. A
 * recurring job marked Done opens its next occurrence in the same transaction, and every row read says
 * when the occurrence it opened starts. Every save stamps when the job was responded to and completed.
 * A family member's request (issue 20) says who asked and whether a photo came with it, read-only.
 */
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
  computed: {
    next_start_date: nextStartDate(table.maintenance_id),
    requested_by_name: requestedByName(table.requested_by, table.user_id),
    has_photo: hasPhoto(table.photo_path),
  },
  afterWrite: async (tx, req, saved, body, mode) => {
    await stampResponseTimes(tx, req, saved, mode);
    await openNextOccurrence(tx, req, saved, body);
  },
});
