import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useDialogs } from '../dialogs/dialogs-context';
import { MAX_CALL_NOTE } from '@acorn/domain/tablet-link';
import { saveCallNote } from './calls-api';
import { useAction } from '../../lib/use-action';

/** After an answered call: a note for the resident's call log, or Close without one. */
export function CallNoteForm({ callId, onDone }: { callId: number; onDone: () => void }) {
  const dialogs = useDialogs();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = note.length > MAX_CALL_NOTE;

  const saving = useAction(async () => {
    setError(null);
    try {
      await saveCallNote(callId, note.trim());
      dialogs.notify('Note saved.');
      onDone();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : 'The note could not be saved.',
      );
    }
  });
  const save = () => saving.run();

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim() && !tooLong) void save();
      }}
      sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
        label="Note for the call log"
        multiline
        minRows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={tooLong}
        helperText={`${note.length} / ${MAX_CALL_NOTE} characters${tooLong ? ': too long' : ''}`}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving.busy || !note.trim() || tooLong}
        >
          Save note
        </Button>
        <Button size="large" onClick={onDone}>
          Close
        </Button>
      </Box>
    </Box>
  );
}
