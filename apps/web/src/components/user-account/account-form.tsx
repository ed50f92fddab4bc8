import { ALL_GROUPS_ACCESS } from '@acorn/domain/access';
import type { ResidentDetail } from '@acorn/domain/residents';
import { CONFIRM_PROMPTS, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDialogs } from '../dialogs/dialogs-context';
import { useAllowed } from '../../lib/session';
import { fetchGroups, updateUser, userAccountKeys } from './user-account-api';
import { draftOf, simFacts, type Draft } from './user-fields';
import { UserForm } from './user-form';
import { bodyOf, kindOf, problemOf, SHAPES } from './user-shapes';

interface Props {
  detail: ResidentDetail;
  /** After the spec's success message is confirmed: where each screen goes or what it refreshes. */
  onSaved: () => Promise<unknown>;
  /** More buttons beside Edit (role 1's commands). */
  children?: ReactNode;
}

/**
 * A user's account (spec doc 2 §2.3/§4): fields locked until Edit; Update User checks the rules, asks to
 * confirm, shows progress, then the outcome; Cancel restores what was loaded. User details and the
 * residents screen both show it.
 */
export function AccountForm({ detail, onSaved, children }: Props) {
  const dialogs = useDialogs();
  const admin = useAllowed(ALL_GROUPS_ACCESS);
  const groups = useQuery({ queryKey: userAccountKeys.groupChoices, queryFn: fetchGroups, enabled: admin });
  const [draft, setDraft] = useState<Draft | null>(null);
  const kind = kindOf(detail.user.user_type);
  const shape = SHAPES[kind];
  const editing = draft !== null;

  async function save(current: Draft) {
    const body = bodyOf(current, kind, admin);
    const problem = problemOf(kind, body);
    if (problem) return dialogs.message({ title: 'Error', text: problem });
    if (!(await dialogs.confirm({ title: 'Update User', text: CONFIRM_PROMPTS.updateUser }))) return;
    const done = dialogs.progress(TABLET_MESSAGES.updatingUser);
    try {
      await updateUser(detail.user.user_id, body);
      done();
      await dialogs.message({ title: 'Success', text: TABLET_MESSAGES.userUpdated });
      setDraft(null);
      await onSaved();
    } catch (e) {
      done();
      await dialogs.failure('Error', TABLET_MESSAGES.updateUserFailed, e);
    }
  }

  return (
    <>
      <UserForm
        fields={shape.fields}
        switches={shape.switches}
        draft={draft ?? draftOf(detail)}
        onChange={setDraft}
        editing={editing}
        groups={admin && kind !== 'companion' ? (groups.data ?? []) : null}
        readOnlyFacts={kind === 'companion' ? [] : simFacts(detail)}
      />
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        {draft ? (
          <>
            <Button variant="contained" onClick={() => void save(draft)}>
              Update User
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setDraft(draftOf(detail))}>
            Edit
          </Button>
        )}
        {children}
      </Stack>
    </>
  );
}
