import type { CommandAction, CommandState } from '@acorn/domain/tablets';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { useLiveEvents } from '../../lib/live-events';
import { fetchUserCommands, userDetailKeys } from './user-details-api';

const ACTION_LABELS: Record<CommandAction, string> = {
  message: 'Message',
  check_in: 'Check-in',
  reset_calendar: 'Resync calendar',
  reset_email: 'Resync email',
  reset_messages_auth: 'Resync messages',
  reset: 'Reset tablet',
  update: 'Software update',
  event_invite: 'Activity invitation',
  photo: 'Family photo',
  install_app: 'App install',
  calendar: 'Appointments',
};

/** Each state's chip; the text always says the state, the colour only repeats it. */
const STATE_COLOURS: Record<CommandState, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> =
  {
    queued: 'default',
    sent: 'info',
    delivered: 'primary',
    done: 'success',
    failed: 'error',
    expired: 'warning',
  };

/** The user's latest commands and where each stands (queued → delivered → done / failed / expired), live. */
export function CommandHistory({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const queryKey = userDetailKeys.commands(userId);
  const { data } = useQuery({ queryKey, queryFn: () => fetchUserCommands(userId) });
  useLiveEvents((event) => {
    if (event.type === 'command' && event.user_id === userId)
      void queryClient.invalidateQueries({ queryKey });
  });
  const commands = data ?? [];
  return (
    <Box component="section" aria-labelledby="commands-heading" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="commands-heading" sx={{ mb: 1 }}>
        Commands
      </Typography>
      {commands.length === 0 ? (
        <Typography>No records to display</Typography>
      ) : (
        <Table size="small" aria-labelledby="commands-heading">
          <TableHead>
            <TableRow>
              <TableCell>Command</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Detail</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {commands.map((c) => (
              <TableRow key={c.command_id} data-command={c.action}>
                <TableCell>{ACTION_LABELS[c.action]}</TableCell>
                <TableCell>{formatDateTime(c.created_at)}</TableCell>
                <TableCell>
                  <Chip size="small" label={c.state} color={STATE_COLOURS[c.state]} />
                </TableCell>
                <TableCell>{c.detail ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
