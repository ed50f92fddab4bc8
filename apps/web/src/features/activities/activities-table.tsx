import {
  ACTIVITY_CATEGORIES,
  CONTENT_LOCATIONS,
  type PublicEvent,
  type PublicEventInput,
} from '@acorn/domain';
import { publicEventsContract } from '@acorn/domain/contracts/public-events';
import {
  choiceColumn,
  dateTimeColumn,
  groupColumn,
  longTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Activities as a table (spec doc 2 §2.4): 10 a page, newest change first, rows can be duplicated. */
export const activitiesTable: TableDefinition<PublicEvent, PublicEventInput> = {
  source: publicEventsContract,
  noun: 'activity',
  rowName: (row) => row.title ?? '',
  duplicate: true,
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('location', 'Location'),
    longTextColumn('description', 'Description'),
    choiceColumn('category', 'Category', ACTIVITY_CATEGORIES),
    dateTimeColumn('start_time', 'Start'),
    dateTimeColumn('end_time', 'End'),
    choiceColumn('county', 'County', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<PublicEvent>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
};
