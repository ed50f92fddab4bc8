import { productLabel } from '@acorn/domain/access';
import type { UsersTableRow } from '@acorn/domain/residents';
import { CONFIRM_PROMPTS } from '@acorn/domain/tablets';
import { Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { apiCall } from '../../lib/api';
import { resourceKeys } from '../../components/resource-table/resource-api';
import { useAction } from '../../lib/use-action';

const TITLE = productLabel('Users');
// The spec lists no words for this switch; these follow its commercial tables' ('Acorn Customer content …').
const UPDATED = `${productLabel('User')} content successfully updated.`;
const UPDATE_FAILED = `Failed to update ${productLabel('User')} content.`;

/**
 * A resident's Active switch: it asks first (the spec's generic prompt, naming the resident), then saves
 * and says what happened. Until saved the switch shows the stored state, so a cancel or a failure leaves it.
 */
export function ActiveSwitch({ user }: { user: UsersTableRow }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const name = [user.firstname, user.surname].filter(Boolean).join(' ') || `user ${user.user_id}`;

  async function flip(is_active: boolean) {
    const verb = is_active ? 'Activate' : 'Deactivate';
    const ok = await dialogs.confirm({
      title: `${verb} ${name}`,
      text: CONFIRM_PROMPTS.generic,
      confirmLabel: verb,
    });
    if (!ok) return;
    await saving.run(is_active);
  }

  const saving = useAction(async (is_active: boolean) => {
    try {
      await apiCall('put', '/v1/acorn/acorn-users/{id}', {
        params: { id: user.user_id },
        body: { is_active },
      });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all('acorn-users-and-order') });
      await dialogs.message({
        title: TITLE,
        text: UPDATED,
        detail: `${name} is now ${is_active ? 'active' : 'inactive'}.`,
      });
    } catch (e) {
      await dialogs.failure(TITLE, UPDATE_FAILED, e);
    }
  });

  return (
    <Switch
      checked={user.is_active}
      disabled={saving.busy}
      onChange={(e) => void flip(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Active: ${name}` } }}
    />
  );
}
