import { SERVICES, SERVICES_CALENDAR, isService, type Service } from '@acorn/domain/activities';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';

// The screen's state lives in its address: a reload, a shared link or Back shows the same day or week,
// the same services and the same facility.

export type ServicesViewName = (typeof SERVICES_CALENDAR.views)[number];

export interface ServicesView {
  /** 'YYYY-MM-DD': a day of the week shown, or the day. */
  date: string;
  view: ServicesViewName;
  /** The services shown, in the calendar's order; all when none is unticked. */
  services: Service[];
  facility_id: number | null;
}

const today = () => dayjs().format('YYYY-MM-DD');

export function servicesViewOf(params: URLSearchParams): ServicesView {
  const date = params.get('date') ?? '';
  const view = params.get('view');
  const named = (params.get('service') ?? '').split(',').filter(isService);
  const facility = Number(params.get('facility_id'));
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).isValid() ? date : today(),
    view: view === 'day' || view === 'week' ? view : SERVICES_CALENDAR.defaultView,
    services: named.length ? SERVICES.filter((s) => named.includes(s)) : [...SERVICES],
    facility_id: Number.isInteger(facility) && facility > 0 ? facility : null,
  };
}

/** The address of a view; defaults are left out, so a plain /services stays plain. */
export function servicesParamsOf(view: ServicesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.date !== today()) params.set('date', view.date);
  if (view.view !== SERVICES_CALENDAR.defaultView) params.set('view', view.view);
  if (view.services.length < SERVICES.length) params.set('service', view.services.join(','));
  if (view.facility_id) params.set('facility_id', String(view.facility_id));
  return params;
}

/** The view in the address; each change a history entry, so Back returns to the week seen before. */
export function useServicesAddress() {
  const [params, setParams] = useSearchParams();
  return {
    view: servicesViewOf(params),
    change: (change: Partial<ServicesView>) =>
      setParams((p) => servicesParamsOf({ ...servicesViewOf(p), ...change })),
  };
}
