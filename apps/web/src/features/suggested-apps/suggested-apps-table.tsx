import type { SuggestedApp, SuggestedAppInput } from '@acorn/domain/suggested-apps';
import { suggestedAppsContract } from '@acorn/domain/suggested-apps';
import { col } from '../../components/resource-table/columns';
import { groupAndStampColumns } from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Apps suggested for the tablets (spec doc 1; role 1), each shown with its image. */
export const suggestedAppsTable: TableDefinition<SuggestedApp, SuggestedAppInput> = {
  source: suggestedAppsContract,
  noun: 'suggested app',
  rowName: (row) => row.title ?? '',
  shown: ['category', 'img_url', 'title', 'app_package'],
  columns: () => [
    col.text('category', 'Category'),
    col.image('img_url', 'Image', (row) => row.title ?? ''),
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.text('app_package', 'App Package'),
    ...groupAndStampColumns<SuggestedApp>(),
  ],
};
