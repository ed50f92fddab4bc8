import type { HealthRange } from '@acorn/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openedOf, paramsOf, viewOf } from '../../residents-url';

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
    open: (initial: HealthRange = '30d') => show(initial, false, { healthDetails: true }),
    /** Another range replaces the address rather than stacking: Back still closes the view in one step. */
    changeRange: (next: HealthRange) => show(next, true, state),
    close: () => (state?.healthDetails ? void navigate(-1) : show(undefined, true, null)),
  };
}
