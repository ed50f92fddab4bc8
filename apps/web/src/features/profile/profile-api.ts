import { apiCall } from '../../lib/api';

export interface ProfileForm {
  firstname: string;
  surname: string;
  email: string;
  mob_phone: string;
}

/** A user's own profile (a manager's save answers the portal users table's row instead: the same names). */
export const updateProfile = (userId: number, form: ProfileForm) =>
  apiCall('put', '/v1/acorn/portal-users/{id}', { params: { id: userId }, body: form });

export const changePassword = (current_password: string, new_password: string) =>
  apiCall('post', '/v1/acorn/change-password', { body: { current_password, new_password } });
