import {
  CONTENT_LOCATIONS,
  MENU_DEFAULT_FILE_NAME,
  RESOURCE_MESSAGES,
  ROLE,
  validateMenu,
  type Menu,
} from '@acorn/domain';
import {
  choiceColumn,
  expiryColumn,
  groupColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { MenuFileCell } from './menu-file-cell';

/** Menus (spec doc 1): each carries a PDF kept on the server; past their expiry date they are marked. */
export const menusTable: TableDefinition<Menu> = {
  resource: 'menus',
  idField: 'menus_id',
  label: 'Menus',
  validate: validateMenu,
  newRow: () => ({
    title: '',
    description: '',
    file: MENU_DEFAULT_FILE_NAME,
    file_size: null,
    location: 'All',
  }),
  messages: RESOURCE_MESSAGES.menus ?? {},
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_updated', sort: 'desc' },
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    {
      field: 'file',
      headerName: 'Menu PDF',
      minWidth: 400,
      flex: 1.5,
      renderCell: ({ row }) => <MenuFileCell menu={row} saved={row.menus_id > 0} />,
    },
    expiryColumn('expire_date', 'Expires'),
    choiceColumn('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<Menu>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
};
