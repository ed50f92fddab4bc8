import { PART_COUNT_FIELDS, type Part, type PartInput } from '@acorn/domain/parts';
import { partsContract } from '@acorn/domain/parts';
import { col } from '../../components/resource-table/columns';
import { groupAndStampColumns } from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { formatDate } from '../../lib/format';

/** 'usb_cable' → 'Usb cable'. */
const heading = (field: string) => field[0]!.toUpperCase() + field.slice(1).replaceAll('_', ' ');

/** Stock counts of tablet parts (spec doc 1; role 1): whole numbers. */
export const partsTable: TableDefinition<Part, PartInput> = {
  source: partsContract,
  noun: 'parts count',
  rowName: (row) => `of ${formatDate(row.last_modified_date)}`,
  shown: [...PART_COUNT_FIELDS.slice(0, 6), 'last_modified_date'],
  columns: () => [
    ...PART_COUNT_FIELDS.map((field) => col.number<Part>(field, heading(field))),
    col.longText('comments', 'Comments'),
    ...groupAndStampColumns<Part>(),
  ],
};
