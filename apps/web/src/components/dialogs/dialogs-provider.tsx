import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { DialogsContext, type ConfirmOptions, type Dialogs, type MessageOptions } from './dialogs-context';
import { failureMessage } from './failure';
import { SuccessNote } from './success-note';

type Open =
  | { kind: 'message'; options: MessageOptions; done: () => void }
  | { kind: 'confirm'; options: ConfirmOptions; done: (ok: boolean) => void }
  | { kind: 'progress'; title: string };

/** One place that shows the app's dialogs, one at a time, newest on top. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Open[]>([]);
  const [note, setNote] = useState<{ text: string; key: number } | null>(null);
  const titleId = useId();
  const textId = useId();
  const detailId = useId();

  const dialogs = useMemo<Dialogs>(() => {
    const push = (open: Open) => setStack((s) => [...s, open]);
    const remove = (open: Open) => setStack((s) => s.filter((o) => o !== open));
    const message = (options: MessageOptions) =>
      new Promise<void>((resolve) => {
        const open: Open = { kind: 'message', options, done: () => (remove(open), resolve()) };
        push(open);
      });
    return {
      message,
      failure: (title, sentence, error) => message(failureMessage(title, sentence, error)),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          const open: Open = { kind: 'confirm', options, done: (ok) => (remove(open), resolve(ok)) };
          push(open);
        }),
      notify: (text) => setNote({ text, key: Date.now() }),
      progress: (title) => {
        const open: Open = { kind: 'progress', title };
        push(open);
        return () => remove(open);
      },
    };
  }, []);

  const top = stack.at(-1);
  const detail = top?.kind === 'message' ? top.options.detail : undefined;
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <SuccessNote note={note} onClose={() => setNote(null)} />
      {top && (
        <Dialog
          open
          aria-labelledby={titleId}
          aria-describedby={top.kind === 'progress' ? undefined : detail ? `${textId} ${detailId}` : textId}
          // Only a confirmation may be dismissed (as Cancel): without onClose, Escape and clicks outside
          // do nothing, so a message needs its OK and progress its end.
          onClose={top.kind === 'confirm' ? () => top.done(false) : undefined}
          maxWidth="xs"
          fullWidth
        >
          <DialogTitle id={titleId}>{top.kind === 'progress' ? top.title : top.options.title}</DialogTitle>
          {top.kind === 'progress' ? (
            <DialogContent>
              <Stack sx={{ alignItems: 'center', py: 2 }}>
                <CircularProgress aria-label={top.title} />
              </Stack>
            </DialogContent>
          ) : (
            <>
              <DialogContent>
                <DialogContentText id={textId}>{top.options.text}</DialogContentText>
                {detail && (
                  // A line of its own, read out after the sentence: never glued onto the spec's words.
                  <Typography id={detailId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {detail}
                  </Typography>
                )}
              </DialogContent>
              <DialogActions>
                {top.kind === 'confirm' && (
                  <Button onClick={() => top.done(false)}>{top.options.cancelLabel ?? 'Cancel'}</Button>
                )}
                <Button
                  variant="contained"
                  color={top.kind === 'confirm' && top.options.destructive ? 'error' : 'primary'}
                  autoFocus
                  onClick={() => (top.kind === 'confirm' ? top.done(true) : top.done())}
                >
                  {top.kind === 'confirm' ? (top.options.confirmLabel ?? 'Confirm') : 'OK'}
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      )}
    </DialogsContext.Provider>
  );
}
