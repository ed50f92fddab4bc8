import type { MaintenanceNote } from '@acorn/domain/maintenance';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { useDialogs } from '../dialogs/dialogs-context';
import { AddNoteDialog } from './add-note-dialog';
import { addJobNote, fetchJobNotes, jobNotesKey } from './notes-api';

interface Props {
  job: { maintenance_id: number; title: string | null };
  /** Said once a note is added (the resident's panel refreshes its note counts). */
  onAdded?: () => void;
}

/** A job's notes, oldest first, each with who wrote it and when, and Add note. Notes are never edited. */
export function JobNotes({ job, onAdded }: Props) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const queryKey = jobNotesKey(job.maintenance_id);
  const notes = useQuery({ queryKey, queryFn: () => fetchJobNotes(job.maintenance_id) });
  const add = useMutation({
    mutationFn: (text: string) => addJobNote(job.maintenance_id, text),
    onSuccess: async (answer) => {
      dialogs.notify(answer.message);
      await queryClient.invalidateQueries({ queryKey });
      onAdded?.();
    },
  });
  const save = async (text: string) => {
    try {
      await add.mutateAsync(text);
      return true;
    } catch (error) {
      await dialogs.failure('Add note', 'Failed to add the note. Try again later.', error);
      return false;
    }
  };
  const name = job.title ?? 'this job';

  return (
    <Box component="section" aria-label={`Notes on ${name}`} sx={{ mt: 1 }}>
      {notes.isPending ? (
        <LinearProgress aria-label="Loading the notes" />
      ) : notes.isError ? (
        <Alert severity="info" action={<Button onClick={() => void notes.refetch()}>Retry</Button>}>
          The notes could not be loaded just now.
        </Alert>
      ) : notes.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No notes yet.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.data.items.map((note) => (
            <NoteItem key={note.note_id} note={note} />
          ))}
        </Stack>
      )}
      <Button size="small" aria-label={`Add note to ${name}`} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        Add note
      </Button>
      {adding && (
        <AddNoteDialog title={name} busy={add.isPending} onSave={save} onClose={() => setAdding(false)} />
      )}
    </Box>
  );
}

function NoteItem({ note }: { note: MaintenanceNote }) {
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {note.author ?? 'Unknown'} · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
      </Typography>
    </Box>
  );
}
