import type { ChatMessage } from '@acorn/domain/residents';
import type { CommandState } from '@acorn/domain/tablets';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../../../../lib/format';

const DELIVERY: Record<CommandState, string> = {
  queued: 'Waiting for the tablet',
  sent: 'Sent',
  delivered: 'Delivered',
  done: 'Delivered',
  failed: 'Not delivered',
  expired: 'Not delivered (expired)',
};

/** A staff message's delivery as staff think of it: sent, delivered, read. */
export const deliveryOf = (m: ChatMessage) => (m.read_at ? 'Read' : m.state ? DELIVERY[m.state] : 'Sent');

/** One message: staff on the right with who sent it and its delivery, the resident's on the left. */
export function ChatBubble({ message, residentName }: { message: ChatMessage; residentName: string }) {
  const staff = message.sender === 'staff';
  const who = staff ? (message.sender_name ?? 'Staff') : residentName;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: staff ? 'primary.main' : 'grey.100',
          color: staff ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
          {who}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
        <Typography variant="caption" component="p" sx={{ opacity: 0.9 }}>
          {formatDateTime(message.created_at)}
          {staff && ` · ${deliveryOf(message)}`}
        </Typography>
      </Box>
    </Box>
  );
}
