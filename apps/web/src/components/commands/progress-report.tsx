import { Alert, DialogContentText, LinearProgress } from '@mui/material';
import type { Progress } from './command-progress';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Props {
  /** The server's sentence for the request ('Message was sent successfully.'). */
  message: string;
  progress: Progress;
  /** Users left out for want of a tablet. */
  refused: number;
  /** What was sent, for the bar's name: 'message', 'check-in'. */
  what: string;
}

/** A sent command's outcome, then how many tablets have received it so far, announced politely. */
export function ProgressReport({ message, progress, refused, what }: Props) {
  const { total, received, waiting, failed, expired } = progress;
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {message}
      </Alert>
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
