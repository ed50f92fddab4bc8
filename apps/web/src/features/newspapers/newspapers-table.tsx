import { NEWSPAPER_LOCATIONS, type Newspaper, type NewspaperInput } from '@acorn/domain/content';
import { newspapersContract } from '@acorn/domain/content';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Newspapers (spec doc 1): county under the heading Location; group and CSV export for role 1 only. */
export const newspapersTable: TableDefinition<Newspaper, NewspaperInput> = {
  source: newspapersContract,
  noun: 'newspaper',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.link('url', 'Web address'),
    col.image('icon_url', 'Logo', (row) => `${row.title} logo`),
    col.choice('county', 'Location', NEWSPAPER_LOCATIONS),
    ...(isAdmin ? [col.group<Newspaper>()] : []),
    col.stamp('last_modified_date'),
  ],
};
