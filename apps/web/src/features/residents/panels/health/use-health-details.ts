import { HEALTH_RANGES, type HealthRange } from '@acorn/domain/health';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStoredState } from '../../../../lib/use-stored-state';
import { openedOf, paramsOf, viewOf } from '../../residents-url';

/** The period last chosen: More Details opens on it again, for any resident, until sign-out. */
export const HEALTH_RANGE_KEY = 'acorn.health-range';
const parseRange = (stored: string | null): HealthRange =>
  HEALTH_RANGES.find((r) => JSON.stringify(r) === stored) ?? '30d';

/** Set on the history entry that opening the full-screen view added: closing it is then going Back. */
interface DetailsState {
  healthDetails?: true;
}

/**
 * The full-screen charts' state, kept in the address (details=health&range=…): opening adds a history
 * entry, so the browser's Back closes them and a link or a reload opens them again on the same range.
 */
export function useHealthDetails() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useLocation().state as DetailsState | null;
  const range = openedOf(params)?.details ?? null;
  const [lastRange, setLastRange] = useStoredState(HEALTH_RANGE_KEY, parseRange);

  const show = (details: HealthRange | undefined, replace: boolean, next: DetailsState | null) =>
    setParams(
      (p) => {
        const opened = openedOf(p);
        return paramsOf(viewOf(p), opened && { ...opened, details });
      },
      { replace, state: next },
    );

  return {
    /** The range shown, or null while the view is closed. */
    range,
    /** The range More Details opens on: the one last chosen. */
    nextRange: lastRange,
    open: () => show(lastRange, false, { healthDetails: true }),
    /** Another range replaces the address rather than stacking: Back still closes the view in one step. */
    changeRange: (next: HealthRange) => {
      setLastRange(next);
      show(next, true, state);
    },
    /**
     * Back, when opening added the entry; else the address loses the view. `justOpened`: the press's
     * entry is in the browser's history but the router has not rendered it yet (its transition is slow).
     */
    close: (justOpened = false) =>
      justOpened || state?.healthDetails ? void navigate(-1) : show(undefined, true, null),
  };
}
