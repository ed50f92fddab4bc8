import type { ResidentRow } from '@acorn/domain/residents';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { CallButton } from '../../../components/calls/call-button';
import { placeCall } from '../../../components/calls/calls-api';
import { lazyNamed } from '../../../lib/lazy-named';
import { residentName } from '../resident-name';
import { residentKeys } from '../residents-api';
import { CallLog } from './call-log';

// The in-call view (WebRTC, its controls) loads when a call is placed: the list never carries it.
const InCallDialog = lazyNamed(() => import('../../../components/calls/in-call-dialog'), 'InCallDialog');

/** One resident's calls: Call (to their tablet), and the call log beneath. */
export function CallPanel({ resident }: { resident: ResidentRow }) {
  const queryClient = useQueryClient();
  const [calling, setCalling] = useState(false);
  const name = residentName(resident);
  const { user_id } = resident;
  const close = useCallback(() => {
    setCalling(false);
    void queryClient.invalidateQueries({ queryKey: residentKeys.calls(user_id) });
  }, [queryClient, user_id]);

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <CallButton
          reason={
            resident.has_tablet
              ? null
              : 'No tablet is enrolled for this resident yet, so a call cannot reach them.'
          }
          busy={calling}
          onCall={() => setCalling(true)}
        >
          Call {name}
        </CallButton>
      </Box>
      {calling && (
        <Suspense fallback={null}>
          <InCallDialog start={{ ring: () => placeCall(user_id) }} name={name} onClose={close} />
        </Suspense>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Call log
      </Typography>
      <CallLog userId={user_id} />
    </>
  );
}
