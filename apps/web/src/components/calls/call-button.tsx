import Call from '@mui/icons-material/Call';
import { Box, Button, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  /** 'Call Mary Campbell'. */
  children: ReactNode;
  /** Why a call cannot be made (no tablet), said beside the button; null when it can. */
  reason: string | null;
  /** A call is on its way or going: a second press does nothing. */
  busy: boolean;
  onCall: () => void;
}

/** The button that places a call, or says why it cannot: staff's Call panel and a family member's page. */
export function CallButton({ children, reason, busy, onCall }: Props) {
  const reasonId = useId();
  return (
    <Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<Call />}
        // Disabled yet focusable, so the reason is read by keyboard and screen reader alike.
        aria-disabled={reason !== null || busy}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={() => reason === null && !busy && onCall()}
        sx={reason === null ? undefined : { bgcolor: 'action.disabledBackground', color: 'text.secondary' }}
      >
        {children}
      </Button>
      {reason !== null && (
        <Typography id={reasonId} color="text.secondary" sx={{ mt: 1 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
