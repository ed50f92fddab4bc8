import { Typography } from '@mui/material';
import type { Panel } from '../residents-url';

/** What each panel still to come will show (document 2 §2.1), said plainly instead of a dead button. */
export const LATER: Partial<Record<Panel, string>> = {
  call: 'Video and voice calls with the resident’s tablet, and the call log as it happens.',
};

/** A panel that comes with a later release: what it will show, and where to look meanwhile. */
export function LaterPanel({ panel }: { panel: Panel }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>This comes with a later release of the portal.</Typography>
      <Typography color="text.secondary">It will show: {LATER[panel]}</Typography>
      {panel === 'call' && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The calls made so far are listed under Personal info, Logs.
        </Typography>
      )}
    </>
  );
}
