import type { HealthRange } from '@acorn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useModule } from '../../../../lib/use-module';
import { seriesQuery } from './health-api';
import { useHealthDetails } from './use-health-details';

// The charts (and @mui/x-charts with them) load only when More Details is pressed or a link opens them.
const loadDetails = () => import('./health-details');

/**
 * More Details for one resident: its range (from the address), and the view's code once loaded. Not
 * React.lazy: a suspended view is revealed up to 300 ms late (React batches Suspense reveals), which a
 * person waiting for the charts would feel.
 */
export function useDetailsView(userId: number) {
  const queryClient = useQueryClient();
  const details = useHealthDetails();
  // The view opens at once on the press; the address follows in the router's transition, which
  // re-renders the whole screen. Once the address says it, the address alone decides (Back closes).
  const [pressed, setPressed] = useState<HealthRange | null>(null);
  if (details.range && pressed) setPressed(null);
  const range = details.range ?? pressed;
  const loaded = useModule(loadDetails, range !== null);
  return {
    /** The range shown, or null while the view is closed. */
    range,
    HealthDetails: loaded?.HealthDetails ?? null,
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
