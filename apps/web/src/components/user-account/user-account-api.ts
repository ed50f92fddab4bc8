import type { ResidentDetail, UserUpdate } from '@acorn/domain/residents';
import { apiCall } from '../../lib/api';

// One user's account as user details and the residents screen both show and edit it. The domain's types
// are what the screens work with; the answers, typed from the server's OpenAPI document, must fit them.

export const fetchUserDetail = (id: number): Promise<ResidentDetail> =>
  apiCall('get', '/v1/acorn/users/{id}', { params: { id } });

export const updateUser = (id: number, body: UserUpdate): Promise<ResidentDetail> =>
  apiCall('put', '/v1/acorn/users/{id}', { params: { id }, body });

export interface GroupChoice {
  group_id: number;
  title: string;
}
/** Every group, for role 1's group select. */
export const fetchGroups = async (): Promise<GroupChoice[]> =>
  (
    await apiCall('get', '/v1/acorn/groups', {
      query: { page: 1, page_size: 100, sort: 'title', order: 'asc' },
    })
  ).items;

/** One user's details and role 1's group choices, shared by every screen that shows an account. */
export const userAccountKeys = {
  detail: (userId: number) => ['user-detail', userId] as const,
  groupChoices: ['groups', 'choices'] as const,
};
