import {
  PRIVILEGE_FLAGS,
  USER_TYPE,
  type ResidentDetail,
  type UserDetails,
  type UserMetrics,
} from '@acorn/domain/residents';
import { simRenewalOnResidentDetail } from '@acorn/domain/time';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  acornDevices,
  acornUsers,
  groups,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
} from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { toApi } from '../../lib/resource/serialize.js';
import { presentTabletUser, tabletUserColumns } from './tablet-user-columns.js';
import { inScope } from '../../lib/group-scope.js';

/** A tablet user whose privileges were never saved has every switch off. */
const NO_DETAILS: UserDetails = {
  extra_accessories: null,
  ...(Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, false])) as Record<
    (typeof PRIVILEGE_FLAGS)[number],
    boolean
  >),
  suspend_status: null,
  suspend_code: null,
  call_suspend_status: null,
  call_suspend_code: null,
};

/** The SIM activation date of the user's tablet: its device record (edited on the Devices page) first. */
async function simActivation(
  db: Db,
  user: { user_id: number; acorn_id: string | null; group_id: number | null },
) {
  const [device] = user.acorn_id
    ? await db
        .select({ sim_activation_date: acornDevices.sim_activation_date })
        .from(acornDevices)
        .where(eq(acornDevices.acorn_id, user.acorn_id))
        // The record in the user's own group, if acorn ids ever repeat across groups.
        .orderBy(desc(sql`${acornDevices.group_id} = ${user.group_id}`), asc(acornDevices.acorn_device_id))
        .limit(1)
    : [];
  const [own] = await db.select().from(userDevices).where(eq(userDevices.user_id, user.user_id));
  return { activation: device?.sim_activation_date ?? own?.sim_activation_date ?? null, own };
}

/**
 * One user as the user details screen shows them (doc 2 §7 "get one by user_id"), or null when there is
 * no such user in `scope` (null = every group). Companions have no privileges, tablet or SIM: those are
 * null and their contacts empty unless they have some.
 */
export async function readUserDetail(
  db: Db,
  userId: number,
  scope: number | null,
  now: Date,
): Promise<ResidentDetail | null> {
  const [row] = await db
    .select(tabletUserColumns)
    .from(acornUsers)
    .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
    .leftJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .where(and(eq(acornUsers.user_id, userId), inScope(acornUsers.group_id, scope)));
  if (!row) return null;
  const user = presentTabletUser(row, now);
  const companion = user.user_type === USER_TYPE.COMPANION;

  const [[details], [metrics], contacts, linked] = await Promise.all([
    db.select().from(userDetails).where(eq(userDetails.user_id, userId)),
    db.select().from(userMetrics).where(eq(userMetrics.user_id, userId)),
    db
      .select({
        firstname: userContacts.firstname,
        surname: userContacts.surname,
        email: userContacts.email,
        avatar: userContacts.avatar,
        user_type: userContacts.user_type,
      })
      .from(userContacts)
      .where(eq(userContacts.user_id, userId))
      .orderBy(asc(userContacts.user_type), asc(userContacts.surname), asc(userContacts.firstname)),
    // A companion's residents are those who list them as a contact.
    companion
      ? db
          .selectDistinct({ user_id: userContacts.user_id })
          .from(userContacts)
          .where(eq(userContacts.contact_user_id, userId))
      : Promise.resolve(null),
  ]);
  const sim = companion ? null : await simActivation(db, user);
  const sim_number = user.sim_number ?? sim?.own?.sim_number ?? null;

  return {
    user: {
      ...user,
      sim_number,
      acornUserIds: linked ? linked.map((l) => l.user_id).sort((a, b) => a - b) : null,
    },
    user_details: companion ? null : details ? { ...NO_DETAILS, ...details } : NO_DETAILS,
    user_metrics: metrics ? (toApi(userMetrics, metrics) as UserMetrics) : null,
    user_device: sim && {
      sim_number,
      sim_activation_date: sim.activation,
      // Derived here on every read, never taken from storage: activation + 11 months (doc 2 §9).
      sim_renewal_date: simRenewalOnResidentDetail(sim.activation),
    },
    user_contacts: contacts,
  };
}
