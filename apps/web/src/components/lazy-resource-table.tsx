import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, type ComponentType } from 'react';
import { AfterFirstPaint } from './after-first-paint';
import type { TableProps } from './resource-table/resource-table';
import { TableFrame } from './resource-table/table-frame';

/**
 * The table's code (MUI X Data Grid, the portal's heaviest part): asked for as soon as a screen that shows
 * it is loaded, drawn once the screen has painted.
 */
const code = import('./resource-table/resource-table');
const Table = lazy(() =>
  code.then((m) => ({ default: m.ResourceTable as ComponentType<TableProps<GridValidRowModel, object>> })),
);

/**
 * ResourceTable for a screen with more than its table (maintenances, activities, the audit log): the
 * screen's heading and its other parts paint first, in the table's frame, as a plain table screen's do
 * (screens.tsx), instead of all waiting for the grid's code (issue 42: /maintenance's LCP was 1.6 s).
 */
export function LazyResourceTable<R extends GridValidRowModel, I extends object>(props: TableProps<R, I>) {
  return (
    <AfterFirstPaint fallback={<TableFrame label={props.def.source.label} />}>
      <Table {...(props as unknown as TableProps<GridValidRowModel, object>)} />
    </AfterFirstPaint>
  );
}
