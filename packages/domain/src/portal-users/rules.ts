import type { PortalUserInput, ProfileInput } from './portal-user';
import type { ResourceMessages } from '../shared/messages';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

export const PORTAL_USER_MESSAGES = {
  email: 'Email cannot be empty.',
  firstname: 'First name cannot be empty.',
  surname: 'Last name cannot be empty.',
} as const;

// The spec requires both fields but words neither: the profile is a portal user, so the portal user's
// own messages (doc 1 §5) apply.
export const PROFILE_MESSAGES = {
  firstname: PORTAL_USER_MESSAGES.firstname,
  surname: PORTAL_USER_MESSAGES.surname,
} as const;

/** The profile page (doc 1 §8). */
export const PROFILE_SAVE_MESSAGES = {
  updateFailed: 'Failed to update profile details.',
  updated: 'Profile details successfully updated.',
} as const satisfies ResourceMessages;

export const portalUserRules: readonly Rule<PortalUserInput>[] = requiredRules(PORTAL_USER_MESSAGES);
export const profileRules: readonly Rule<ProfileInput>[] = requiredRules(PROFILE_MESSAGES);

export function validatePortalUser(input: Partial<PortalUserInput>): string | null {
  return firstFailure(portalUserRules, input);
}

export function validateProfile(input: Partial<ProfileInput>): string | null {
  return firstFailure(profileRules, input);
}
