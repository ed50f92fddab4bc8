import { apiAccess, portalUserInputSchema, portalUserRowSchema, validatePortalUser } from '@acorn/domain';
import { portalUsers as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';
import { mailPasswordLink } from '../identity/password-links.js';
import { USER_NOT_FOUND } from '../profile/profile-update.js';
import { afterPortalUserWrite, guardAccounts, withRoles } from './portal-user-roles.js';

const staff = apiAccess('portal-users'); // roles 1 and 2

/**
 * Portal users (spec doc 1): a manager manages their own group's users, never role 1. A new user gets no
 * password: they are mailed a link to choose one. PUT is served with the profile form's (profile-routes).
 */
export const portalUsersResource = defineResource({
  name: 'portal-users',
  table,
  id: table.user_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: { read: staff, create: staff, update: staff, delete: staff, export: staff },
  row: portalUserRowSchema,
  input: portalUserInputSchema,
  validate: (row) => validatePortalUser(row),
  defaults: { is_active: true },
  createOnly: ['email'],
  extras: ['roles'],
  expand: withRoles,
  afterWrite: afterPortalUserWrite,
  afterCreate: (app, saved) =>
    mailPasswordLink(
      app,
      {
        user_id: saved.user_id as number,
        email: saved.email as string,
        firstname: saved.firstname as string,
      },
      'invite',
    ),
  protect: guardAccounts,
  updateRoute: false,
  searchable: [table.firstname, table.surname, table.email],
  defaultSort: { column: 'firstname', order: 'asc' },
  notFound: USER_NOT_FOUND,
});
