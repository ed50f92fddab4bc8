import { RESOURCE_MESSAGES, ROLE, validateSuggestedApp, type SuggestedApp } from '@acorn/domain';
import { groupColumn, imageColumn, stampColumn, textColumn } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Apps suggested for the tablets (spec doc 1; role 1), each shown with its image. */
export const suggestedAppsTable: TableDefinition<SuggestedApp> = {
  resource: 'acorn-suggested-apps',
  idField: 'id',
  label: 'Suggested Apps',
  validate: validateSuggestedApp,
  newRow: () => ({ category: '', img_url: '', title: '', description: '', app_package: '' }),
  messages: RESOURCE_MESSAGES['acorn-suggested-apps'],
  exportAccess: [ROLE.ADMIN],
  columnChooser: true,
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    textColumn('category', 'Category'),
    imageColumn('img_url', 'Image', (row) => row.title),
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    textColumn('app_package', 'App Package'),
    groupColumn<SuggestedApp>(),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
