import {
  CONTENT_LOCATIONS,
  RESOURCE_MESSAGES,
  ROLE,
  validateNoticeboard,
  type Noticeboard,
} from '@acorn/domain';
import {
  choiceColumn,
  expiryColumn,
  groupColumn,
  imageColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Noticeboards (spec doc 1): an image from its address and an expiry date. */
export const noticeboardsTable: TableDefinition<Noticeboard> = {
  resource: 'noticeboards',
  idField: 'noticeboard_id',
  label: 'Noticeboards',
  validate: validateNoticeboard,
  newRow: () => ({ title: '', description: '', image_url: '', expire_date: null, location: 'All' }),
  messages: RESOURCE_MESSAGES.noticeboards ?? {},
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_updated', sort: 'desc' },
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    imageColumn('image_url', 'Image', (row) => row.title),
    expiryColumn('expire_date', 'Expires'),
    choiceColumn('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<Noticeboard>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
};
