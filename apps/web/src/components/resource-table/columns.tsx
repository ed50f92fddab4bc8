import { Chip, Link, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { isExpired } from '@acorn/domain/time';
import { formatDate, formatDateTime, formatEuro } from '../../lib/format';
import { Thumbnail } from '../thumbnail';
import type { Choice, FieldInput, LookupSource, ResourceColumn } from './field-input';
import type { ListedResource } from './resource-api';
import { GroupName } from './group-name';

// Column kinds the tables share: each is what the grid shows and how the form types it. A table's
// declaration lists them by the row's own field names, so a misspelt field does not compile.
type Field<R> = keyof R & string;
type Col<R extends GridValidRowModel> = ResourceColumn<R>;

const column = <R extends GridValidRowModel>(
  field: Field<R>,
  headerName: string,
  input: FieldInput | undefined,
  look: Omit<Col<R>, 'field' | 'headerName' | 'input'> = {},
): Col<R> => ({ field, headerName, minWidth: 120, ...look, ...(input ? { input } : {}) });

export const textColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string, flex = 1) =>
  column<R>(field, headerName, { kind: 'text' }, { flex, minWidth: 140 });

/** Several lines (descriptions, notes, addresses): a wider column, a taller input. */
export const longTextColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'text', multiline: true }, { flex: 1.5, minWidth: 180 });

/** An email address: the phone's keyboard for addresses. */
export const emailColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'text', type: 'email' }, { flex: 1.5, minWidth: 220 });

/** One of the spec's fixed values; `choices` where the stored value is not what people read. */
export const choiceColumn = <R extends GridValidRowModel>(
  field: Field<R>,
  headerName: string,
  options: readonly (string | number)[] | readonly Choice[],
) => {
  const choices: Choice[] = options.map((o) => (typeof o === 'object' ? o : { value: o, label: String(o) }));
  const label = (value: unknown) => choices.find((c) => c.value === value)?.label ?? '';
  return column<R>(
    field,
    headerName,
    { kind: 'choice', choices },
    { width: 170, valueFormatter: (value) => label(value) },
  );
};

/** A web address, opened in a new tab. */
export const linkColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(
    field,
    headerName,
    { kind: 'text', type: 'url' },
    {
      flex: 1,
      minWidth: 180,
      renderCell: ({ value }) =>
        value ? (
          <Link href={String(value)} target="_blank" rel="noopener noreferrer">
            {String(value)}
          </Link>
        ) : null,
    },
  );

/** An image shown from its address (a placeholder if it does not load); `alt` names it for screen readers. */
export const imageColumn = <R extends GridValidRowModel>(
  field: Field<R>,
  headerName: string,
  alt: (row: R) => string,
) =>
  column<R>(
    field,
    headerName,
    { kind: 'text', type: 'url' },
    {
      width: 120,
      sortable: false,
      renderCell: ({ value, row }) => (value ? <Thumbnail src={String(value)} alt={alt(row)} /> : null),
    },
  );

/** A 'YYYY-MM-DD' date, shown and picked as DD.MM.YYYY. */
export const dateColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'date' }, { width: 150, valueFormatter: (v) => formatDate(v) });

/** An instant (ISO 8601), in local time: DD.MM.YYYY HH:mm:ss, picked with a 24-hour clock. */
export const dateTimeColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(
    field,
    headerName,
    { kind: 'dateTime' },
    { width: 200, valueFormatter: (v) => formatDateTime(v) },
  );

/** An expiry date: a date column whose past dates are marked Expired (in words, not by colour alone). */
export const expiryColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string): Col<R> => ({
  ...dateColumn<R>(field, headerName),
  width: 190,
  renderCell: ({ row, formattedValue }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{formattedValue as string}</span>
      {isExpired(row[field] as string | null) && <Chip size="small" label="Expired" variant="outlined" />}
    </Stack>
  ),
});

/** Yes or no: a switch in the form, a tick in the grid. */
export const booleanColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'boolean' }, { width: 120, type: 'boolean' });

/** A whole number (counts, priorities, PINs). */
export const numberColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'number' }, { width: 120, type: 'number' });

/** A number that may have a fraction (a latitude). */
export const decimalColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, { kind: 'decimal' }, { width: 130, type: 'number' });

/** A number the server counts (a facility's residents): shown and sorted by, never typed. */
export const countColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(field, headerName, undefined, { width: 120, type: 'number' });

/** An amount in EUR, 0 to 2 fraction digits (spec doc 1 §9). */
export const euroColumn = <R extends GridValidRowModel>(field: Field<R>, headerName: string) =>
  column<R>(
    field,
    headerName,
    { kind: 'euro' },
    { width: 140, type: 'number', valueFormatter: (v) => formatEuro(v) },
  );

/** Role 1 only: the group a row belongs to, by name. */
export const groupColumn = <R extends GridValidRowModel & { group_id?: number | null }>() =>
  column<R>(
    'group_id',
    'Group',
    { kind: 'group' },
    {
      width: 170,
      renderCell: ({ value }) => <GroupName id={value as number | null} />,
    },
  );

/** The server's change stamp: shown, never typed. */
export const stampColumn = <R extends GridValidRowModel>(field: Field<R>, headerName = 'Last modified') =>
  column<R>(field, headerName, undefined, { width: 170, valueFormatter: (v) => formatDateTime(v) });

/** A column shown but never typed: what the server derives (renewal dates); the form shows it read-only. */
export const readOnly = <R extends GridValidRowModel>(col: Col<R>): Col<R> => ({ ...col, derived: true });

/**
 * Text picked from a server list or typed: the order number and Acorn ID pickers. A list that fails to
 * load leaves only typing, as the spec's secondary loads do.
 */
export const lookupColumn = <R extends GridValidRowModel>(
  field: Field<R>,
  headerName: string,
  lookup: ListedResource,
  key: string = field,
) => {
  const source: LookupSource = { lookup, key };
  return column<R>(field, headerName, { kind: 'lookup', source }, { flex: 1, minWidth: 140 });
};

/** Text typed or picked from a fixed list as it is typed: too long a list for a menu (time zones). */
export const suggestColumn = <R extends GridValidRowModel>(
  field: Field<R>,
  headerName: string,
  options: readonly string[],
) => column<R>(field, headerName, { kind: 'suggest', options }, { flex: 1, minWidth: 170 });

/** The column kinds by name, for a table's declaration: `col.text('title', 'Title')`. */
export const col = {
  text: textColumn,
  longText: longTextColumn,
  email: emailColumn,
  choice: choiceColumn,
  link: linkColumn,
  image: imageColumn,
  date: dateColumn,
  dateTime: dateTimeColumn,
  expiry: expiryColumn,
  boolean: booleanColumn,
  number: numberColumn,
  decimal: decimalColumn,
  count: countColumn,
  euro: euroColumn,
  group: groupColumn,
  stamp: stampColumn,
  lookup: lookupColumn,
  suggest: suggestColumn,
  readOnly,
};
