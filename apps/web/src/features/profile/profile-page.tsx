import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { PROFILE_SAVE_MESSAGES, validateProfile } from '@acorn/domain/portal-users';
import { type FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { Screen } from '../../components/screen';
import { getSession, saveSession, useSession } from '../../lib/session';
import { PasswordForm } from './password-form';
import { TwoStepSection } from './two-step-section';
import { updateProfile, type ProfileForm } from './profile-api';
import { useFieldForm } from '../../components/resource-form/use-field-form';

const { updated, updateFailed } = PROFILE_SAVE_MESSAGES;

export function ProfilePage() {
  const session = useSession()!;
  const dialogs = useDialogs();
  const { user } = session;
  // The spec says a problem here in a dialog, not on its field: the form holds the values only.
  const { values: form, change } = useFieldForm<ProfileForm>({
    firstname: user.firstname ?? '',
    surname: user.surname ?? '',
    email: user.email,
    mob_phone: user.mob_phone ?? '',
  });
  const field = (name: keyof ProfileForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    fullWidth: true,
    margin: 'normal' as const,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProfile(form);
    if (problem) return dialogs.message({ title: 'Profile Details', text: problem });
    const done = dialogs.progress('Updating profile details...');
    try {
      const saved = await updateProfile(user.user_id, form);
      const current = getSession();
      // Only the profile's own fields: a manager's save answers the portal users table's row instead.
      const { firstname, surname, mob_phone } = saved;
      if (current) saveSession({ ...current, user: { ...current.user, firstname, surname, mob_phone } });
      done();
      await dialogs.message({ title: 'Profile Details', text: updated });
    } catch (e) {
      done();
      await dialogs.failure('Profile Details', updateFailed, e);
    }
  }

  return (
    <Screen title="Profile Details">
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3 }} aria-labelledby="profile-heading">
          <Typography id="profile-heading" component="h2" variant="h6">
            Your details
          </Typography>
          <TextField label="First name" required autoComplete="given-name" {...field('firstname')} />
          <TextField label="Surname" required autoComplete="family-name" {...field('surname')} />
          <TextField
            label="Email"
            disabled
            {...field('email')}
            slotProps={{ htmlInput: { 'aria-describedby': 'email-note' } }}
          />
          {/* Not the field's helper text: a disabled field greys it below the contrast minimum. */}
          <Typography id="email-note" variant="body2" color="text.secondary">
            Your email signs you in and cannot be changed here.
          </Typography>
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('mob_phone')} />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained">
              Update
            </Button>
          </Box>
        </Paper>
        <PasswordForm />
        <TwoStepSection />
      </Stack>
    </Screen>
  );
}
