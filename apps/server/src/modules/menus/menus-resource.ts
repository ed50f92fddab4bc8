import { menuInputSchema, menuSchema } from '@acorn/domain/content';
import { menusContract } from '@acorn/domain/content';
import { menus as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';
import { menuFiles } from './menu-files.js';

/** Menus: the contract, on its table; a deleted menu's stored PDF goes once the deletion is committed. */
export const menus = fromContract(menusContract, table, {
  row: menuSchema,
  input: menuInputSchema,
  afterDelete: (app, row) => menuFiles(app).remove(row.file_path),
});
