import { ACTIVITY_CATEGORIES, type PublicEvent, type PublicEventInput } from '@acorn/domain/activities';
import { CONTENT_LOCATIONS } from '@acorn/domain/content';
import { publicEventsContract } from '@acorn/domain/activities';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Activities as a table (spec doc 2 §2.4): 10 a page, newest change first, rows can be duplicated. */
export const activitiesTable: TableDefinition<PublicEvent, PublicEventInput> = {
  source: publicEventsContract,
  noun: 'activity',
  rowName: (row) => row.title ?? '',
  duplicate: true,
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.text('location', 'Location'),
    col.longText('description', 'Description'),
    col.choice('category', 'Category', ACTIVITY_CATEGORIES),
    col.dateTime('start_time', 'Start'),
    col.dateTime('end_time', 'End'),
    col.choice('county', 'County', CONTENT_LOCATIONS),
    ...(isAdmin ? [col.group<PublicEvent>()] : []),
    col.stamp('last_updated', 'Last updated'),
  ],
};
