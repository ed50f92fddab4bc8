import { useSearchParams } from 'react-router';
import type { ResidentsView } from './residents-api';
import { openedOf, paramsOf, viewOf, type Panel } from './residents-url';

/** The list's view and the opened panel, read from and written to the address (replacing, not stacking). */
export function useResidentsAddress() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const opened = openedOf(params);
  return {
    view,
    opened,
    /** A filter, sort or search change starts again from page 1; a page change says its page. */
    changeView: (change: Partial<ResidentsView>) =>
      setParams((p) => paramsOf({ ...viewOf(p), page: 1, ...change }, openedOf(p)), { replace: true }),
    open: (userId: number, panel: Panel) =>
      setParams((p) => paramsOf(viewOf(p), { userId, panel, name: '' }), { replace: true }),
    close: () => setParams((p) => paramsOf(viewOf(p), null), { replace: true }),
  };
}
