import type { ApiRequest } from '@acorn/api-types';
import type { StatusFilter, UserType, LocationItem, UsersList, Version } from '@acorn/domain/residents';
import { TABLETS_PER_PAGE } from '@acorn/domain/shared';
import type { CommandInput } from '@acorn/domain/tablets';
import { apiCall } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

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

/** The query GET /v1/acorn/users takes, as the server's OpenAPI document says. */
export type UsersQuery = NonNullable<ApiRequest<'/v1/acorn/users', 'get'>['query']>;

/** The filters as GET /v1/acorn/users takes them: empty ones left out (lists go comma-separated). */
export function usersQuery(filters: TabletFilters, page: number): UsersQuery {
  const list = <T>(values: T[]) => (values.length ? values : undefined);
  return {
    page,
    page_size: TABLETS_PER_PAGE,
    q: filters.q.trim() || undefined,
    user_type: filters.user_type ?? undefined,
    status: list(filters.status),
    group_id: list(filters.group_id.map(String)),
    location: list(filters.location),
    acorn_version: list(filters.acorn_version),
  };
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

// The domain's types are what the screen works with; the answers, typed from the server's OpenAPI
// document, must fit them (a disagreement does not compile).

export const fetchTablets = (filters: TabletFilters, page: number): Promise<UsersList> =>
  apiCall('get', '/v1/acorn/users', { query: usersQuery(filters, page) });

/** Newest first: the first is the version the update button sends. */
export const fetchVersions = async (): Promise<Version[]> =>
  (await apiCall('get', '/v1/acorn/acorn-versions')).items;
export const fetchLocations = async (): Promise<LocationItem[]> =>
  (await apiCall('get', '/v1/acorn/acorn-locations')).items;

/** This feature's cache keys: every page of tablets under one root, and the filters' choices. */
export const tabletKeys = {
  page: (filters: TabletFilters, page: number) => [...sharedKeys.tablets, filters, page] as const,
  versions: ['acorn-versions'] as const,
  locations: ['acorn-locations'] as const,
};
