import { portalUserInputSchema, portalUserRowSchema } from '@acorn/domain/portal-users';
import { portalUsersContract } from '@acorn/domain/portal-users';
import { portalUsers as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';
import { mailPasswordLink } from '../identity/password-links.js';
import { afterPortalUserWrite, guardAccounts, withRoles } from './portal-user-roles.js';

/**
 * Portal users: the contract, on its table, with what is the server's alone: their roles (another table),
 * the invitation mail, the guard on administrators and on oneself, and the email fixed once added. PUT is
 * served with the profile form's (profile-routes).
 */
export const portalUsersResource = fromContract(portalUsersContract, table, {
  row: portalUserRowSchema,
  input: portalUserInputSchema,
  createOnly: ['email'],
  extras: ['roles'],
  expand: withRoles,
  afterWrite: afterPortalUserWrite,
  afterCreate: (app, saved) =>
    mailPasswordLink(
      app,
      { user_id: saved.user_id, email: saved.email, firstname: saved.firstname },
      'invite',
    ),
  protect: guardAccounts,
  updateRoute: false,
});
