import { DialogContentText, LinearProgress } from '@mui/material';
import type { Progress } from './command-progress';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Props {
  progress: Progress;
  /** Users left out for want of a tablet. */
  refused: number;
  /** What was sent, for the bar's name: 'message', 'check-in'. */
  what: string;
}

/** How many tablets have received a command so far, announced politely as it changes. */
export function ProgressReport({ progress, refused, what }: Props) {
  const { total, received, waiting, failed, expired } = progress;
  return (
    <>
      <DialogContentText role="status" aria-live="polite">
        Received by {received} of {plural(total, 'tablet')}
        {waiting > 0 && `; ${waiting} waiting for the tablet to connect`}
        {failed > 0 && `; ${failed} failed`}
        {expired > 0 && `; ${expired} expired`}.
        {refused > 0 && ` ${plural(refused, 'user')} without a tablet left out.`}
      </DialogContentText>
      <LinearProgress
        variant="determinate"
        value={total ? (100 * received) / total : 0}
        aria-label={`Tablets that received the ${what}`}
        sx={{ mt: 2 }}
      />
    </>
  );
}
