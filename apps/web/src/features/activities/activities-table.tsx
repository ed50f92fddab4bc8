import {
  ACTIVITY_CATEGORIES,
  CONTENT_LOCATIONS,
  RESOURCE_MESSAGES,
  ROLE,
  validateActivity,
  type PublicEvent,
} from '@acorn/domain';
import {
  choiceColumn,
  dateTimeColumn,
  groupColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Activities as a table (spec doc 2 §2.4): 10 a page, newest change first, rows can be duplicated. */
export const activitiesTable: TableDefinition<PublicEvent> = {
  resource: 'public-events',
  idField: 'public_event_id',
  label: 'Activities',
  // "In the future" is judged when Save is pressed.
  validate: (row) => validateActivity(row, new Date()),
  newRow: () => ({ title: '', location: '', description: '', start_time: '', end_time: '', county: 'All' }),
  messages: RESOURCE_MESSAGES['public-events'] ?? {},
  exportAccess: [ROLE.ADMIN],
  duplicate: true,
  defaultSort: { field: 'last_updated', sort: 'desc' },
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('location', 'Location'),
    textColumn('description', 'Description', 1.5),
    choiceColumn('category', 'Category', ACTIVITY_CATEGORIES),
    dateTimeColumn('start_time', 'Start'),
    dateTimeColumn('end_time', 'End'),
    choiceColumn('county', 'County', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<PublicEvent>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
};
