import { parseMonth } from '@acorn/domain/time';
import { useLocation, useSearchParams } from 'react-router';

/** What the Facility Monthly Reports page passes along (doc 1 §2): the facility's name, shown at once. */
export interface ReportNavigationState {
  facility?: string;
}

const ID = /^[1-9][0-9]{0,9}$/;

const nameIn = (state: unknown): string | null => {
  const name = (state as ReportNavigationState | null)?.facility;
  return typeof name === 'string' && name.trim() ? name : null;
};

/**
 * A report's address: `?facility_id=` (so a report can be bookmarked and shared) and `?month=` ('YYYY-MM';
 * none or unreadable = the server's default, the last whole month), and the facility's name from the
 * navigation state when the reports page opened it. Choosing a month keeps the state, and the name with it.
 */
export function useReportAddress() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const rawId = params.get('facility_id') ?? '';
  const rawMonth = params.get('month') ?? '';
  return {
    facilityId: ID.test(rawId) ? Number(rawId) : null,
    month: parseMonth(rawMonth) ? rawMonth : undefined,
    stateName: nameIn(state),
    setMonth: (month: string) =>
      setParams(
        (p) => {
          p.set('month', month);
          return p;
        },
        { state },
      ),
  };
}
