import { productLabel } from '@acorn/domain/access';
import {
  COMPANION_EDITABLE_FIELDS,
  TABLET_USER_EDITABLE_FIELDS,
  USER_DETAILS_EDITABLE_FIELDS,
  USER_TYPE,
  validateCompanion,
  validateResident,
  type UserUpdate,
} from '@acorn/domain/residents';
import {
  COMPANION_FIELDS,
  COMPANION_SWITCHES,
  DEVICE_FIELDS,
  TABLET_USER_FIELDS,
  TABLET_USER_SWITCHES,
  type Draft,
  type Field,
  type SwitchField,
} from './user-fields';

export type Kind = 'companion' | 'tablet user' | 'device';

/** Each kind of user's title, form and switches (spec doc 2 §2.3; a device is shaped as a device). */
export const SHAPES: Record<
  Kind,
  { title: string; fields: readonly Field[]; switches: readonly SwitchField[] }
> = {
  companion: { title: 'Companion User Details', fields: COMPANION_FIELDS, switches: COMPANION_SWITCHES },
  'tablet user': {
    title: 'Tablet User Details',
    fields: TABLET_USER_FIELDS,
    switches: TABLET_USER_SWITCHES,
  },
  device: { title: `${productLabel('Device')} Details`, fields: DEVICE_FIELDS, switches: [] },
};

export const kindOf = (userType: number): Kind =>
  userType === USER_TYPE.COMPANION
    ? 'companion'
    : userType === USER_TYPE.TABLET_USER
      ? 'tablet user'
      : 'device';

/** The PUT body: only what the form may change (read-only fields stay out); an empty password keeps it. */
export function bodyOf(draft: Draft, kind: Kind, admin: boolean): UserUpdate {
  const pick = (keys: readonly string[], from: Record<string, unknown> = draft.user) =>
    Object.fromEntries(keys.map((k) => [k, from[k] ?? null]));
  if (kind === 'companion') {
    const password = String(draft.user.password ?? '');
    return { user: { ...pick(COMPANION_EDITABLE_FIELDS), ...(password ? { password } : {}) } } as UserUpdate;
  }
  return {
    user: { ...pick(TABLET_USER_EDITABLE_FIELDS), ...(admin ? { group_id: draft.user.group_id } : {}) },
    ...(kind === 'tablet user' && {
      user_details: draft.user_details && pick(USER_DETAILS_EDITABLE_FIELDS, draft.user_details),
    }),
  } as UserUpdate;
}

/** The rule the form runs before saving; a device has nobody's name to require (the server agrees). */
export function problemOf(kind: Kind, body: UserUpdate): string | null {
  if (kind === 'companion') return validateCompanion(body.user);
  return kind === 'tablet user' ? validateResident(body.user) : null;
}
