import { MESSAGE_MAX_LENGTH, TABLET_MESSAGES, validateGroupMessage, type CommandInput } from '@acorn/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { useCommandProgress, type Progress } from './command-progress';
import { sendCommand } from '../../lib/commands-api';

/** Who a message goes to: one tablet, the selected ones, or every tablet the filters match. */
export type Recipients =
  | { kind: 'one'; name: string; user_id: number }
  | { kind: 'group'; selected: number[]; filter: NonNullable<CommandInput['filter']>; matching: number };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function ProgressReport({ progress, refused }: { progress: Progress; refused: number }) {
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
        aria-label="Tablets that received the message"
        sx={{ mt: 2 }}
      />
    </>
  );
}

/** Writes a message (1–85 characters) to one or many tablets, then shows live how many received it. */
export function MessageDialog({ recipients, onClose }: { recipients: Recipients; onClose: () => void }) {
  const dialogs = useDialogs();
  const titleId = useId();
  const [text, setText] = useState('');
  const [target, setTarget] = useState<'selected' | 'filter'>('selected');
  const [sending, setSending] = useState(false);
  const { sent, setSent, progress } = useCommandProgress();
  const group = recipients.kind === 'group';

  async function send() {
    const ids = recipients.kind === 'one' ? [recipients.user_id] : recipients.selected;
    const byFilter = recipients.kind === 'group' && target === 'filter';
    const problem = validateGroupMessage(text, byFilter ? [recipients.matching] : ids);
    if (problem) return dialogs.message({ title: 'Error', text: problem });
    setSending(true);
    try {
      const result = await sendCommand({
        action: 'message',
        message: text,
        ...(byFilter ? { filter: recipients.filter } : { user_ids: ids }),
      });
      setSent(result);
    } catch (error) {
      const fallback = group ? TABLET_MESSAGES.sendFailed : TABLET_MESSAGES.sendMessageFailed;
      await dialogs.failure('Error', fallback, error);
    } finally {
      setSending(false);
    }
  }

  const title = recipients.kind === 'one' ? `Message to ${recipients.name}` : 'Group message';
  return (
    <Dialog open aria-labelledby={titleId} onClose={sending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {sent ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {sent.message}
            </Alert>
            <ProgressReport progress={progress} refused={sent.refused.length} />
          </>
        ) : (
          <>
            {recipients.kind === 'group' && (
              <RadioGroup
                aria-label="Recipients"
                value={target}
                onChange={(e) => setTarget(e.target.value as 'selected' | 'filter')}
              >
                <FormControlLabel
                  value="selected"
                  control={<Radio />}
                  label={`Selected tablets (${recipients.selected.length})`}
                />
                <FormControlLabel
                  value="filter"
                  control={<Radio />}
                  label={`Every tablet matching the filters (${recipients.matching})`}
                />
              </RadioGroup>
            )}
            <TextField
              label="Message"
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              margin="normal"
              helperText={`${[...text].length} / ${MESSAGE_MAX_LENGTH} characters`}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {sent ? 'Close' : 'Cancel'}
        </Button>
        {!sent && (
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            Send
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
