import { CONTENT_LOCATIONS, type Menu, type MenuInput } from '@acorn/domain/content';
import { menusContract } from '@acorn/domain/content';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { MenuFileCell } from './menu-file-cell';

/**
 * Menus (spec doc 1): each carries a PDF kept on the server, uploaded from its row once the menu is saved;
 * past their expiry date they are marked.
 */
export const menusTable: TableDefinition<Menu, MenuInput> = {
  source: menusContract,
  noun: 'menu',
  rowName: (row) => row.title ?? row.file,
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    {
      field: 'file',
      headerName: 'Menu PDF',
      minWidth: 180,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <MenuFileCell menu={row} />,
      text: (row) => row.file,
    },
    col.expiry('expire_date', 'Expires'),
    col.choice('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [col.group<Menu>()] : []),
    col.stamp('last_updated', 'Last updated'),
  ],
};
