import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  name: string;
  /** On a phone the panel stands in for the list: Back returns to it. Elsewhere it closes beside it. */
  phone: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The right-hand panel: its heading names what and whom, and it takes focus when it opens. */
export function PanelFrame({ title, name, phone, onClose, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title, name]);
  return (
    <Paper component="section" aria-labelledby="resident-panel-title" variant="outlined" sx={{ p: 2 }}>
      {phone && (
        <Button startIcon={<ArrowBack />} onClick={onClose} sx={{ mb: 1 }}>
          Back to residents
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Typography
          id="resident-panel-title"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          {title} · {name}
        </Typography>
        {!phone && (
          <Tooltip title="Close panel">
            <IconButton onClick={onClose}>
              <Close />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {children}
    </Paper>
  );
}
