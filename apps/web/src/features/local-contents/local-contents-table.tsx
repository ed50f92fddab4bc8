import { CONTENT_LOCATIONS, LOCAL_CONTENT_CATEGORIES, type LocalContent } from '@acorn/domain';
import { localContentsContract } from '@acorn/domain/contracts/local-contents';
import {
  choiceColumn,
  groupColumn,
  imageColumn,
  linkColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import { tableFromContract } from '../../components/resource-table/table-definition';

/** Local contents (spec doc 1): the spec's categories and locations; the group column for role 1 only. */
export const localContentsTable = tableFromContract(localContentsContract, {
  columns: ({ isAdmin }) => [
    choiceColumn('category', 'Category', LOCAL_CONTENT_CATEGORIES),
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', CONTENT_LOCATIONS),
    ...(isAdmin ? [groupColumn<LocalContent>()] : []),
    stampColumn('last_modified_date'),
  ],
});
