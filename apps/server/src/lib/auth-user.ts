/** Who a request is from: a signed-in user and their session, as the session store reads it each time. */
export interface AuthUser {
  user_id: number;
  group_id: number;
  email: string;
  roles: number[];
  /** The group's permission bits as they are now: read with the session, never kept from sign-in (ADR 0030). */
  permissions: number;
  session_id: number;
  /** When this session signed in: a recent sign-in counts as having just typed the password. */
  signed_in_at: string;
  /** The user has a confirmed authenticator (ADR 0038). */
  two_step_on: boolean;
  /**
   * This session passed a second step with the user's authenticator (sessions.second_step): an
   * administrator's session without it may only set one up (heldToSetup).
   */
  two_step_passed: boolean;
}
