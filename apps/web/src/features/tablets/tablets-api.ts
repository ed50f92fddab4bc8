import {
  TABLETS_PER_PAGE,
  type CommandInput,
  type StatusFilter,
  type UserType,
  type LocationItem,
  type UsersList,
  type Version,
} from '@acorn/domain';
import { api } from '../../lib/api';

/** The tablets list's filters; an empty status list is the spec's 'Show all'. */
export interface TabletFilters {
  status: StatusFilter[];
  q: string;
  user_type: UserType | null;
  group_id: number[];
  location: string[];
  acorn_version: string[];
}

export const NO_FILTERS: TabletFilters = {
  status: [],
  q: '',
  user_type: null,
  group_id: [],
  location: [],
  acorn_version: [],
};

/** The filters as GET /v1/acorn/users takes them: lists comma-separated, empty ones left out. */
export function usersQuery(filters: TabletFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(TABLETS_PER_PAGE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.user_type !== null) params.set('user_type', String(filters.user_type));
  for (const key of ['status', 'group_id', 'location', 'acorn_version'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  return params.toString();
}

/** The same filters as a command's target: "every tablet the list shows". */
export function commandFilter(filters: TabletFilters): NonNullable<CommandInput['filter']> {
  return {
    q: filters.q.trim() || null,
    user_type: filters.user_type,
    status: filters.status.length ? filters.status : null,
    group_id: filters.group_id.length ? filters.group_id : null,
    location: filters.location.length ? filters.location : null,
    acorn_version: filters.acorn_version.length ? filters.acorn_version : null,
  };
}

export const fetchTablets = (filters: TabletFilters, page: number) =>
  api<UsersList>(`/v1/acorn/users?${usersQuery(filters, page)}`);

/** Newest first: the first is the version the update button sends. */
export const fetchVersions = () =>
  api<{ items: Version[] }>('/v1/acorn/acorn-versions').then((answer) => answer.items);
export const fetchLocations = () =>
  api<{ items: LocationItem[] }>('/v1/acorn/acorn-locations').then((answer) => answer.items);
