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
import type { OpenDialog } from './dialogs-context';

/** The ids that tie the dialog's title, sentence and detail to it for assistive technology. */
export interface DialogIds {
  titleId: string;
  textId: string;
  detailId: string;
}

/**
 * The newest open dialog. Its own module, loaded when a first dialog opens: the sign-in page and a screen's
 * first paint carry none of Material UI's dialog code.
 */
export function DialogView({ top, titleId, textId, detailId }: { top: OpenDialog } & DialogIds) {
  const detail = top.kind === 'message' ? top.options.detail : undefined;
  return (
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
  );
}
