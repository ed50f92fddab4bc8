import type { HealthReading, UnitSystem } from '@acorn/domain/health';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { ApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { addHealthReading, correctHealthReading, healthKeys } from './health-api';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { ReadingFields } from './reading-fields';
import { draftOf, emptyDraft, readingFieldOf, inputOf, problemOf, type ReadingField } from './reading-form';
import { useAction } from '../../../../lib/use-action';
import { useFieldForm } from '../../../../components/resource-form/use-field-form';

interface Props {
  userId: number;
  units: UnitSystem;
  /** The reading being corrected; none to add a new one. */
  correcting?: HealthReading;
  onClose: () => void;
}

/**
 * Add reading, or Correct one (the same form, prefilled, with a required reason). The domain's checks run
 * before any call and the first problem shows on its field, which takes focus; a server's refusal is shown
 * the same way. On a phone the form fills the screen, so Save stays in reach.
 */
export function ReadingDialog({ userId, units, correcting, onClose }: Props) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const form = useFieldForm(() => (correcting ? draftOf(correcting, units) : emptyDraft(new Date())));
  const { values: draft, error: problem, change } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ReadingField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  useEffect(() => {
    if (problem) inputs.current[problem.field]?.focus();
  }, [problem]);

  async function save() {
    if (!form.check((typed) => problemOf(typed, units, new Date(), Boolean(correcting)))) return;
    await saving.run();
  }

  const saving = useAction(async () => {
    setRefusal(null);
    try {
      const body = inputOf(draft, units);
      const saved = correcting
        ? await correctHealthReading(userId, correcting.id, body)
        : await addHealthReading(userId, body);
      void queryClient.invalidateQueries({ queryKey: healthKeys.all(userId) });
      dialogs.notify(saved.message);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? readingFieldOf(error.field) : null;
      if (field) form.refuse({ field, message: (error as ApiError).message });
      else if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setRefusal(error.message);
      else if (!(error instanceof ApiError && error.status === 401))
        await dialogs.failure('Error', 'The reading could not be saved. Try again later.', error);
    }
  });

  const title = correcting ? `Correct the reading of ${formatDateTime(correcting.timestamp)}` : 'Add reading';
  return (
    <FormDialog title={title} saving={saving.busy} onSave={() => void save()} onClose={onClose}>
      {refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <ReadingFields
        draft={draft}
        units={units}
        problem={problem}
        correction={Boolean(correcting)}
        onChange={change}
        inputRefs={inputs}
      />
    </FormDialog>
  );
}
