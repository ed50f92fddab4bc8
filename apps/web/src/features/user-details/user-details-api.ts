import type { Command, ResidentDetail, UserDeleted, UserUpdate } from '@acorn/domain';
import { api } from '../../lib/api';

const userPath = (id: number) => `/v1/acorn/users/${id}`;

export const fetchUserDetail = (id: number) => api<ResidentDetail>(userPath(id));

export const updateUser = (id: number, body: UserUpdate) =>
  api<ResidentDetail>(userPath(id), { method: 'PUT', body });

export const deleteUser = (id: number) => api<UserDeleted>(userPath(id), { method: 'DELETE' });

/** The user's latest commands, newest first, with their states. */
export const fetchUserCommands = (id: number) =>
  api<{ items: Command[] }>(`${userPath(id)}/commands?limit=20`).then((answer) => answer.items);

export interface GroupChoice {
  group_id: number;
  title: string;
}
/** Every group, for role 1's group select. */
export const fetchGroups = () =>
  api<{ items: GroupChoice[] }>('/v1/acorn/groups?page=1&page_size=100&sort=title&order=asc').then(
    (answer) => answer.items,
  );
