import { CONTENT_LOCATIONS, type Noticeboard } from '@acorn/domain';
import { noticeboardsContract } from '@acorn/domain/contracts/noticeboards';
import {
  choiceColumn,
  expiryColumn,
  groupColumn,
  imageColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import { tableFromContract } from '../../components/resource-table/table-definition';

/** Noticeboards (spec doc 1): an image from its address and an expiry date. */
export const noticeboardsTable = tableFromContract(noticeboardsContract, {
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    imageColumn('image_url', 'Image', (row) => row.title),
    expiryColumn('expire_date', 'Expires'),
    choiceColumn('location', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<Noticeboard>()] : []),
    stampColumn('last_updated', 'Last updated'),
  ],
});
