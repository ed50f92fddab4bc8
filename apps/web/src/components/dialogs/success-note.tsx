import { Alert, Snackbar } from '@mui/material';

/** How long a success note stays: long enough to read twice; hovering or focusing it holds it. */
const SHOWN_MS = 6_000;

/** A save's success: a note at the foot of the screen, announced politely (role=status), gone by itself. */
export function SuccessNote({
  note,
  onClose,
}: {
  note: { text: string; key: number } | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={note?.key}
      open={note !== null}
      autoHideDuration={SHOWN_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert role="status" severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {note?.text}
      </Alert>
    </Snackbar>
  );
}
