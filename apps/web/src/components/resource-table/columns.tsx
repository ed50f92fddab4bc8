import { Autocomplete, Chip, InputBase, Link, Stack, TextField, Typography } from '@mui/material';
import {
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { DATE_FORMATS, isEmpty, isExpired } from '@acorn/domain';
import dayjs from 'dayjs';
import { api } from '../../lib/api';
import { formatDate, formatDateTime, formatEuro } from '../../lib/format';
import { Thumbnail } from '../thumbnail';

// Column kinds the tables share. Each returns a column; a table's declaration lists them.
type Col<R extends GridValidRowModel> = GridColDef<R>;

export const textColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  flex = 1,
): Col<R> => ({
  field,
  headerName,
  flex,
  minWidth: 140,
  editable: true,
});

export const choiceColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  options: readonly string[],
): Col<R> => ({
  field,
  headerName,
  width: 170,
  editable: true,
  type: 'singleSelect',
  valueOptions: [...options],
});

/** Text that may not be left empty: while editing, the spec's inline message shows under it when it is. */
export const requiredTextColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  message: string,
): Col<R> => ({
  ...textColumn<R>(field, headerName),
  renderEditCell: (params) => <RequiredTextEdit params={params} message={message} />,
});

function RequiredTextEdit({ params, message }: { params: GridRenderEditCellParams; message: string }) {
  const apiRef = useGridApiContext();
  const { id, field, value, hasFocus, colDef } = params;
  const empty = isEmpty(value as string | null);
  const hint = `${field}-${String(id)}-hint`;
  return (
    <Stack sx={{ width: '100%', px: 1, justifyContent: 'center' }}>
      <InputBase
        autoFocus={hasFocus}
        value={(value as string | null) ?? ''}
        onChange={(e) => void apiRef.current.setEditCellValue({ id, field, value: e.target.value })}
        inputProps={{
          'aria-label': colDef.headerName,
          'aria-invalid': empty,
          'aria-describedby': empty ? hint : undefined,
        }}
      />
      {empty && (
        <Typography id={hint} variant="caption" color="error" sx={{ lineHeight: 1.1 }}>
          {message}
        </Typography>
      )}
    </Stack>
  );
}

/** A web address, opened in a new tab. */
export const linkColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  ...textColumn<R>(field, headerName),
  minWidth: 180,
  renderCell: ({ value }) =>
    value ? (
      <Link href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value)}
      </Link>
    ) : null,
});

/** An image shown from its address (a placeholder if it does not load); `alt` names it for screen readers. */
export const imageColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  alt: (row: R) => string,
): Col<R> => ({
  field,
  headerName,
  width: 120,
  editable: true,
  sortable: false,
  renderCell: ({ value, row }) => (value ? <Thumbnail src={String(value)} alt={alt(row)} /> : null),
});

/** A 'YYYY-MM-DD' date, edited with the grid's date editor and shown DD.MM.YYYY. */
export const dateColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  field,
  headerName,
  width: 150,
  editable: true,
  type: 'date',
  valueGetter: (value) => (value ? dayjs(String(value)).toDate() : null),
  valueSetter: (value, row) => ({
    ...row,
    [field]: value ? dayjs(value as Date).format(DATE_FORMATS.isoDate) : null,
  }),
  valueFormatter: (value) => formatDate(value),
});

/** An instant (ISO 8601), edited with the grid's date-and-time editor in local time, shown DD.MM.YYYY HH:mm:ss. */
export const dateTimeColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  field,
  headerName,
  width: 200,
  editable: true,
  type: 'dateTime',
  valueGetter: (value) => (value ? new Date(String(value)) : null),
  valueSetter: (value, row) => ({
    ...row,
    [field]: value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : '',
  }),
  valueFormatter: (value) => formatDateTime(value),
});

/** An expiry date: a date column whose past dates are marked Expired (in words, not by colour alone). */
export const expiryColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  ...dateColumn<R>(field, headerName),
  width: 190,
  renderCell: ({ row, formattedValue }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{formattedValue as string}</span>
      {isExpired(row[field] as string | null) && <Chip size="small" label="Expired" variant="outlined" />}
    </Stack>
  ),
});

/** Yes or no, edited as a checkbox. */
export const booleanColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  field,
  headerName,
  width: 120,
  editable: true,
  type: 'boolean',
});

/** A whole number (counts, priorities, PINs), edited as a number. */
export const numberColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  field,
  headerName,
  width: 120,
  editable: true,
  type: 'number',
});

/** An amount in EUR, 0 to 2 fraction digits (spec doc 1 §9). */
export const euroColumn = <R extends GridValidRowModel>(field: string, headerName: string): Col<R> => ({
  ...numberColumn<R>(field, headerName),
  width: 140,
  valueFormatter: (value) => formatEuro(value),
});

/** Role 1 only: the group a row belongs to. */
export const groupColumn = <R extends GridValidRowModel>(): Col<R> => ({
  field: 'group_id',
  headerName: 'Group',
  width: 90,
  type: 'number',
  editable: true,
});

/** The server's change stamp, read-only, DD.MM.YYYY HH:mm:ss. */
export const stampColumn = <R extends GridValidRowModel>(
  field: string,
  headerName = 'Last modified',
): Col<R> => ({
  field,
  headerName,
  width: 170,
  valueFormatter: (value) => formatDateTime(value),
});

/** A column shown but never edited: what the server derives (renewal dates). */
export const readOnly = <R extends GridValidRowModel>(column: Col<R>): Col<R> => ({
  ...column,
  editable: false,
});

/**
 * Text picked from a server list (GET /v1/acorn/{lookup}, items keyed by `key`) or typed: the order number
 * and acorn_id pickers. A list that fails to load leaves the picker empty, as the spec's secondary loads do.
 */
export const pickerColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  lookup: string,
  key = field,
): Col<R> => ({
  ...textColumn<R>(field, headerName),
  renderEditCell: (params) => <PickerEditCell params={params} lookup={lookup} optionKey={key} />,
});

function PickerEditCell({
  params: { id, field, value, colDef, hasFocus },
  lookup,
  optionKey,
}: {
  params: GridRenderEditCellParams;
  lookup: string;
  optionKey: string;
}) {
  const apiRef = useGridApiContext();
  const { data } = useQuery({
    queryKey: ['lookup', lookup],
    queryFn: () => api<{ items: Record<string, unknown>[] }>(`/v1/acorn/${lookup}`),
    staleTime: 60_000,
  });
  const options = [...new Set((data?.items ?? []).map((item) => String(item[optionKey])))];
  return (
    <Autocomplete
      freeSolo
      fullWidth
      options={options}
      inputValue={(value as string | null) ?? ''}
      // Only a real change is written back: the picker also reports its own resets, which would loop.
      onInputChange={(_, text) => {
        if (text !== ((value as string | null) ?? ''))
          void apiRef.current.setEditCellValue({ id, field, value: text });
      }}
      renderInput={(input) => (
        <TextField
          {...input}
          autoFocus={hasFocus}
          variant="standard"
          slotProps={{
            ...input.slotProps,
            htmlInput: { ...input.slotProps.htmlInput, 'aria-label': colDef.headerName },
          }}
        />
      )}
      sx={{ px: 1 }}
    />
  );
}
