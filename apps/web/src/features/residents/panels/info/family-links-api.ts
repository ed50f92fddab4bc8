import type { FamilyInviteInput, FamilyLink, FamilyLinkUpdate } from '@acorn/domain/family';
import { apiCall } from '../../../../lib/api';

// The resident's family links (issue 20), as staff manage them from Friends & Family.

const of = (userId: number) => ({ params: { user_id: userId } });
const one = (userId: number, portalUserId: number) => ({
  params: { user_id: userId, portal_user_id: portalUserId },
});

export const fetchFamilyLinks = (userId: number): Promise<{ items: FamilyLink[] }> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/family-links', of(userId));

/** The server's sentence (invited, or linked to an existing family account) and the new link. */
export const inviteFamilyMember = (
  userId: number,
  body: FamilyInviteInput,
): Promise<{ message: string; link: FamilyLink }> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/family-links', { ...of(userId), body });

export const updateFamilyLink = (
  userId: number,
  portalUserId: number,
  body: FamilyLinkUpdate,
): Promise<FamilyLink> =>
  apiCall('put', '/v1/acorn/residents/{user_id}/family-links/{portal_user_id}', {
    ...one(userId, portalUserId),
    body,
  });

export const removeFamilyLink = (userId: number, portalUserId: number): Promise<{ message: string }> =>
  apiCall('delete', '/v1/acorn/residents/{user_id}/family-links/{portal_user_id}', one(userId, portalUserId));

export const familyLinksKey = (userId: number) => ['residents', userId, 'family-links'] as const;
