import { MESSAGE_MAX_LENGTH, messageLength } from '@acorn/domain/tablets';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useDialogs } from '../dialogs/dialogs-context';
import { useCommandProgress, type FollowedCommand } from './command-progress';
import { ProgressReport } from './progress-report';
import { useAction } from '../../lib/use-action';

/** What a sent message came to: the server's sentence, the commands to follow, who was left out. */
export interface SentReport {
  message: string;
  commands: readonly FollowedCommand[];
  refused: number;
}

interface Props {
  title: string;
  /** Who it goes to, above the text (a choice of recipients, a count). */
  recipients?: ReactNode;
  /** The spec's first failing rule for this text and these recipients, or null. */
  check: (text: string) => string | null;
  /** Sends; null when the person stepped back (a confirmation declined), leaving the dialog open. */
  send: (text: string) => Promise<SentReport | null>;
  /** The spec's sentence when sending fails. */
  failure: string;
  onClose: () => void;
}

/** Writes a message (1–85 characters) to one or many tablets, then shows live how many received it. */
export function MessageDialog({ title, recipients, check, send, failure, onClose }: Props) {
  const dialogs = useDialogs();
  const titleId = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<SentReport | null>(null);
  const progress = useCommandProgress(sent?.commands ?? []);

  const { run: post, busy: sending } = useAction(async (message: string) => {
    try {
      setSent(await send(message));
    } catch (error) {
      await dialogs.failure('Error', failure, error);
    }
  });

  async function submit() {
    const problem = check(text);
    if (problem) return dialogs.message({ title: 'Error', text: problem });
    await post(text);
  }

  return (
    <Dialog open aria-labelledby={titleId} onClose={sending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {sent ? (
          <ProgressReport message={sent.message} progress={progress} refused={sent.refused} what="message" />
        ) : (
          <>
            {recipients}
            <TextField
              label="Message"
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              margin="normal"
              helperText={`${messageLength(text)} / ${MESSAGE_MAX_LENGTH} characters`}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {sent ? 'Close' : 'Cancel'}
        </Button>
        {!sent && (
          <Button variant="contained" onClick={() => void submit()} disabled={sending}>
            Send
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
