import type { FamilyResident } from '@acorn/domain/family';
import { Box } from '@mui/material';
import { Suspense, useCallback, useState } from 'react';
import { CallButton } from '../../components/calls/call-button';
import { placeFamilyCall } from '../../components/calls/calls-api';
import { residentName } from '../../components/family/family-residents';
import { lazyNamed } from '../../lib/lazy-named';

// The in-call view (WebRTC, its controls) loads when a call is placed: the page never carries it.
const InCallDialog = lazyNamed(() => import('../../components/calls/in-call-dialog'), 'InCallDialog');

/**
 * A family member's call to their resident's tablet (issue 22), when the resident shares calls with them.
 * When they do not, nothing: the page's note on what is not shared says so.
 */
export function FamilyCall({ resident }: { resident: FamilyResident }) {
  const [calling, setCalling] = useState(false);
  const close = useCallback(() => setCalling(false), []);
  if (!resident.shares.calls) return null;
  const first = resident.firstname ?? residentName(resident);
  const { user_id } = resident;

  return (
    <Box sx={{ mb: 3 }}>
      <CallButton
        reason={resident.has_tablet ? null : `${first} has no tablet yet, so a call cannot reach them.`}
        busy={calling}
        onCall={() => setCalling(true)}
      >
        Call {first}
      </CallButton>
      {calling && (
        <Suspense fallback={null}>
          {/* No note after it: the call log and its notes are the care home's. */}
          <InCallDialog
            start={{ ring: () => placeFamilyCall(user_id) }}
            name={residentName(resident)}
            takesNote={false}
            onClose={close}
          />
        </Suspense>
      )}
    </Box>
  );
}
