import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { REPORT_TYPE_LABELS, type GeneratedReport } from '@acorn/domain/reports';
import { formatDateTime } from '../../lib/format';
import { ReportStatus } from './report-status';

export interface ReportActions {
  /** Absent where the group may not: no button the server would refuse. */
  download?: (report: GeneratedReport) => void;
  remove?: (report: GeneratedReport, name: string) => void;
  busy: boolean;
}

/** A report named as a person would: its type and when it was taken. */
const nameOf = (r: GeneratedReport) => `${REPORT_TYPE_LABELS[r.type]} of ${formatDateTime(r.created_at)}`;
const rowsOf = (r: GeneratedReport) => (r.status === 'ready' ? r.row_count.toLocaleString('en') : '—');

function Actions({ report, actions }: { report: GeneratedReport; actions: ReportActions }) {
  const name = nameOf(report);
  return (
    <Stack direction="row" spacing={1}>
      {actions.download && report.status === 'ready' && (
        <Button
          size="small"
          disabled={actions.busy}
          onClick={() => actions.download!(report)}
          aria-label={`Download CSV of ${name}`}
        >
          Download CSV
        </Button>
      )}
      {actions.remove && (
        <Button
          size="small"
          color="error"
          disabled={actions.busy}
          onClick={() => actions.remove!(report, name)}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      )}
    </Stack>
  );
}

/** The reports: a table on a wide screen, a card each on a phone; both say the same. */
export function ReportList({ reports, actions }: { reports: GeneratedReport[]; actions: ReportActions }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (reports.length === 0) return <Typography sx={{ py: 2 }}>No reports yet.</Typography>;
  if (phone)
    return (
      <Stack
        component="ul"
        aria-label="Tablet user reports"
        spacing={1}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {reports.map((r) => (
          <Paper component="li" key={r.report_id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 500 }}>{REPORT_TYPE_LABELS[r.type]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(r.created_at)}
              {r.author ? ` · ${r.author}` : ''}
              {r.status === 'ready' ? ` · ${rowsOf(r)} rows` : ''}
            </Typography>
            <Box sx={{ my: 1 }}>
              <ReportStatus report={r} name={nameOf(r)} />
            </Box>
            <Actions report={r} actions={actions} />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label="Tablet user reports">
      <TableHead>
        <TableRow>
          {['Report', 'Taken', 'By', 'Rows', 'Status', 'Actions'].map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {reports.map((r) => (
          <TableRow key={r.report_id}>
            <TableCell>{REPORT_TYPE_LABELS[r.type]}</TableCell>
            <TableCell>{formatDateTime(r.created_at)}</TableCell>
            <TableCell>{r.author}</TableCell>
            <TableCell>{rowsOf(r)}</TableCell>
            <TableCell>
              <ReportStatus report={r} name={nameOf(r)} />
            </TableCell>
            <TableCell>
              <Actions report={r} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
