import type { Command, ResidentDetail, UserDeleted, UserUpdate } from '@acorn/domain';
import { apiCall } from '../../lib/api';

// The domain's types are what the screen works with; the answers, typed from the server's OpenAPI
// document, must fit them (a disagreement does not compile).

export const fetchUserDetail = (id: number): Promise<ResidentDetail> =>
  apiCall('get', '/v1/acorn/users/{id}', { params: { id } });

export const updateUser = (id: number, body: UserUpdate): Promise<ResidentDetail> =>
  apiCall('put', '/v1/acorn/users/{id}', { params: { id }, body });

export const deleteUser = (id: number): Promise<UserDeleted> =>
  apiCall('delete', '/v1/acorn/users/{id}', { params: { id } });

/** The user's latest commands, newest first, with their states. */
export const fetchUserCommands = async (id: number): Promise<Command[]> =>
  (
    await apiCall('get', '/v1/acorn/users/{user_id}/commands', {
      params: { user_id: id },
      query: { limit: 20 },
    })
  ).items;

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

/** This feature's cache keys: one user's details, their command history, role 1's group choices. */
export const userDetailKeys = {
  detail: (userId: number) => ['user-detail', userId] as const,
  commands: (userId: number) => ['user-commands', userId] as const,
  groupChoices: ['groups', 'choices'] as const,
};
