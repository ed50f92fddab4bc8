import { Switch } from '@mui/material';
import type { UsersTableRow } from '@acorn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { api } from '../../lib/api';

/** A resident's Active switch: saved the moment it is flipped, and put back if the save fails. */
export function ActiveSwitch({ user }: { user: UsersTableRow }) {
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  async function flip(is_active: boolean) {
    setBusy(true);
    try {
      await api(`/v1/acorn/acorn-users/${user.user_id}`, { method: 'PUT', body: { is_active } });
      await queryClient.invalidateQueries({ queryKey: ['acorn-users-and-order'] });
    } catch {
      await dialogs.message({ title: 'Users', text: 'Failed to update.' });
    } finally {
      setBusy(false);
    }
  }
  const name = [user.firstname, user.surname].filter(Boolean).join(' ') || `user ${user.user_id}`;
  return (
    <Switch
      checked={user.is_active}
      disabled={busy}
      onChange={(e) => void flip(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Active: ${name}` } }}
    />
  );
}
