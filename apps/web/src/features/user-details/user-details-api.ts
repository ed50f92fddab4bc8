import type { UserDeleted } from '@acorn/domain/residents';
import type { EnrolmentLink } from '@acorn/domain/tablet-link';
import type { Command } from '@acorn/domain/tablets';
import { apiCall } from '../../lib/api';

// The domain's types are what the screen works with; the answers, typed from the server's OpenAPI
// document, must fit them (a disagreement does not compile). The account's own calls are shared
// (components/user-account).

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

/** This feature's cache keys: the user's command history. */
export const userDetailKeys = {
  commands: (userId: number) => ['user-commands', userId] as const,
};

/** A single-use set-up link for the user's tablet app, valid 15 minutes (docs/tablet-link.md). */
export const makeEnrolmentLink = (id: number): Promise<EnrolmentLink> =>
  apiCall('post', '/v1/acorn/users/{user_id}/enrolment-link', { params: { user_id: id } });
