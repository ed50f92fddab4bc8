import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, type ComponentType } from 'react';
import { Screen } from '../screen';
import type { TableDefinition } from './table-definition';

/**
 * A screen that is one editable table, loaded when its route is first visited: the table's declaration
 * and the table component (MUI X Data Grid, the portal's heaviest part) come together, in parallel. The
 * component must stay a dynamic import: imported statically here, it lands in the main chunk that the
 * sign-in page loads (the page-weight e2e test holds this).
 */
export function lazyTableScreen<R extends GridValidRowModel, K extends string>(
  load: () => Promise<Record<K, TableDefinition<R>>>,
  name: K,
): ComponentType<{ title: string }> {
  return lazy(async () => {
    const [definitions, { ResourceTable }] = await Promise.all([load(), import('./resource-table')]);
    const def = definitions[name];
    return {
      default: ({ title }: { title: string }) => (
        <Screen title={title}>
          <ResourceTable<R> def={def} />
        </Screen>
      ),
    };
  });
}
