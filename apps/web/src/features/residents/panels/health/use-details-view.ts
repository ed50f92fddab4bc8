import type { HealthRange } from '@acorn/domain/health';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useModule } from '../../../../lib/use-module';
import { seriesQuery } from './health-api';
import { useHealthDetails } from './use-health-details';

// The charts (and @mui/x-charts with them) are not part of the residents screen: they load once a Health
// panel has painted and the browser is idle (whoever opens Health is likely to want them next) and draw
// once out of sight, or load at once when More Details is pressed or a link opens them. Measured by
// `npm run bench:health` (docs/benchmarks.md).
const loadDetails = () => import('./health-details');

/** True once a Health panel has painted and the browser has nothing else to do. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * More Details for one resident: its range (from the address), and the view's code once loaded. Not
 * React.lazy: a suspended view is revealed up to 300 ms late (React batches Suspense reveals), which a
 * person waiting for the charts would feel.
 */
export function useDetailsView(userId: number) {
  const queryClient = useQueryClient();
  const details = useHealthDetails();
  const idle = useIdle();
  const [warmedUp, setWarmedUp] = useState(false);
  // The period More Details opens on is asked for in the same idle time: opening then draws at once and
  // refreshes behind. Its audit row records the readings sent to this browser, as every health read does.
  useEffect(() => {
    if (idle) void queryClient.prefetchQuery(seriesQuery(userId, details.nextRange));
    // Once per panel: a later change of period is fetched by the view itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle, userId]);
  // The view opens at once on the press; the address follows in the router's transition, which
  // re-renders the whole screen. Once the address says it, the address alone decides (Back closes).
  const [pressed, setPressed] = useState<HealthRange | null>(null);
  if (details.range && pressed) setPressed(null);
  const range = details.range ?? pressed;
  const loaded = useModule(loadDetails, idle || range !== null);
  return {
    /** The range shown, or null while the view is closed. */
    range,
    HealthDetails: loaded?.HealthDetails ?? null,
    /** Drawn once in idle time while the view is closed (charts-warm-up.tsx), then never again. */
    WarmUp: loaded && !warmedUp && range === null ? loaded.ChartsWarmUp : null,
    warmedUp: useCallback(() => setWarmedUp(true), []),
    /** The charts' code and their readings are both asked for on the press, side by side. */
    open: () => {
      void loadDetails();
      void queryClient.prefetchQuery(seriesQuery(userId, details.nextRange));
      setPressed(details.nextRange);
      details.open();
    },
    changeRange: details.changeRange,
    close: () => {
      setPressed(null);
      details.close(pressed !== null);
    },
  };
}
