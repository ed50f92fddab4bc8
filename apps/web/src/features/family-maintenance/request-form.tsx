import {
  FAMILY_MAINTENANCE_LIMITS,
  FAMILY_MAINTENANCE_MESSAGES,
  KEY_ENTRY_PERMISSIONS,
  KEY_ENTRY_QUESTION,
  validateFamilyMaintenance,
  type FamilyMaintenanceInput,
} from '@acorn/domain/maintenance';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { ApiError } from '../../lib/api';
import { sendRequest } from './family-maintenance-api';
import { choosePhoto, photoProblem, PhotoInput, type ChosenPhoto } from './photo-input';
import { useAction } from '../../lib/use-action';
import { useFieldForm } from '../../components/resource-form/use-field-form';

type Field = keyof FamilyMaintenanceInput | 'photo';
const EMPTY: FamilyMaintenanceInput = { title: '', description: '', key_entry_permission: '' };
const M = FAMILY_MAINTENANCE_MESSAGES;
/** A 400's message names its field: the server runs the form's own rules. */
const FIELD_OF_MESSAGE: Partial<Record<string, Field>> = {
  [M.titleMissing]: 'title',
  [M.titleTooLong]: 'title',
  [M.descriptionMissing]: 'description',
  [M.descriptionTooLong]: 'description',
  [M.keyEntryMissing]: 'key_entry_permission',
};

/**
 * The request form: job title, description, an optional photo and the key-entry choice, judged in that
 * order before it is sent (the first failing rule shown on its field, which takes the focus), and by the
 * server again.
 */
export function RequestForm({ userId, onSent }: { userId: number; onSent: () => void }) {
  const dialogs = useDialogs();
  const fields = useFieldForm(EMPTY);
  const { values } = fields;
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  // A picture's problem is the file's, not a rule's over the fields: it may stand beside a field's message.
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const keyEntryRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLButtonElement>(null);
  const refuse = (field: Field, message: string) => {
    fields.refuse(field === 'photo' ? null : { field, message });
    setPhotoError(field === 'photo' ? message : undefined);
    const refs = {
      title: titleRef,
      description: descriptionRef,
      key_entry_permission: keyEntryRef,
      photo: photoRef,
    };
    // A radio group takes the focus on its first choice.
    const element: HTMLElement | null = refs[field].current;
    (element?.querySelector('input') ?? element)?.focus();
  };
  const set = (field: keyof FamilyMaintenanceInput) => (value: string) => fields.change(field, value);
  /** A picture the server would refuse is not kept: its refusal is said instead. */
  async function pick(file: File | null) {
    const problem = file && (await photoProblem(file));
    setPhoto((previous) => choosePhoto(previous, problem ? null : file));
    setPhotoError(problem ?? undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = validateFamilyMaintenance(values);
    if (refusal) return refuse(refusal.field, refusal.message);
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (photo) form.append('photo', photo.file, photo.file.name);
    await sending.run(form);
  }

  const sending = useAction(async (form: FormData) => {
    try {
      const { message } = await sendRequest(userId, form);
      fields.setValues(EMPTY);
      setPhoto((previous) => choosePhoto(previous, null));
      fields.refuse(null);
      setPhotoError(undefined);
      dialogs.notify(message);
      onSent();
    } catch (e) {
      const refused = e instanceof ApiError ? e : null;
      const field =
        refused?.status === 413 || refused?.status === 415
          ? 'photo'
          : FIELD_OF_MESSAGE[refused?.message ?? ''];
      if (refused && field) refuse(field, refused.message);
      else await dialogs.failure('Maintenance Request', M.sendFailed, e);
    }
  });

  const keyError = fields.errorOf('key_entry_permission');
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="New maintenance request"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, maxWidth: 720 }}
    >
      <Stack spacing={2.5}>
        <TextField
          label="Job title"
          required
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          inputRef={titleRef}
          error={Boolean(fields.errorOf('title'))}
          helperText={
            fields.errorOf('title') ?? 'What needs doing, in a few words: “Dripping tap in the bathroom”.'
          }
          slotProps={{ htmlInput: { maxLength: FAMILY_MAINTENANCE_LIMITS.title } }}
        />
        <TextField
          label="Description"
          required
          multiline
          minRows={3}
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          inputRef={descriptionRef}
          error={Boolean(fields.errorOf('description'))}
          helperText={fields.errorOf('description') ?? 'Where it is and what you noticed.'}
          slotProps={{ htmlInput: { maxLength: FAMILY_MAINTENANCE_LIMITS.description } }}
        />
        <PhotoInput
          photo={photo}
          onChange={(file) => void pick(file)}
          error={photoError}
          buttonRef={photoRef}
        />
        <FormControl required error={Boolean(keyError)} component="fieldset">
          <FormLabel component="legend">Key entry permission</FormLabel>
          <FormHelperText error={false} sx={{ mx: 0, fontSize: '0.875rem' }} id="key-entry-question">
            {KEY_ENTRY_QUESTION}
          </FormHelperText>
          <RadioGroup
            ref={keyEntryRef}
            row
            name="key_entry_permission"
            value={values.key_entry_permission}
            onChange={(e) => set('key_entry_permission')(e.target.value)}
            aria-describedby={keyError ? 'key-entry-question key-entry-error' : 'key-entry-question'}
          >
            {KEY_ENTRY_PERMISSIONS.map((choice) => (
              <FormControlLabel key={choice} value={choice} label={choice} control={<Radio />} />
            ))}
          </RadioGroup>
          {keyError && (
            <FormHelperText id="key-entry-error" sx={{ mx: 0 }}>
              {keyError}
            </FormHelperText>
          )}
        </FormControl>
        <div>
          <Button type="submit" variant="contained" disabled={sending.busy}>
            Send request
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
