import { CONTENT_LOCATIONS, type Noticeboard, type NoticeboardInput } from '@acorn/domain/content';
import { noticeboardsContract } from '@acorn/domain/content';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Noticeboards (spec doc 1): an image from its address and an expiry date. */
export const noticeboardsTable: TableDefinition<Noticeboard, NoticeboardInput> = {
  source: noticeboardsContract,
  noun: 'noticeboard',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.image('image_url', 'Image', (row) => row.title ?? ''),
    col.expiry('expire_date', 'Expires'),
    col.choice('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [col.group<Noticeboard>()] : []),
    col.stamp('last_updated', 'Last updated'),
  ],
};
