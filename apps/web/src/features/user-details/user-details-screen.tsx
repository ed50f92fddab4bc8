import {
  CONFIRM_PROMPTS,
  connectivityOf,
  isAdmin,
  TABLET_MESSAGES,
  USER_TYPE,
  userHasTablet,
  type ResidentDetail,
} from '@acorn/domain';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { Screen } from '../../components/screen';
import { ApiError } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import { useSession } from '../../lib/session';
import { CommandHistory } from './command-history';
import { DeviceTabs } from './device-tabs';
import { UserActions } from './user-actions';
import { fetchGroups, fetchUserDetail, updateUser, userDetailKeys } from './user-details-api';
import { draftOf, simFacts, type Draft } from './user-fields';
import { UserForm } from './user-form';
import { bodyOf, kindOf, problemOf, SHAPES } from './user-shapes';
import { sharedKeys } from '../../lib/query-keys';

/**
 * User details (spec doc 2 §2.3, /device/{user_id}): the companion or tablet user form, locked until Edit;
 * role 1's commands; the tablet's report, apps and contacts; and every command's state, live.
 */
export function UserDetailsScreen() {
  const userId = Number(useParams().device);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const admin = isAdmin(useSession()?.roles ?? []);
  const queryKey = userDetailKeys.detail(userId);
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => fetchUserDetail(userId),
    enabled: Number.isInteger(userId) && userId > 0,
  });
  const groups = useQuery({ queryKey: userDetailKeys.groupChoices, queryFn: fetchGroups, enabled: admin });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState(false);

  // Load errors (spec doc 2 §4): 404 back to the list; 401 has gone to /logout; others say so first.
  useEffect(() => {
    if (!(Number.isInteger(userId) && userId > 0)) void navigate('/tablets', { replace: true });
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    if (error instanceof ApiError && error.status === 404) void navigate('/tablets', { replace: true });
    else
      void dialogs
        .message({ title: 'Error', text: TABLET_MESSAGES.loadUserFailed })
        .then(() => navigate('/tablets', { replace: true }));
  }, [error, userId, navigate, dialogs]);

  // The tablet's reports and presence refresh the page; an edit in progress is left alone.
  useLiveEvents((event) => {
    if (event.user_id === userId && event.type !== 'command')
      void queryClient.invalidateQueries({ queryKey });
  });

  const shown = editing && draft ? draft : data ? draftOf(data) : null;
  if (!data || !shown)
    return (
      <Screen title="User Details">
        <LinearProgress aria-label="Loading user details" />
      </Screen>
    );

  const kind = kindOf(data.user.user_type);
  const shape = SHAPES[kind];
  const tablet = userHasTablet(data.user);

  async function save(current: Draft, loaded: ResidentDetail) {
    const body = bodyOf(current, kind, admin);
    const problem = problemOf(kind, body);
    if (problem) return dialogs.message({ title: 'Error', text: problem });
    if (!(await dialogs.confirm({ title: 'Update User', text: CONFIRM_PROMPTS.updateUser }))) return;
    const done = dialogs.progress(TABLET_MESSAGES.updatingUser);
    try {
      await updateUser(loaded.user.user_id, body);
      done();
      await dialogs.message({ title: 'Success', text: TABLET_MESSAGES.userUpdated });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.tablets });
      await navigate('/tablets');
    } catch (e) {
      done();
      await dialogs.failure('Error', TABLET_MESSAGES.updateUserFailed, e);
    }
  }

  const connectivity = connectivityOf(data.user.user_status);
  return (
    <Screen title={shape.title}>
      <Typography sx={{ mb: 2 }}>
        {[[data.user.firstname, data.user.surname].filter(Boolean).join(' '), data.user.acorn_id]
          .filter(Boolean)
          .join(' · ')}
        {' · '}
        {tablet ? connectivity.label : 'No tablet'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <UserForm
          fields={shape.fields}
          switches={shape.switches}
          draft={shown}
          onChange={setDraft}
          editing={editing}
          groups={admin && kind !== 'companion' ? (groups.data ?? []) : null}
          readOnlyFacts={kind === 'companion' ? [] : simFacts(data)}
        />
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          {editing ? (
            <>
              <Button variant="contained" onClick={() => void save(shown, data)}>
                Update User
              </Button>
              <Button
                onClick={() => {
                  setEditing(false);
                  setDraft(null);
                }}
              >
                Cancel
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              onClick={() => {
                setDraft(draftOf(data));
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )}
          {admin && <UserActions userId={userId} hasTablet={tablet} tabletUser={kind === 'tablet user'} />}
        </Stack>
      </Paper>
      {data.user.user_type !== USER_TYPE.COMPANION && <DeviceTabs detail={data} />}
      <CommandHistory userId={userId} />
      <Box sx={{ mt: 2 }}>
        <Button onClick={() => void navigate('/tablets')}>Back to tablets</Button>
      </Box>
    </Screen>
  );
}
