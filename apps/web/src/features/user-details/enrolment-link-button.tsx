import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

// The dialog and its QR encoder load when asked for, not with the page.
const EnrolmentLinkDialog = lazyNamed(() => import('./enrolment-link-dialog'), 'EnrolmentLinkDialog');

/** 'Enrolment link': a one-time set-up link for the tablet app, for staff setting up a tablet (issue 21). */
export function EnrolmentLinkButton({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Enrolment link
      </Button>
      {open && (
        <Suspense>
          <EnrolmentLinkDialog userId={userId} name={name || 'the user'} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
