import { Button, Stack } from '@mui/material';
import { TABLET_JOB_RULES_ACCESS } from '@acorn/domain/access';
import { useState } from 'react';
import { useAllowed } from '../../lib/session';
import { useModule } from '../../lib/use-module';

// The dialog (its switches, fields and the group picker) loads when the button is first pressed: the
// maintenance table is near its page-weight budget.
const loadDialog = () => import('./tablet-job-rules-dialog');

/** 'Automatic jobs': the rules by which tablets open their own jobs, for the roles that set them (1 and 2). */
export function AutomaticJobs() {
  const allowed = useAllowed(TABLET_JOB_RULES_ACCESS);
  const [open, setOpen] = useState(false);
  const dialog = useModule(loadDialog, open);
  if (!allowed) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Automatic jobs
      </Button>
      {open && dialog && <dialog.TabletJobRulesDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
}
