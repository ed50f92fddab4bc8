import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageNumbers } from '../../../components/page-numbers';
import { SimpleTable } from '../../../components/simple-table';

const PAGE_SIZE = 10;

interface Props<T> {
  label: string;
  /** The log's cache key; the page is added to it. */
  queryKey: readonly unknown[];
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  head: string[];
  cells: (item: T) => ReactNode[];
}

/** A stored log, newest first, a page at a time; calm when empty or when it cannot be loaded. */
export function LogTable<T>({ label, queryKey, fetchPage, head, cells }: Props<T>) {
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
  return (
    <>
      {/* Focusable and named: on a phone the table scrolls sideways, by keyboard too. */}
      <Box tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
        <SimpleTable label={label} head={head} rows={data.items.map(cells)} />
      </Box>
      <PageNumbers
        pages={Math.ceil(data.total / PAGE_SIZE)}
        page={page}
        onPage={setPage}
        what={label.toLowerCase()}
        size="small"
        sx={{ mt: 1 }}
      />
    </>
  );
}
