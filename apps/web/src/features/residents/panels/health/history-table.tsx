import {
  HEALTH_MEASURE_INFO,
  unitOf,
  type HealthMeasure,
  type HealthReading,
  type UnitSystem,
} from '@acorn/domain/health';
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

/** A value kept on one line: '70.4 kg' broken after its number would read as two things. */
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
const value = (r: HealthReading, m: HealthMeasure, units: UnitSystem) =>
  r[m] == null ? '' : nowrap(valueText(m, r[m], units));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
    r.sys == null && r.dia == null ? '' : nowrap(`${r.sys ?? '–'}/${r.dia ?? '–'} ${unitOf('sys', units)}`),
    value(r, 'bpm', units),
    value(r, 'temperature', units),
    value(r, 'weight', units),
    value(r, 'oximeter', units),
    (['pain_level', 'barthel_score', 'frailty'] as const)
      .filter((m) => r[m] != null)
      .map((m) => `${HEALTH_MEASURE_INFO[m].label} ${valueText(m, r[m]!, units)}`)
      .join(', '),
    r.note ?? '',
    capitalised(recordedBy(r)),
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
