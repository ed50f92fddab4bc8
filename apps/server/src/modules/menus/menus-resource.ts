import { apiAccess, menuInputSchema, menuSchema, validateMenu } from '@acorn/domain';
import { menus as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';
import { menuFiles } from './menu-files.js';

export const menus = defineResource({
  name: 'menus',
  table,
  id: table.menus_id,
  group: table.group_id,
  modified: table.last_updated,
  access: contentAccess(apiAccess('menus')),
  row: menuSchema,
  input: menuInputSchema,
  validate: (row) => validateMenu(row),
  searchable: [table.title, table.description, table.file],
  filters: { location: table.location },
  notFound: 'Menu not found.',
  afterDelete: (app, row) => menuFiles(app).remove(row.file_path as string | null),
});
