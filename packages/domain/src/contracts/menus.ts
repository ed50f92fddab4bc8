import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { Menu, MenuInput } from '../entities/content';
import { RESOURCE_MESSAGES } from '../messages';
import { menuRules } from '../validation/content';
import { contentAccess, defineContract } from './contract';

/** Menus (spec doc 1): a title and a PDF the tablets show (the file has its own routes). */
export const menusContract = defineContract<Menu, MenuInput>({
  name: 'menus',
  route: '/menus',
  label: 'Menus',
  id: 'menus_id',
  modified: 'last_updated',
  grouped: true,
  rules: () => menuRules,
  defaults: {},
  access: contentAccess('/menus'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_updated', order: 'desc' },
  searchable: ['title', 'description', 'file'],
  filters: ['location'],
  messages: RESOURCE_MESSAGES.menus,
  notFound: 'Menu not found.',
});
