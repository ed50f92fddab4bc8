import type { CallStarted } from '@acorn/domain/tablet-link';
import Call from '@mui/icons-material/Call';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { answerCall } from '../../components/calls/calls-api';
import { ApiError } from '../../lib/api';
import type { IncomingCall } from './incoming-calls';

const ANSWER_FAILED = 'The call could not be answered. Try again.';

interface Props {
  incoming: IncomingCall;
  userId: number;
  /** The call is this staff member's: its in-call view opens. */
  onAnswered: (reply: CallStarted) => void;
  /** Not now, or Close: the card leaves this page. */
  onDismiss: () => void;
}

/** What the card says once the call no longer rings here. */
function stoppedLine({ call, stopped }: IncomingCall): string | null {
  if (!stopped) return null;
  if (stopped.reason !== 'answered') return `Missed call from ${call.resident_name}.`;
  return `${stopped.answered_by?.name ?? 'Someone else'} answered ${call.resident_name}’s call.`;
}

/**
 * One tablet's call to the care home: who is calling, Answer and Not now; then, if it is not this staff
 * member's, who answered it or that it was missed (a missed call waits among the call requests).
 */
export function IncomingCallCard({ incoming, userId, onAnswered, onDismiss }: Props) {
  const { call, stopped } = incoming;
  const name = call.resident_name;
  const [answering, setAnswering] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const answeredHere = stopped?.answered_by?.portal_user_id === userId;

  // Answered in another of this person's tabs: nothing here to say.
  useEffect(() => {
    if (answeredHere && !answering) onDismiss();
  }, [answeredHere, answering, onDismiss]);

  async function answer() {
    setAnswering(true);
    try {
      onAnswered(await answerCall(call.call_id));
    } catch (error) {
      setRefused(error instanceof ApiError && error.message ? error.message : ANSWER_FAILED);
      setAnswering(false);
    }
  }

  // Answered by this person (the answer on its way back): still the ringing card, its Answer pressed.
  const outcome = refused ?? (answeredHere ? null : stoppedLine(incoming));
  return (
    <Paper
      role="region"
      aria-label={`Incoming call from ${name}`}
      elevation={8}
      sx={{ p: 2, borderLeft: 4, borderColor: outcome ? 'divider' : 'primary.main' }}
    >
      {/* Both are alerts: said as they appear, wherever the person is on the page. */}
      {outcome ? (
        <Alert severity="info">{outcome}</Alert>
      ) : (
        <>
          <Typography role="alert" sx={{ fontWeight: 600 }}>
            {name} is calling
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Calling from their tablet
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {outcome ? (
          <>
            {stopped && stopped.reason !== 'answered' && !refused && (
              <Button
                component={Link}
                to={`/users?user_id=${call.user_id}&type=call`}
                variant="outlined"
                aria-label={`Open ${name}’s calls`}
                onClick={onDismiss}
              >
                Open
              </Button>
            )}
            <Button onClick={onDismiss}>Close</Button>
          </>
        ) : (
          <>
            <Button
              variant="contained"
              startIcon={<Call />}
              aria-label={`Answer ${name}’s call`}
              // Stays focusable while the answer is on its way, so the keyboard is not thrown out.
              aria-disabled={answering}
              onClick={() => !answering && void answer()}
            >
              Answer
            </Button>
            <Button onClick={onDismiss}>Not now</Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
