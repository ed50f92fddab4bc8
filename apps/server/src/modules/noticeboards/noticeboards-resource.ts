import { apiAccess, noticeboardInputSchema, noticeboardSchema, validateNoticeboard } from '@acorn/domain';
import { noticeboards as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

export const noticeboards = defineResource({
  name: 'noticeboards',
  table,
  id: table.noticeboard_id,
  group: table.group_id,
  modified: table.last_updated,
  access: contentAccess(apiAccess('noticeboards')),
  row: noticeboardSchema,
  input: noticeboardInputSchema,
  // The spec names these rules for updates; a new noticeboard needs a title and description just the same.
  validate: (row) => validateNoticeboard(row),
  searchable: [table.title, table.description],
  filters: { location: table.location },
  notFound: 'Noticeboard not found.',
});
