import type { ResidentRow } from '@acorn/domain';
import Call from '@mui/icons-material/Call';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
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
  const reasonId = `no-tablet-call-${resident.user_id}`;
  const { user_id } = resident;
  const close = useCallback(() => {
    setCalling(false);
    void queryClient.invalidateQueries({ queryKey: residentKeys.calls(user_id) });
  }, [queryClient, user_id]);

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<Call />}
          // Disabled yet focusable, so the reason is read by keyboard and screen reader alike.
          aria-disabled={!resident.has_tablet || calling}
          aria-describedby={resident.has_tablet ? undefined : reasonId}
          onClick={() => resident.has_tablet && !calling && setCalling(true)}
          sx={
            resident.has_tablet
              ? undefined
              : { bgcolor: 'action.disabledBackground', color: 'text.secondary' }
          }
        >
          Call {name}
        </Button>
        {!resident.has_tablet && (
          <Typography id={reasonId} color="text.secondary" sx={{ mt: 1 }}>
            No tablet is enrolled for this resident yet, so a call cannot reach them.
          </Typography>
        )}
      </Box>
      {calling && (
        <Suspense fallback={null}>
          <InCallDialog userId={user_id} name={name} onClose={close} />
        </Suspense>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Call log
      </Typography>
      <CallLog userId={user_id} />
    </>
  );
}
