import type { FamilyInstall } from '@acorn/domain/family';
import type { CommandState } from '@acorn/domain/tablets';
import { Chip } from '@mui/material';

/** Each state in the family member's words, with a shade white text keeps WCAG AA on. */
const STATES: Record<CommandState, { label: string; bg: string }> = {
  queued: { label: 'Waiting for the tablet', bg: '#4b5563' },
  sent: { label: 'Sent', bg: '#1d4ed8' },
  delivered: { label: 'Delivered', bg: '#1e3a8a' },
  done: { label: 'Installed', bg: '#15803d' },
  failed: { label: 'Failed', bg: '#b91c1c' },
  expired: { label: 'Not delivered', bg: '#b45309' },
};

/** What an install says: its state, and a failure's reason from the tablet. */
export function installText(install: Pick<FamilyInstall, 'state' | 'detail'>): string {
  const { label } = STATES[install.state];
  return install.state === 'failed' && install.detail ? `${label}: ${install.detail}` : label;
}

/** An app's install as a chip: live as the command moves (Sent, Delivered, Installed, Failed: reason). */
export function InstallChip({ install }: { install: Pick<FamilyInstall, 'state' | 'detail'> }) {
  return (
    <Chip
      size="small"
      label={installText(install)}
      data-state={install.state}
      sx={{ color: '#fff', bgcolor: STATES[install.state].bg, maxWidth: '100%' }}
    />
  );
}

/** Installed by the tablet's own report (whatever sent it there). */
export const INSTALLED = { state: 'done', detail: null } as const;
