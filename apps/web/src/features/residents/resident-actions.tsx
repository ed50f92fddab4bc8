import type { ResidentRow } from '@acorn/domain/residents';
import Build from '@mui/icons-material/Build';
import Call from '@mui/icons-material/Call';
import Forum from '@mui/icons-material/Forum';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import HowToReg from '@mui/icons-material/HowToReg';
import Message from '@mui/icons-material/Message';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { residentName } from './resident-name';
import type { Panel } from './residents-url';

/** The row's buttons in the spec's order (doc 2 §2.1); each names the resident for a screen reader. */
const ACTIONS: { panel: Panel | 'message'; icon: ReactNode; label: (name: string) => string }[] = [
  { panel: 'call', icon: <Call />, label: (n) => `Call ${n}` },
  { panel: 'chat', icon: <Forum />, label: (n) => `Chat with ${n}` },
  { panel: 'email', icon: <Email />, label: (n) => `Email ${n}` },
  { panel: 'health', icon: <MonitorHeart />, label: (n) => `Health of ${n}` },
  { panel: 'activities', icon: <Event />, label: (n) => `Activities of ${n}` },
  { panel: 'maintenance', icon: <Build />, label: (n) => `Maintenance for ${n}` },
  { panel: 'message', icon: <Message />, label: (n) => `Message ${n}` },
  { panel: 'check-in', icon: <HowToReg />, label: (n) => `Check in ${n}` },
];

interface Props {
  resident: ResidentRow;
  onOpen: (panel: Panel) => void;
  onMessage: () => void;
}

export function ResidentActions({ resident, onOpen, onMessage }: Props) {
  const name = residentName(resident);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25 }}>
      {ACTIONS.map(({ panel, icon, label }) => {
        if (panel === 'email' && !resident.email) {
          // Disabled yet focusable, so the reason is read by keyboard and screen reader alike.
          const reasonId = `no-email-${resident.user_id}`;
          return (
            <Tooltip key={panel} title={`${name} has no email address`}>
              <IconButton
                aria-label={label(name)}
                aria-disabled="true"
                aria-describedby={reasonId}
                sx={{ color: 'action.disabled' }}
              >
                {icon}
                <Box component="span" id={reasonId} sx={visuallyHidden}>
                  {name} has no email address
                </Box>
              </IconButton>
            </Tooltip>
          );
        }
        return (
          <Tooltip key={panel} title={label(name)}>
            {panel === 'email' ? (
              // The mail client opens (spec) and the Email panel shows the address beside the list.
              <IconButton component="a" href={`mailto:${resident.email}`} onClick={() => onOpen('email')}>
                {icon}
              </IconButton>
            ) : (
              <IconButton onClick={() => (panel === 'message' ? onMessage() : onOpen(panel))}>
                {icon}
              </IconButton>
            )}
          </Tooltip>
        );
      })}
    </Box>
  );
}
