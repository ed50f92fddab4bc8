import { isAdmin } from '../access/roles';

/**
 * Two-step sign-in (an authenticator app's 6-digit code after the password, ADR 0038): required for
 * administrators (role 1), who see every group's rows; any other staff member may turn it on.
 */
export const requiresTwoStep = (roles: readonly number[]): boolean => isAdmin(roles);

/** Where an administrator without an authenticator is sent, whatever they asked for. */
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

export const TWO_STEP_MESSAGES = {
  /** Every route but enrolment, /me and sign-out, for an administrator with no authenticator yet. */
  setupRequired: 'Set up two-step sign-in to continue.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  challengeEnded: 'This sign-in has timed out. Please sign in again.',
  notEnrolling: 'Start setting up two-step sign-in first.',
  adminKeeps: 'Administrators must keep two-step sign-in on. You can move it to a new phone instead.',
  proveIdentity: 'Enter your password or a current code to confirm it is you.',
  wrongProof: 'That password or code is not right.',
} as const;
