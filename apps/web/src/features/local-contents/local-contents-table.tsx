import {
  CONTENT_LOCATIONS,
  LOCAL_CONTENT_CATEGORIES,
  RESOURCE_MESSAGES,
  ROLE,
  validateLocalContent,
  type LocalContent,
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

/** Local contents (spec doc 1): the spec's categories and locations; group and CSV export for role 1 only. */
export const localContentsTable: TableDefinition<LocalContent> = {
  resource: 'local-contents',
  idField: 'id',
  label: 'Local Contents',
  validate: validateLocalContent,
  newRow: () => ({ category: '', title: '', description: '', url: '', icon_url: '', county: 'All' }),
  messages: RESOURCE_MESSAGES['local-contents'] ?? {},
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: ({ isAdmin }) => [
    choiceColumn('category', 'Category', LOCAL_CONTENT_CATEGORIES),
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<LocalContent>()] : []),
    stampColumn('last_modified_date'),
  ],
};
