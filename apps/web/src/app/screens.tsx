import { lazy } from 'react';
import { AfterFirstPaint } from '../components/after-first-paint';
import { firstPage, rowsQuery } from '../components/resource-table/resource-api';
import { TableFrame } from '../components/resource-table/table-frame';
import { Screen } from '../components/screen';
import { queryClient } from '../lib/query-client';
import { permits } from '@acorn/domain';
import type { AnyTable } from '../components/resource-table/table-definition';
import { getSession, groupPermissionsOf } from '../lib/session';
import { loadResourceTable, type ScreenCode, type ScreenComponent } from './screen-code';

/** Loads a screen's code: the router calls it while the navigation is pending (a route's `lazy`). */
export type ScreenLoader = () => Promise<ScreenComponent>;

/**
 * A screen that is one editable table. Its route waits for no code: the heading and the table's frame
 * paint first, while the grid's code and the table's declaration load, and the first page of rows is
 * fetched as soon as the declaration says what to fetch, so the rows are there when the grid is.
 */
const tableScreen =
  (load: () => Promise<AnyTable>): ScreenLoader =>
  async () => {
    const definition = load().then((def) => {
      // Not for a group that may not read them: the server would refuse, and the screen says so instead.
      // (Its roles are the route's, which admitted the user.)
      if (permits(groupPermissionsOf(getSession()), def.source.permissions?.read))
        void queryClient.prefetchQuery(rowsQuery(def.source.name, firstPage(def.source)));
      return def;
    });
    const ready = Promise.all([definition, loadResourceTable()]).then(([def, { ResourceTable }]) => ({
      default: def.with((own) => () => <ResourceTable def={own} />),
    }));
    const Table = lazy(() => ready);
    return ({ title }) => (
      <Screen title={title}>
        <AfterFirstPaint fallback={<TableFrame label={title} />}>
          <Table />
        </AfterFirstPaint>
      </Screen>
    );
  };

/** The loader of a built screen's code (see SCREEN_CODE). */
export const screenLoader = (code: ScreenCode): ScreenLoader =>
  code.kind === 'table' ? tableScreen(code.load) : code.load;
