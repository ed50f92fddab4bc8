import { ATTENDANCE_STATUSES, type AttendanceStatus, type ResidentEvent } from '@acorn/domain/activities';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { EventCard } from './event-card';
import { ATTENDANCE_WORDS } from './event-words';

interface Props {
  event: ResidentEvent;
  saving: boolean;
  onMark: (event: ResidentEvent, attendance: AttendanceStatus | null) => void;
}

/** An activity that has started: staff mark what the resident did (saved at once), and see who marked it. */
export function PastEvent({ event, saving, onMark }: Props) {
  const label = useId();
  return (
    <EventCard event={event}>
      <Typography id={label} variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        Attendance at {event.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={event.attendance}
          disabled={saving}
          aria-labelledby={label}
          // Pressing the chosen one again answers null: clearing is the Clear button's, said in words.
          onChange={(_, value: AttendanceStatus | null) => value && onMark(event, value)}
        >
          {ATTENDANCE_STATUSES.map((status) => (
            <ToggleButton key={status} value={status} sx={{ textTransform: 'none' }}>
              {ATTENDANCE_WORDS[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          disabled={saving || !event.attendance}
          aria-label={`Clear attendance at ${event.title}`}
          onClick={() => onMark(event, null)}
        >
          Clear
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {event.attendance
          ? `${ATTENDANCE_WORDS[event.attendance]}: marked by ${event.marked_by ?? 'a former staff member'}, ${formatDateTime(event.marked_at)}`
          : 'Not marked yet'}
      </Typography>
    </EventCard>
  );
}
