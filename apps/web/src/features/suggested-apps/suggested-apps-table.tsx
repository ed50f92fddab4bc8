import type { SuggestedApp, SuggestedAppInput } from '@acorn/domain';
import { suggestedAppsContract } from '@acorn/domain/contracts/suggested-apps';
import {
  groupColumn,
  imageColumn,
  longTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Apps suggested for the tablets (spec doc 1; role 1), each shown with its image. */
export const suggestedAppsTable: TableDefinition<SuggestedApp, SuggestedAppInput> = {
  source: suggestedAppsContract,
  noun: 'suggested app',
  rowName: (row) => row.title ?? '',
  shown: ['category', 'img_url', 'title', 'app_package'],
  columns: () => [
    textColumn('category', 'Category'),
    imageColumn('img_url', 'Image', (row) => row.title ?? ''),
    textColumn('title', 'Title'),
    longTextColumn('description', 'Description'),
    textColumn('app_package', 'App Package'),
    groupColumn<SuggestedApp>(),
    stampColumn('last_modified_date'),
  ],
};
