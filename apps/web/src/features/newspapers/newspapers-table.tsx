import { NEWSPAPER_LOCATIONS, type Newspaper } from '@acorn/domain';
import { newspapersContract } from '@acorn/domain/contracts/newspapers';
import {
  choiceColumn,
  groupColumn,
  imageColumn,
  linkColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import { tableFromContract } from '../../components/resource-table/table-definition';

/** Newspapers (spec doc 1): county under the heading Location; the group column for role 1 only. */
export const newspapersTable = tableFromContract(newspapersContract, {
  columns: ({ isAdmin }) => [
    textColumn('title', 'Title'),
    textColumn('description', 'Description', 1.5),
    linkColumn('url', 'Web address'),
    imageColumn('icon_url', 'Logo', (row) => `${row.title} logo`),
    choiceColumn('county', 'Location', NEWSPAPER_LOCATIONS),
    ...(isAdmin ? [groupColumn<Newspaper>()] : []),
    stampColumn('last_modified_date'),
  ],
});
