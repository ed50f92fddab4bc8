import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, type ComponentType } from 'react';
import { Screen } from '../screen';
import { ResourceTable } from './resource-table';
import type { TableDefinition } from './table-definition';

/**
 * A screen that is one editable table, loaded as its own chunk with its declaration: most of the
 * portal's tables are nothing more.
 */
export function lazyTableScreen<R extends GridValidRowModel, K extends string>(
  load: () => Promise<Record<K, TableDefinition<R>>>,
  name: K,
): ComponentType<{ title: string }> {
  return lazy(async () => {
    const def = (await load())[name];
    return {
      default: ({ title }: { title: string }) => (
        <Screen title={title}>
          <ResourceTable<R> def={def} />
        </Screen>
      ),
    };
  });
}
