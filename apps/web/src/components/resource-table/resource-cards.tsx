import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { NO_RECORDS_TEXT } from '@acorn/domain/shared';
import { displayValue } from '../resource-form/display-value';
import type { ResourceColumn } from './field-input';
import { GroupName } from './group-name';
import type { RowHandlers } from './row-actions';

interface Props<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  idOf: (row: R) => unknown;
  nameOf: (row: R) => string;
  /** The columns to show on each card (the table's shown ones), after its name. */
  columns: readonly ResourceColumn<R>[];
  actions: RowHandlers<R>;
  paging: { page: number; pageSize: number };
  total: number;
  onPage: (page: number) => void;
}

/** How many fields a card shows under its name: enough to tell rows apart, few enough to scan. */
const FIELDS_ON_CARD = 4;

/** The table on a phone: one card per row, with the same actions, and a pager. */
export function ResourceCards<R extends GridValidRowModel>(props: Props<R>) {
  const { label, rows, idOf, nameOf, columns, actions, paging, total, onPage } = props;
  const first = paging.page * paging.pageSize;
  const last = Math.min(first + paging.pageSize, total);
  const button = (text: string, name: string, act: ((row: R) => void) | undefined, row: R) =>
    act && (
      <Button size="small" aria-label={`${text} ${name}`} onClick={() => act(row)}>
        {text}
      </Button>
    );
  return (
    <Box component="section" aria-label={label}>
      {rows.length === 0 && <Typography sx={{ p: 2 }}>{NO_RECORDS_TEXT}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => {
          const name = nameOf(row);
          const locked = actions.locked?.(row) ?? false;
          return (
            <Card component="li" key={String(idOf(row))} variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
                  {columns.slice(0, FIELDS_ON_CARD).map((c) => (
                    <Box key={c.field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {c.headerName}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {c.input?.kind === 'group' ? (
                          <GroupName id={row[c.field] as number | null} />
                        ) : (
                          (c.text?.(row) ?? displayValue(c.input, row[c.field]))
                        )}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
              <CardActions>
                {locked ? (
                  <Typography variant="body2" color="text.secondary">
                    {actions.lockedReason}
                  </Typography>
                ) : (
                  <>
                    {button('Edit', name, actions.edit, row)}
                    {button('Delete', name, actions.remove, row)}
                    {button('Duplicate', name, actions.duplicate, row)}
                  </>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
        <Typography variant="body2">{total === 0 ? '' : `${first + 1}–${last} of ${total}`}</Typography>
        <Button disabled={paging.page === 0} onClick={() => onPage(paging.page - 1)}>
          Previous
        </Button>
        <Button disabled={last >= total} onClick={() => onPage(paging.page + 1)}>
          Next
        </Button>
      </Stack>
    </Box>
  );
}
