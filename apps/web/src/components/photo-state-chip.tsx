import { photoStateWords, type PhotoState, type SharedPhoto } from '@acorn/domain/photos';
import { Box } from '@mui/material';

// A tint, a border and the words; text colours keep WCAG AA contrast on their tint.
const GREY = { bg: '#eeeeee', fg: '#424242', edge: '#757575' };
const BLUE = { bg: '#e3f2fd', fg: '#0d47a1', edge: '#1565c0' };
const LOOK: Record<PhotoState, { bg: string; fg: string; edge: string }> = {
  uploaded: GREY,
  sent: BLUE,
  delivered: BLUE,
  shown: { bg: '#e8f5e9', fg: '#1b5e20', edge: '#2e7d32' },
  failed: { bg: '#ffebee', fg: '#b71c1c', edge: '#c62828' },
  expired: { bg: '#fff3e0', fg: '#8a4500', edge: '#ef6c00' },
  removed: GREY,
};

/**
 * Where a shared photo is, in words ('Shown on the tablet', 'Failed: …'); the colour only repeats them.
 * The family's gallery and the resident's panel both show it.
 */
export function PhotoStateChip({ photo }: { photo: Pick<SharedPhoto, 'state' | 'state_detail'> }) {
  const look = LOOK[photo.state];
  return (
    <Box
      component="span"
      data-photo-state={photo.state}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 4,
        border: `1px solid ${look.edge}`,
        bgcolor: look.bg,
        color: look.fg,
        fontSize: '0.8125rem',
        overflowWrap: 'anywhere',
      }}
    >
      {photoStateWords(photo)}
    </Box>
  );
}
