import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

const PAGE_SIZE = 10;

interface Props<T> {
  label: string;
  /** The log's cache key; the page is added to it. */
  queryKey: readonly unknown[];
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  head: string[];
  cells: (item: T) => ReactNode[];
  rowKey: (item: T) => number;
}

/** A stored log, newest first, a page at a time; calm when empty or when it cannot be loaded. */
export function LogTable<T>({ label, queryKey, fetchPage, head, cells, rowKey }: Props<T>) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => fetchPage(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (isPending) return <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The {label.toLowerCase()} could not be loaded just now.
      </Alert>
    );
  if (data.items.length === 0) return <Typography sx={{ py: 2 }}>No records to display</Typography>;
  const pages = Math.ceil(data.total / PAGE_SIZE);
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((item) => (
              <TableRow key={rowKey(item)}>
                {cells(item).map((cell, i) => (
                  <TableCell key={head[i]}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          sx={{ mt: 1 }}
          getItemAriaLabel={(type, p, current) =>
            type === 'page'
              ? `${current ? '' : 'Go to '}${label.toLowerCase()} page ${p}`
              : `Go to ${type} page`
          }
        />
      )}
    </>
  );
}
