import { NEWSPAPER_LOCATIONS, type Newspaper, type NewspaperInput } from '@acorn/domain';
import { newspapersContract } from '@acorn/domain/contracts/newspapers';
import {
  choiceColumn,
  groupColumn,
  imageColumn,
  linkColumn,
  longTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Newspapers (spec doc 1): county under the heading Location; group and CSV export for role 1 only. */
export const newspapersTable: TableDefinition<Newspaper, NewspaperInput> = {
  source: newspapersContract,
  noun: 'newspaper',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    longTextColumn('description', 'Description'),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', NEWSPAPER_LOCATIONS),
    ...(isAdmin ? [groupColumn<Newspaper>()] : []),
    stampColumn('last_modified_date'),
  ],
};
