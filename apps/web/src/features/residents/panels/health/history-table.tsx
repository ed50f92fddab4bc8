import type { HealthMeasure, HealthReading, UnitSystem } from '@acorn/domain';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageNumbers } from '../../../../components/page-numbers';
import { SimpleTable } from '../../../../components/simple-table';
import { formatDateTime } from '../../../../lib/format';
import { fetchHealthHistory, healthKeys } from './health-api';
import { valueText } from './health-words';
import { recordedBy } from './notes-accordion';

const PAGE_SIZE = 10;
const HEAD = [
  'Taken',
  'Blood pressure',
  'Heart rate',
  'Temperature',
  'Weight',
  'SpO2',
  'Other',
  'Note',
  'Entered by',
  'Status',
  'Action',
];

const value = (r: HealthReading, m: HealthMeasure, units: UnitSystem) =>
  r[m] == null ? '' : valueText(m, r[m], units);

interface Props {
  userId: number;
  units: UnitSystem;
  /** Whether to ask for it yet. */
  ready: boolean;
  onCorrect: (reading: HealthReading) => void;
}

/** Every reading, corrected ones too, newest first: who entered it, and which were corrected and why. */
export function HistoryTable({ userId, units, ready, onCorrect }: Props) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...healthKeys.history(userId), page],
    queryFn: () => fetchHealthHistory(userId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  if (isPending) return <LinearProgress aria-label="Loading the history" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The history could not be loaded just now.
      </Alert>
    );

  const cells = (r: HealthReading) => [
    formatDateTime(r.timestamp),
    r.sys == null && r.dia == null ? '' : `${r.sys ?? '–'}/${r.dia ?? '–'} mmHg`,
    value(r, 'bpm', units),
    value(r, 'temperature', units),
    value(r, 'weight', units),
    value(r, 'oximeter', units),
    (['pain_level', 'barthel_score', 'frailty'] as const)
      .filter((m) => r[m] != null)
      .map((m) => value(r, m, units))
      .join(', '),
    r.note ?? '',
    recordedBy(r),
    r.superseded
      ? 'Corrected (see the newer entry)'
      : r.supersedes
        ? `Correction. Reason: ${r.correction_reason ?? ''}`
        : 'Current',
    r.superseded ? (
      ''
    ) : (
      <Button
        size="small"
        sx={{ minHeight: 44 }}
        aria-label={`Correct the reading of ${formatDateTime(r.timestamp)}`}
        onClick={() => onCorrect(r)}
      >
        Correct
      </Button>
    ),
  ];
  return (
    <>
      <Box tabIndex={0} role="region" aria-label="History of readings" sx={{ overflowX: 'auto' }}>
        <SimpleTable label="History of readings" head={HEAD} rows={data.items.map(cells)} />
      </Box>
      <PageNumbers
        pages={Math.ceil(data.total / PAGE_SIZE)}
        page={page}
        onPage={setPage}
        what="history"
        size="small"
      />
    </>
  );
}
