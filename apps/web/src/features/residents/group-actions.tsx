import { LIST_IS_EMPTY } from '@acorn/domain/tablets';
import HowToReg from '@mui/icons-material/HowToReg';
import Message from '@mui/icons-material/Message';
import { Box, Button, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { lazyNamed } from '../../lib/lazy-named';
import { targetCount, targetText, type GroupTarget } from './group-target';

// The dialogs load when first opened: the list paints without them.
const GroupCheckInDialog = lazyNamed(() => import('./group-check-in-dialog'), 'GroupCheckInDialog');
const GroupMessageDialog = lazyNamed(() => import('./group-message-dialog'), 'GroupMessageDialog');

interface Props {
  target: GroupTarget;
  onClearSelection: () => void;
}

/** Message and Check-In over the selected residents, or over every one the filters match. */
export function GroupActions({ target, onClearSelection }: Props) {
  const dialogs = useDialogs();
  const [open, setOpen] = useState<'message' | 'check_in' | null>(null);
  const start = (action: 'message' | 'check_in') =>
    targetCount(target) === 0
      ? void dialogs.message({ title: 'Error', text: LIST_IS_EMPTY })
      : setOpen(action);
  return (
    <Box
      component="section"
      aria-label="Group actions"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
    >
      <Button variant="contained" startIcon={<Message />} onClick={() => start('message')}>
        Message
      </Button>
      <Button variant="contained" startIcon={<HowToReg />} onClick={() => start('check_in')}>
        Check-In
      </Button>
      <Typography role="status" variant="body2" sx={{ mx: 1 }}>
        For {targetText(target)}
      </Typography>
      {target.kind === 'selected' && (
        <Button size="small" onClick={onClearSelection}>
          Clear selection
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'message' && <GroupMessageDialog target={target} onClose={() => setOpen(null)} />}
        {open === 'check_in' && <GroupCheckInDialog target={target} onClose={() => setOpen(null)} />}
      </Suspense>
    </Box>
  );
}
