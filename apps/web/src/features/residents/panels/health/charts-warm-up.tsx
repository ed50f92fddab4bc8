import { Box } from '@mui/material';
import { useEffect } from 'react';
import type { ChartData } from './chart-data';
import { HealthChart } from './health-chart';

const DAY = 86_400_000;
const SAMPLE: ChartData = {
  title: 'Warm-up',
  unit: 'mmHg',
  times: [0, 1, 2].map((d) => new Date(Date.UTC(2026, 0, 1) + d * DAY)),
  counts: [1, 1, 1],
  lines: [
    { measure: 'sys', label: 'Systolic', values: [120, 130, 125], low: 90, high: 140 },
    { measure: 'dia', label: 'Diastolic', values: [80, 85, 82], low: 60, high: 90 },
  ],
};

/**
 * One small chart drawn once where nobody sees or reaches it, while the browser is idle with a Health
 * panel open. A page's first chart costs some 350 ms more than its second (styles inserted, layout, code
 * run for the first time), which is then paid before anyone presses More Details rather than after.
 */
export function ChartsWarmUp({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    // Long enough for the chart to measure its box and draw; it is hidden and idle-time either way.
    const timer = setTimeout(onDone, 250);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <Box
      aria-hidden
      inert
      sx={{
        position: 'fixed',
        left: -10_000,
        top: 0,
        width: 640,
        visibility: 'hidden',
        pointerEvents: 'none',
      }}
    >
      <HealthChart data={SAMPLE} period="" downsampled={false} />
    </Box>
  );
}
