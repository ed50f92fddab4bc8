import {
  CONTENT_LOCATIONS,
  LOCAL_CONTENT_CATEGORIES,
  type LocalContent,
  type LocalContentInput,
} from '@acorn/domain';
import { localContentsContract } from '@acorn/domain/contracts/local-contents';
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

/** Local contents (spec doc 1): the spec's categories and locations; group and CSV export for role 1 only. */
export const localContentsTable: TableDefinition<LocalContent, LocalContentInput> = {
  source: localContentsContract,
  noun: 'local content',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    choiceColumn('category', 'Category', LOCAL_CONTENT_CATEGORIES),
    textColumn('title', 'Title'),
    longTextColumn('description', 'Description'),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<LocalContent>()] : []),
    stampColumn('last_modified_date'),
  ],
};
