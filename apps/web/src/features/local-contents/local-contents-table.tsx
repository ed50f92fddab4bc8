import {
  CONTENT_LOCATIONS,
  LOCAL_CONTENT_CATEGORIES,
  type LocalContent,
  type LocalContentInput,
} from '@acorn/domain/content';
import { localContentsContract } from '@acorn/domain/content';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Local contents (spec doc 1): the spec's categories and locations; group and CSV export for role 1 only. */
export const localContentsTable: TableDefinition<LocalContent, LocalContentInput> = {
  source: localContentsContract,
  noun: 'local content',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    col.choice('category', 'Category', LOCAL_CONTENT_CATEGORIES),
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.link('url', 'Web address'),
    col.image('icon_url', 'Logo', (row) => `${row.title} logo`),
    col.choice('county', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [col.group<LocalContent>()] : []),
    col.stamp('last_modified_date'),
  ],
};
