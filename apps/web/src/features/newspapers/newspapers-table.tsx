import {
  NEWSPAPER_LOCATIONS,
  RESOURCE_MESSAGES,
  ROLE,
  validateNewspaper,
  type Newspaper,
} from '@acorn/domain';
import {
  choiceColumn,
  groupColumn,
  imageColumn,
  linkColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Newspapers (spec doc 1): county under the heading Location; group and CSV export for role 1 only. */
export const newspapersTable: TableDefinition<Newspaper> = {
  resource: 'newspapers',
  idField: 'newspaper_id',
  label: 'Newspapers',
  validate: validateNewspaper,
  newRow: () => ({ title: '', description: '', url: '', icon_url: '', county: 'All' }),
  messages: RESOURCE_MESSAGES.newspapers ?? {},
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', NEWSPAPER_LOCATIONS),
    ...(isAdmin ? [groupColumn<Newspaper>()] : []),
    stampColumn('last_modified_date'),
  ],
};
