import type { Menu, MenuInput } from './content';
import { menuRules } from './rules';
import { defineContract } from '../shared/contract';
import { contentMessages } from '../shared/messages';

/** Menus (spec doc 1): a title and a PDF the tablets show (the file has its own routes). */
export const menusContract = defineContract<Menu, MenuInput>({
  name: 'menus',
  route: '/menus',
  label: 'Menus',
  messages: contentMessages(),
  id: 'menus_id',
  modified: 'last_updated',
  rules: () => menuRules,
  defaults: {},
  searchable: ['title', 'description', 'file'],
  filters: ['location'],
  notFound: 'Menu not found.',
});
