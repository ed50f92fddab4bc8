import { api } from '../../lib/api';
import type { SessionUser } from '../../lib/session';

export interface ProfileForm {
  firstname: string;
  surname: string;
  email: string;
  mob_phone: string;
}

type Account = SessionUser;

export const updateProfile = (userId: number, form: ProfileForm) =>
  api<Account>(`/v1/acorn/portal-users/${userId}`, { method: 'PUT', body: form });

export const changePassword = (current_password: string, new_password: string) =>
  api<{ message: string }>('/v1/acorn/change-password', {
    method: 'POST',
    body: { current_password, new_password },
  });
