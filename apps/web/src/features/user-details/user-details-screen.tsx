import { USER_ACTIONS_ACCESS } from '@acorn/domain/access';
import { connectivityOf, USER_TYPE, userHasTablet } from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { Screen } from '../../components/screen';
import { ApiError } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import { useAllowed } from '../../lib/session';
import { CommandHistory } from './command-history';
import { DeviceTabs } from './device-tabs';
import { EnrolmentLinkButton } from './enrolment-link-button';
import { UserActions } from './user-actions';
import { AccountForm } from '../../components/user-account/account-form';
import { fetchUserDetail, userAccountKeys } from '../../components/user-account/user-account-api';
import { kindOf, SHAPES } from '../../components/user-account/user-shapes';
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
  const mayAct = useAllowed(USER_ACTIONS_ACCESS);
  const queryKey = userAccountKeys.detail(userId);
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => fetchUserDetail(userId),
    enabled: Number.isInteger(userId) && userId > 0,
  });

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

  if (!data)
    return (
      <Screen title="User Details">
        <LinearProgress aria-label="Loading user details" />
      </Screen>
    );

  const kind = kindOf(data.user.user_type);
  const shape = SHAPES[kind];
  const tablet = userHasTablet(data.user);

  const connectivity = connectivityOf(data.user.user_status);
  const displayName = [data.user.firstname, data.user.surname].filter(Boolean).join(' ');
  return (
    <Screen title={shape.title}>
      <Typography sx={{ mb: 2 }}>
        {[displayName, data.user.acorn_id].filter(Boolean).join(' · ')}
        {' · '}
        {tablet ? connectivity.label : 'No tablet'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AccountForm
          detail={data}
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: sharedKeys.tablets });
            await navigate('/tablets');
          }}
        >
          {tablet && <EnrolmentLinkButton userId={userId} name={displayName} />}
          {mayAct && <UserActions userId={userId} hasTablet={tablet} tabletUser={kind === 'tablet user'} />}
        </AccountForm>
      </Paper>
      {data.user.user_type !== USER_TYPE.COMPANION && <DeviceTabs detail={data} />}
      <CommandHistory userId={userId} />
      <Box sx={{ mt: 2 }}>
        <Button onClick={() => void navigate('/tablets')}>Back to tablets</Button>
      </Box>
    </Screen>
  );
}
