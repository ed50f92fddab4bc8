import {
  apiAccess,
  noticeboardInputSchema,
  noticeboardSchema,
  ROLE,
  validateNoticeboard,
} from '@acorn/domain';
import { noticeboards as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';

const editors = apiAccess('noticeboards');

export const noticeboards = defineResource({
  name: 'noticeboards',
  table,
  id: table.noticeboard_id,
  group: table.group_id,
  modified: table.last_updated,
  access: { read: editors, create: editors, update: editors, delete: editors, export: [ROLE.ADMIN] },
  row: noticeboardSchema,
  input: noticeboardInputSchema,
  // The spec names these rules for updates; a new noticeboard needs a title and description just the same.
  validate: (row) => validateNoticeboard(row),
  searchable: [table.title, table.description],
  filters: { location: table.location },
  notFound: 'Noticeboard not found.',
});
