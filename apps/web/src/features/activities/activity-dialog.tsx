import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  ACTIVITY_CATEGORIES,
  CONTENT_LOCATIONS,
  isAdmin,
  validateActivity,
  type PublicEvent,
} from '@acorn/domain';
import { publicEventsContract } from '@acorn/domain/contracts/public-events';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { createRow, deleteRow, resourceKeys, updateRow } from '../../components/resource-table/resource-api';
import { useSession } from '../../lib/session';

export type ActivityDraft = Partial<PublicEvent>;

const TITLE = 'Activities';
const RESOURCE = 'public-events';
const MESSAGES = publicEventsContract.messages;
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm'; // what <input type="datetime-local"> reads and writes

const toInput = (iso: string | undefined) => (iso ? dayjs(iso).format(LOCAL_INPUT) : '');
const fromInput = (local: string) => (local ? dayjs(local).toISOString() : '');

/**
 * The calendar's add and edit form: the same fields, rules and messages as the table's row. Checks run
 * before any call; the first failure is shown and nothing is sent.
 */
export function ActivityDialog({ initial, onClose }: { initial: ActivityDraft; onClose: () => void }) {
  const [draft, setDraft] = useState<ActivityDraft>(initial);
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const admin = isAdmin(useSession()?.roles ?? []);
  const id = initial.public_event_id;
  const tell = (text: string) => dialogs.message({ title: TITLE, text });
  const set = (field: keyof PublicEvent) => (value: unknown) => setDraft((d) => ({ ...d, [field]: value }));

  async function run(action: () => Promise<unknown>, done: string | undefined, failed: string | undefined) {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(RESOURCE) });
      onClose();
      if (done) await tell(done);
    } catch (e) {
      await dialogs.failure(TITLE, failed ?? 'Failed.', e);
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = validateActivity(draft, new Date());
    if (problem) return tell(problem);
    const { public_event_id: _, last_updated: __, ...body } = draft;
    await run(
      () => (id ? updateRow(RESOURCE, id, body) : createRow(RESOURCE, body)),
      id ? MESSAGES.updated : MESSAGES.created,
      id ? MESSAGES.updateFailed : MESSAGES.addFailed,
    );
  }

  async function remove() {
    const sure = await dialogs.confirm({
      title: TITLE,
      text: 'Are you sure you want to do this?',
      confirmLabel: 'Delete',
    });
    if (sure && id) await run(() => deleteRow(RESOURCE, id), undefined, MESSAGES.deleteFailed);
  }

  const text = (field: 'title' | 'location' | 'description', label: string, multiline = false) => (
    <TextField
      label={label}
      value={draft[field] ?? ''}
      onChange={(e) => set(field)(e.target.value)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
    />
  );
  const when = (field: 'start_time' | 'end_time', label: string) => (
    <TextField
      label={label}
      type="datetime-local"
      value={toInput(draft[field])}
      onChange={(e) => set(field)(fromInput(e.target.value))}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const choice = (field: 'category' | 'county', label: string, options: readonly string[]) => (
    <TextField select label={label} value={draft[field] ?? ''} onChange={(e) => set(field)(e.target.value)}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle>{id ? 'Edit activity' : 'Add activity'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('title', 'Title')}
            {text('location', 'Location')}
            {text('description', 'Description', true)}
            {choice('category', 'Category', ACTIVITY_CATEGORIES)}
            {when('start_time', 'Start date & time')}
            {when('end_time', 'End date & time')}
            {choice('county', 'County', CONTENT_LOCATIONS)}
            {admin && (
              <TextField
                label="Group"
                type="number"
                value={draft.group_id ?? ''}
                onChange={(e) => set('group_id')(e.target.value ? Number(e.target.value) : undefined)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {id && (
            <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
