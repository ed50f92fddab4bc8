import {
  DEFAULT_FAMILY_SHARES,
  validateFamilyInvite,
  type FamilyInviteInput,
  type FamilyShares,
} from '@acorn/domain/family';
import { Alert, Autocomplete, Box, TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { ApiError } from '../../../../lib/api';
import { inviteFamilyMember } from './family-links-api';
import { ShareSwitches } from './share-switches';
import { useAction } from '../../../../lib/use-action';
import { useFieldForm } from '../../../../components/resource-form/use-field-form';

/** Suggestions only: staff may type any relationship. */
const RELATIONSHIPS = ['Daughter', 'Son', 'Spouse', 'Grandchild', 'Sibling', 'Friend'];

type Field = Exclude<keyof FamilyInviteInput, 'shares'>;
type Draft = Record<Field, string> & { shares: FamilyShares };
const EMPTY: Draft = {
  email: '',
  firstname: '',
  surname: '',
  relationship: '',
  shares: DEFAULT_FAMILY_SHARES,
};

interface Props {
  userId: number;
  firstname: string;
  onClose: () => void;
  onInvited: () => void;
}

/**
 * Invite family member: the domain's rules run first and the first failure shows on its field (said
 * aloud, focus moved there); the server's answer ('Invitation sent.', or linked to an existing family
 * account) is the success note; a refusal of the address (409) stays in the dialog to be corrected.
 */
export function InviteFamilyDialog({ userId, firstname, onClose, onInvited }: Props) {
  const dialogs = useDialogs();
  const form = useFieldForm<Draft>(EMPTY);
  const { values: draft, error: problem } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  const prefix = useId();
  const idOf = (name: Field) => `${prefix}-${name}`;
  useEffect(() => {
    if (problem) document.getElementById(idOf(problem.field as Field))?.focus();
    // Each new message moves focus once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);

  async function save() {
    const passes = form.check(validateFamilyInvite);
    setRefusal(null);
    if (!passes) return;
    await saving.run();
  }

  const saving = useAction(async () => {
    try {
      const { message } = await inviteFamilyMember(userId, draft);
      onInvited();
      dialogs.notify(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400))
        setRefusal(error.message);
      else await dialogs.failure('Error', 'The invitation could not be sent. Try again later.', error);
    }
  });

  const field = (name: Field, label: string): TextFieldProps => ({
    label,
    value: draft[name],
    onChange: (e) => form.change(name, e.target.value),
    error: form.errorOf(name) !== undefined,
    helperText: form.errorOf(name),
    id: idOf(name),
    fullWidth: true,
  });

  return (
    <FormDialog
      title="Invite family member"
      saving={saving.busy}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Box role="alert" sx={visuallyHidden}>
        {problem?.message}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...field('email', 'Email')} type="email" autoComplete="off" />
        </Box>
        <TextField {...field('firstname', 'First name')} autoComplete="off" />
        <TextField {...field('surname', 'Last name')} autoComplete="off" />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Autocomplete
            id={idOf('relationship')}
            freeSolo
            options={RELATIONSHIPS}
            inputValue={draft.relationship}
            onInputChange={(_, value) => form.change('relationship', value)}
            renderInput={(params) => {
              const {
                id: _id,
                value: _value,
                onChange: _onChange,
                ...own
              } = field('relationship', 'Relationship');
              return (
                <TextField
                  {...params}
                  {...own}
                  helperText={own.helperText ?? `Who they are to ${firstname}`}
                />
              );
            }}
          />
        </Box>
      </Box>
      <ShareSwitches
        legend={`What ${firstname} shares with them`}
        shares={draft.shares}
        onChange={(share, on) => form.change('shares', { ...draft.shares, [share]: on })}
      />
    </FormDialog>
  );
}
