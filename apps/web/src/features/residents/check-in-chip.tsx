import { CHECK_IN_STATES } from '@acorn/domain/residents';
import { Box } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * The spec's check-in colours (0 grey, 1 orange, 2 red, 3 green) as a tint, a border and a dot, with the
 * state's word always written: colour is never the only sign. Text colours keep WCAG AA contrast.
 */
export const CHECK_IN_LOOK: Record<number, { bg: string; fg: string; edge: string }> = {
  0: { bg: '#eeeeee', fg: '#424242', edge: '#757575' },
  1: { bg: '#fff3e0', fg: '#8a4500', edge: '#ef6c00' },
  2: { bg: '#ffebee', fg: '#b71c1c', edge: '#c62828' },
  3: { bg: '#e8f5e9', fg: '#1b5e20', edge: '#2e7d32' },
};

export const checkInLabel = (state: number) =>
  CHECK_IN_STATES.find((s) => s.value === state)?.label ?? 'Default';

/** A resident's check-in state: 'Check-In: Pending'. */
export function CheckInChip({ state }: { state: number }) {
  const look = CHECK_IN_LOOK[state] ?? CHECK_IN_LOOK[0]!;
  return (
    <Box
      component="span"
      data-check-in={state}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        border: `1px solid ${look.edge}`,
        bgcolor: look.bg,
        color: look.fg,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: look.edge }}
      />
      <Box component="span" sx={visuallyHidden}>
        Check-In:
      </Box>
      {checkInLabel(state)}
    </Box>
  );
}
