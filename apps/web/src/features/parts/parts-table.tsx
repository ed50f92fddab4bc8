import { productLabel, PART_COUNT_FIELDS, RESOURCE_MESSAGES, ROLE, type Part } from '@acorn/domain';
import { groupColumn, numberColumn, stampColumn, textColumn } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** 'usb_cable' → 'Usb cable'. */
const heading = (field: string) => field[0]!.toUpperCase() + field.slice(1).replaceAll('_', ' ');

/** Stock counts of tablet parts (spec doc 1; role 1): whole numbers, 0 until counted. */
export const partsTable: TableDefinition<Part> = {
  resource: 'acorn-parts',
  idField: 'acorn_part_id',
  label: productLabel('Parts'),
  validate: () => null,
  newRow: () => ({
    ...Object.fromEntries(PART_COUNT_FIELDS.map((field) => [field, 0])),
    comments: '',
  }),
  messages: RESOURCE_MESSAGES['acorn-parts'],
  exportAccess: [ROLE.ADMIN],
  columnChooser: true,
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    ...PART_COUNT_FIELDS.map((field) => numberColumn<Part>(field, heading(field))),
    textColumn('comments', 'Comments', 1.5),
    groupColumn<Part>(),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
