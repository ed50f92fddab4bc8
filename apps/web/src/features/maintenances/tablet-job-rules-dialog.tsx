import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { ALL_GROUPS_ACCESS } from '@acorn/domain/access';
import type { TabletJobRulesAnswer } from '@acorn/domain/tablet-jobs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAllowed } from '../../lib/session';
import { GroupPicker } from './group-picker';
import { RulesForm } from './rules-form';
import { fetchTabletJobRules, tabletJobRulesKey } from './tablet-job-rules-api';

/**
 * Automatic jobs: when a group's tablets open maintenance jobs by themselves (offline, battery, storage),
 * each condition on or off with its number. Role 1 chooses the group; role 2 sets its own.
 */
export function TabletJobRulesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const admin = useAllowed(ALL_GROUPS_ACCESS);
  const [groupId, setGroupId] = useState<number | null>(null);
  const rules = useQuery({
    queryKey: tabletJobRulesKey(groupId),
    queryFn: () => fetchTabletJobRules(groupId),
  });
  const shown: TabletJobRulesAnswer | undefined = rules.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Automatic jobs</DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          A tablet opens a maintenance job by itself when one of these holds: one job per tablet and
          condition, never a second while one is open.
        </Typography>
        {admin && <GroupPicker value={shown?.group_id ?? null} onChange={setGroupId} />}
        {rules.isPending ? (
          <LinearProgress aria-label="Loading the rules" />
        ) : rules.isError ? (
          <Alert severity="info" action={<Button onClick={() => void rules.refetch()}>Retry</Button>}>
            The rules could not be loaded just now.
          </Alert>
        ) : null}
      </DialogContent>
      {shown ? (
        <RulesForm key={shown.group_id} rules={shown} groupId={groupId} onClose={onClose} />
      ) : (
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
