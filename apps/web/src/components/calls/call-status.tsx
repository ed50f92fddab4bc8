import SignalCellularAlt from '@mui/icons-material/SignalCellularAlt';
import SignalCellularAlt1Bar from '@mui/icons-material/SignalCellularAlt1Bar';
import SignalCellularAlt2Bar from '@mui/icons-material/SignalCellularAlt2Bar';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CallQuality } from './call-quality';

const BARS = { Good: SignalCellularAlt, Fair: SignalCellularAlt2Bar, Poor: SignalCellularAlt1Bar };

/** 75 s → '01:15'. */
export const formatCallTime = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Minutes and seconds since the call was answered, counting on while it lasts. */
export function CallTimer({ since, running }: { since: number; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  const seconds = Math.max(0, Math.floor((now - since) / 1_000));
  // Read on demand, not announced every second: it sits outside the live region.
  return (
    <Typography
      component="span"
      aria-label={`Call time ${formatCallTime(seconds)}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatCallTime(seconds)}
    </Typography>
  );
}

/** How the connection is going: bars and a word, never colour alone. */
export function QualityIndicator({ quality }: { quality: CallQuality }) {
  const Bars = BARS[quality];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Bars fontSize="small" aria-hidden />
      <span>Connection: {quality}</span>
    </Box>
  );
}
