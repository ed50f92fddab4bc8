import { CONTENT_LOCATIONS, type Noticeboard, type NoticeboardInput } from '@acorn/domain';
import { noticeboardsContract } from '@acorn/domain/contracts/noticeboards';
import {
  choiceColumn,
  expiryColumn,
  groupColumn,
  imageColumn,
  longTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Noticeboards (spec doc 1): an image from its address and an expiry date. */
export const noticeboardsTable: TableDefinition<Noticeboard, NoticeboardInput> = {
  source: noticeboardsContract,
  noun: 'noticeboard',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    longTextColumn('description', 'Description'),
    imageColumn('image_url', 'Image', (row) => row.title ?? ''),
    expiryColumn('expire_date', 'Expires'),
    choiceColumn('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<Noticeboard>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
};
