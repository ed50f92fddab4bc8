import { userHasTablet, type ResidentDetail, type ResidentRow } from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { fetchUserDetail, userAccountKeys } from '../../components/user-account/user-account-api';
import { ApiError } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import type { ResidentsPage } from '@acorn/domain/residents';
import type { Opened } from './residents-url';

/** A resident known only from their details (a link to someone not on this page), as a list row. */
export function rowFromDetail({ user }: ResidentDetail): ResidentRow {
  return {
    user_id: user.user_id,
    firstname: user.firstname,
    surname: user.surname,
    acorn_id: user.acorn_id,
    email: user.email,
    location: user.location,
    facility_id: null,
    facility_name: null,
    group_id: user.group_id ?? 0,
    check_in: user.is_online ?? 0,
    has_tablet: userHasTablet(user),
    is_connected: user.is_connected,
    last_seen: user.lastSeen,
    unread_messages: 0,
    call_requests: 0,
  };
}

/**
 * The resident whose panel is open: from this page of the list, or, when a link named someone not on it,
 * looked up by their details and pinned at the top. Unknown or out of scope (404) goes to /home; any other
 * failure says 'Failed to get user details.'; a 401 has already gone to /logout (spec doc 2 §2.1).
 */
export function useOpenedResident(opened: Opened | null, page: UseQueryResult<ResidentsPage>) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const userId = opened?.userId ?? 0;
  const onPage = page.data?.items.find((r) => r.user_id === userId);
  const settled = (page.isSuccess && !page.isPlaceholderData) || page.isError;
  const detail = useQuery({
    queryKey: userAccountKeys.detail(userId),
    queryFn: () => fetchUserDetail(userId),
    enabled: opened !== null && settled && !onPage,
  });

  useEffect(() => {
    const error = detail.error;
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    if (error instanceof ApiError && error.status === 404) void navigate('/home', { replace: true });
    else void dialogs.message({ title: 'Error', text: TABLET_MESSAGES.loadUserFailed });
  }, [detail.error, navigate, dialogs]);

  // A pinned resident is not in the list's answer: their check-in follows their details instead.
  useLiveEvents((event) => {
    if (event.user_id === userId && event.type === 'check_in')
      void queryClient.invalidateQueries({ queryKey: userAccountKeys.detail(userId) });
  });

  const pinned = opened && !onPage && detail.data ? rowFromDetail(detail.data) : null;
  return { resident: onPage ?? pinned, pinned };
}
