import { HEALTH_RANGES, type HealthRange } from '@acorn/domain/health';
import { RESIDENT_SORTS, type ResidentSort } from '@acorn/domain/residents';
import { DEFAULT_VIEW, type ResidentsView } from './residents-api';

// The screen's state lives in its address: a reload, a shared link or a header notification opens the
// same list, the same resident and the same panel.

export const PANELS = [
  'info',
  'check-in',
  'chat',
  'email',
  'call',
  'health',
  'activities',
  'maintenance',
] as const;
export type Panel = (typeof PANELS)[number];

/** The header's links say type=check|call|message (spec doc 2 §2.1); each opens its panel. */
const PANEL_OF_TYPE: Record<string, Panel> = { check: 'check-in', call: 'call', message: 'chat' };

/** The resident whose panel is open, and the name a link gave for them (shown until they load). */
export interface Opened {
  userId: number;
  panel: Panel;
  name: string;
  /** The Health panel's full-screen charts, open on this range (details=health&range=1y): a link reopens them. */
  details?: HealthRange;
}

const positive = (text: string | null) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
};

export function viewOf(params: URLSearchParams): ResidentsView {
  const sort = params.get('sort') as ResidentSort | null;
  return {
    q: params.get('q') ?? '',
    facility_id: positive(params.get('facility_id')),
    check_in: (params.get('check_in') ?? '')
      .split(',')
      .filter((s) => /^[0-3]$/.test(s))
      .map(Number),
    sort: sort && RESIDENT_SORTS.includes(sort) ? sort : DEFAULT_VIEW.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page')) ?? 1,
  };
}

export function openedOf(params: URLSearchParams): Opened | null {
  const userId = positive(params.get('user_id'));
  if (!userId) return null;
  const named = params.get('panel') as Panel | null;
  const panel = named && PANELS.includes(named) ? named : (PANEL_OF_TYPE[params.get('type') ?? ''] ?? 'info');
  return {
    userId,
    panel,
    name: [params.get('name'), params.get('surname')].filter(Boolean).join(' '),
    ...(panel === 'health' &&
      params.get('details') === 'health' && { details: healthRangeOf(params.get('range')) }),
  };
}

const healthRangeOf = (range: string | null): HealthRange => HEALTH_RANGES.find((r) => r === range) ?? '30d';

/** The address for this view and opened panel; defaults are left out, so a plain /users stays plain. */
export function paramsOf(view: ResidentsView, opened: Opened | null): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.facility_id) params.set('facility_id', String(view.facility_id));
  if (view.check_in.length) params.set('check_in', view.check_in.join(','));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.page > 1) params.set('page', String(view.page));
  if (opened) {
    params.set('user_id', String(opened.userId));
    params.set('panel', opened.panel);
    if (opened.details) {
      params.set('details', 'health');
      params.set('range', opened.details);
    }
  }
  return params;
}
