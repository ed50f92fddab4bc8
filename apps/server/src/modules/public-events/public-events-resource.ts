import { apiAccess, publicEventInputSchema, publicEventSchema, validateActivity } from '@acorn/domain';
import { publicEvents as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Activities (spec doc 2 §2.4): the table's rows and, through calendar-routes, the calendar's events. */
export const publicEvents = defineResource({
  name: 'public-events',
  table,
  id: table.public_event_id,
  group: table.group_id,
  modified: table.last_updated,
  access: contentAccess(apiAccess('public-events')),
  row: publicEventSchema,
  input: publicEventInputSchema,
  // "In the future" is judged by the server's clock, as the browser judges it by its own.
  validate: (row, _mode, now) => validateActivity(row, now),
  defaults: { county: 'All' },
  // Stored as the instants they name, whatever ISO spelling the browser sent.
  derive: (row) => ({
    start_time: new Date(row.start_time as string).toISOString(),
    end_time: new Date(row.end_time as string).toISOString(),
  }),
  searchable: [table.title, table.location, table.description],
  filters: { category: table.category, county: table.county },
  notFound: 'Activity not found.',
});
