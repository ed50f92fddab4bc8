import type { ResidentsCommandResult } from '@acorn/domain/residents';
import { LIST_IS_EMPTY, TABLET_MESSAGES } from '@acorn/domain/tablets';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCommandProgress } from '../../components/commands/command-progress';
import { ProgressReport } from '../../components/commands/progress-report';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { checkInQuestion, targetOf, type GroupTarget } from './group-target';
import { sendResidentsCommand } from './residents-api';
import { useAction } from '../../lib/use-action';

/** The group Check-In: a dry run counts, the person confirms, then how many tablets received it, live. */
export function GroupCheckInDialog({ target, onClose }: { target: GroupTarget; onClose: () => void }) {
  const dialogs = useDialogs();
  const titleId = useId();
  const command = { action: 'check_in' as const, ...targetOf(target) };
  const trial = useQuery({
    queryKey: ['residents-dry-run', command],
    queryFn: () => sendResidentsCommand({ ...command, dry_run: true }),
    gcTime: 0,
  });
  const [sent, setSent] = useState<ResidentsCommandResult | null>(null);
  const progress = useCommandProgress(sent?.commands ?? []);

  const { run: send, busy: sending } = useAction(async () => {
    try {
      setSent(await sendResidentsCommand({ ...command, dry_run: false }));
    } catch (error) {
      await dialogs.failure('Error', TABLET_MESSAGES.checkInFailed, error);
    }
  });

  const empty = trial.data?.targeted === 0;
  const ready = trial.data && !empty && trial.data.sent > 0;
  return (
    <Dialog open aria-labelledby={titleId} onClose={sending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Group check-in</DialogTitle>
      <DialogContent>
        {sent ? (
          <ProgressReport message={sent.message} progress={progress} refused={sent.refused} what="check-in" />
        ) : trial.isPending ? (
          <LinearProgress aria-label="Counting residents" />
        ) : trial.isError ? (
          // Nothing was sent: the count alone failed, so say that rather than a failed check-in.
          <Alert severity="info">
            The residents could not be counted just now. Nothing was sent; try again shortly.
          </Alert>
        ) : (
          <DialogContentText>{empty ? LIST_IS_EMPTY : checkInQuestion(trial.data)}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {sent ? 'Close' : 'Cancel'}
        </Button>
        {!sent && ready && (
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            Check in
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
