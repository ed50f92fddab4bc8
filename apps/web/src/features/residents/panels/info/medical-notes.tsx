import type { MedicalNotes } from '@acorn/domain/residents';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { ApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { fetchMedical, residentKeys, saveMedical } from '../../residents-api';
import { useAction } from '../../../../lib/use-action';

type NoteKey = 'conditions' | 'allergies' | 'medications' | 'doctor_contact';
const NOTES: { key: NoteKey; label: string }[] = [
  { key: 'conditions', label: 'Conditions' },
  { key: 'allergies', label: 'Allergies' },
  { key: 'medications', label: 'Medications' },
  { key: 'doctor_contact', label: 'Doctor’s contact' },
];
type Draft = Record<NoteKey, string>;
const draftOf = (notes: MedicalNotes): Draft =>
  Object.fromEntries(NOTES.map(({ key }) => [key, notes[key] ?? ''])) as Draft;

/**
 * The resident's medical information: read, then edited and saved naming the version it was read at. If
 * someone else saved first, the server refuses (409) and says so; Reload shows their version.
 */
export function MedicalNotesSection({ userId }: { userId: number }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const queryKey = residentKeys.medical(userId);
  const { data, isPending, isError, refetch } = useQuery({ queryKey, queryFn: () => fetchMedical(userId) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  async function save(current: Draft, version: number) {
    await saving.run({ current, version });
  }

  const saving = useAction(async ({ current, version }: { current: Draft; version: number }) => {
    try {
      const saved = await saveMedical(userId, { ...current, version });
      queryClient.setQueryData(queryKey, saved);
      setDraft(null);
      dialogs.notify('Medical information saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else await dialogs.failure('Error', 'Failed to save medical information. Try again later.', error);
    }
  });

  if (isPending) return <LinearProgress aria-label="Loading medical information" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The medical information could not be loaded just now.
      </Alert>
    );

  const reload = async () => {
    setConflict(null);
    setDraft(null);
    await refetch();
  };

  return (
    <>
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void reload()}>Reload</Button>}
        >
          {conflict} Reload to see the saved version; your changes here are not saved.
        </Alert>
      )}
      {draft ? (
        <Stack spacing={2}>
          {NOTES.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              multiline
              minRows={2}
              fullWidth
            />
          ))}
        </Stack>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {NOTES.map(({ key, label }) => (
            <Box key={key} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="subtitle2">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {data[key] || 'None recorded'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {data.updated_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last changed {formatDateTime(data.updated_at)}
          {data.updated_by && ` by ${data.updated_by}`}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {draft ? (
          <>
            <Button variant="contained" disabled={saving.busy} onClick={() => void save(draft, data.version)}>
              Save
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setDraft(draftOf(data))}>
            Edit
          </Button>
        )}
      </Stack>
    </>
  );
}
