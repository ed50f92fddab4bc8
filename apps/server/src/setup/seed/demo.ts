import { isNull, sql } from 'drizzle-orm';
import { hashToken } from '../../lib/tokens.js';
import { DEMO_ENROLMENT_SECRET } from '../demo-accounts.js';
import {
  acornCustomers,
  acornDevices,
  acornLocations,
  acornOrders,
  acornParts,
  acornRenewals,
  acornRepairs,
  acornSuggestedApps,
  acornUsers,
  acornVersions,
  appointments,
  callLogs,
  checkInLogs,
  commands,
  facilities,
  familyLinks,
  groups,
  localContents,
  maintenances,
  medicalNotes,
  menus,
  messages,
  newspapers,
  noticeboards,
  portalUsers,
  publicEvents,
  roleAssignments,
  roles,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
} from '../../db/schema/index.js';
import type { FileStore } from '../../lib/files/file-store.js';
import type { Db } from '../../db/types.js';
import { customerRows, orderRows, partRows, renewalRows, repairRows } from './commercial.js';
import {
  localContentRows,
  locationRows,
  menuRows,
  newspaperRows,
  noticeboardRows,
  suggestedAppRows,
  VERSION_ROWS,
} from './content.js';
import { createCalendar } from './dates.js';
import { seedEventAttendance } from './event-attendance.js';
import {
  FACILITY_SEEDS,
  GROUP_ROWS,
  MAPLE_GROVE,
  OPERATOR_GROUP,
  PORTAL_USER_SEEDS,
  ROLE_ROWS,
} from './organisation.js';
import { insertHealthReadings } from './health-readings.js';
import { medicalNoteRows } from './medical-notes.js';
import { noteAuthors } from './job-notes.js';
import { seedMaintenanceJobs } from './maintenance-jobs.js';
import { seedTabletJobs } from './tablet-jobs.js';
import { withMenuPdfs } from './menu-pdfs.js';
import { createRandom } from './random.js';
import {
  callLogRows,
  checkInLogRows,
  commandRows,
  contactRows,
  messageRows,
  planCompanions,
  userDetailRows,
  userDeviceRows,
  userMetricRows,
  type LogContext,
  type Placed,
} from './resident-records.js';
import { appointmentRows, eventRows, maintenanceRows } from './schedule.js';
import { deviceRef, deviceRows, planTablets } from './tablets.js';

const byKey = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T> =>
  new Map(rows.map((row) => [key(row), row]));

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: ${what} missing`);
  return value;
}

/**
 * Fills an empty (migrated) database with a believable demo: three groups, the spec's five facilities with
 * its exact resident counts, a portal user per role, and everything the screens show, dated around `today`.
 * One insert per table, inside one transaction.
 */
/** The demo's one source of chance: the same people, tablets and numbers on every fresh database. */
export const DEMO_SEED = 1962;

export async function seedDemo(
  db: Db,
  opts: { passwordHash: string; today: Date; menuFiles?: FileStore },
): Promise<void> {
  const random = createRandom(DEMO_SEED);
  const cal = createCalendar(opts.today);
  // Stored before the transaction: the file store may be this very database, which the transaction holds.
  const menuRowsWithPdfs = await withMenuPdfs(menuRows(cal), opts.menuFiles);

  await db.transaction(async (tx) => {
    // Roles and group 1 may already be there (reference data every database gets); the rest are ours.
    await tx.insert(roles).values(ROLE_ROWS).onConflictDoNothing();
    await tx.insert(groups).overridingSystemValue().values(GROUP_ROWS).onConflictDoNothing();
    await tx
      .update(groups)
      .set({ enrolment_secret_hash: hashToken(DEMO_ENROLMENT_SECRET) })
      .where(isNull(groups.enrolment_secret_hash));
    // Naming ids does not move an identity sequence; keep the next group id past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('groups', 'group_id'), (select max(group_id) from groups))`,
    );

    const facilityIds = byKey(
      await tx
        .insert(facilities)
        .values(
          FACILITY_SEEDS.map(({ name, group_id, street, city, county, country, time_zone, ...at }) => ({
            name,
            group_id,
            street,
            city,
            county,
            country,
            // Drizzle takes numeric columns as text, so no digit is lost on the way.
            latitude: String(at.latitude),
            longitude: String(at.longitude),
            time_zone,
            // The USA's care homes chart in °F and lb; Canada and Ireland in °C and kg.
            units: country === 'USA' ? 'imperial' : 'metric',
          })),
        )
        .returning({ facility_id: facilities.facility_id, name: facilities.name }),
      (f) => f.name,
    );
    const placedFacilities = FACILITY_SEEDS.map((f) => ({
      ...f,
      facility_id: must(facilityIds.get(f.name), f.name).facility_id,
    }));

    const staff = byKey(
      await tx
        .insert(portalUsers)
        .values(
          PORTAL_USER_SEEDS.map((u) => ({
            ...u.row,
            password_hash: opts.passwordHash,
            last_login_at: cal.minutesAgo(60 * 20),
          })),
        )
        .returning({
          user_id: portalUsers.user_id,
          email: portalUsers.email,
          group_id: portalUsers.group_id,
        }),
      (u) => u.email,
    );
    const staffId = (email: string) => must(staff.get(email), email).user_id;
    await tx
      .insert(roleAssignments)
      .values(
        PORTAL_USER_SEEDS.flatMap((u) =>
          u.roles.map((role_id) => ({ user_id: staffId(u.row.email), role_id, group_id: u.row.group_id })),
        ),
      );
    const managerEmail: Record<number, string> = {
      [OPERATOR_GROUP]: 'admin@acorn.demo',
      [MAPLE_GROVE]: 'manager@acorn.demo',
      3: 'manager2@acorn.demo',
    };
    const managerOf = (groupId: number) =>
      must(
        PORTAL_USER_SEEDS.find((u) => u.row.email === managerEmail[groupId]),
        'manager',
      ).row;
    const logs: LogContext = { cal, random, staffOf: (groupId) => staffId(managerOf(groupId).email) };

    await tx.insert(acornVersions).values(VERSION_ROWS(cal));
    await tx.insert(acornLocations).values(locationRows());
    await tx.insert(newspapers).values(newspaperRows());
    await tx.insert(localContents).values(localContentRows());
    await tx.insert(noticeboards).values(noticeboardRows(cal));
    await tx.insert(menus).values(menuRowsWithPdfs);
    await tx.insert(acornSuggestedApps).values(suggestedAppRows());
    await tx.insert(acornOrders).values(orderRows(cal));
    await tx.insert(acornCustomers).values(customerRows());
    await tx.insert(acornParts).values(partRows());

    // Tablets and the people they belong to.
    const plans = planTablets(random, cal, placedFacilities);
    const userIds = byKey(
      await tx
        .insert(acornUsers)
        .values(plans.map((p) => p.user))
        .returning({ user_id: acornUsers.user_id, acorn_id: acornUsers.acorn_id }),
      (u) => u.acorn_id,
    );
    const placed: Placed[] = plans.map((p) => ({
      ...p,
      user_id: must(userIds.get(p.user.acorn_id), p.user.acorn_id).user_id,
    }));

    const companionPlans = planCompanions(placed, opts.passwordHash);
    const companionIds = byKey(
      await tx
        .insert(acornUsers)
        .values(companionPlans.map((c) => c.row))
        .returning({ user_id: acornUsers.user_id, username: acornUsers.username }),
      (u) => u.username,
    );
    const companions = companionPlans.map((c) => ({
      ...c,
      user_id: must(companionIds.get(c.row.username), c.row.username).user_id,
    }));

    await tx.insert(userDetails).values(userDetailRows(random, placed));
    await tx.insert(userMetrics).values(userMetricRows(placed));
    await tx.insert(userDevices).values(userDeviceRows(placed));
    await tx.insert(userContacts).values(contactRows(placed, companions));
    await tx.insert(acornDevices).values(deviceRows(cal, random, placed));
    const refs = placed.filter((p) => p.user.user_type === 2).map((p) => deviceRef(cal, p));
    await tx.insert(acornRepairs).values(repairRows(cal, refs));
    await tx.insert(acornRenewals).values(renewalRows(cal, refs));

    // Logs and the outbox.
    const sentCommands = await tx
      .insert(commands)
      .values(commandRows(logs, placed))
      .returning({ id: commands.id, user_id: commands.user_id, action: commands.action });
    const pendingCheckIn = byKey(
      sentCommands.filter((c) => c.action === 'check_in'),
      (c) => c.user_id,
    );
    await tx
      .insert(checkInLogs)
      .values(checkInLogRows(logs, placed, (userId) => pendingCheckIn.get(userId)?.id ?? null));
    const companionOf = byKey(companions, (c) => c.resident.user_id);
    const callers = ['Reception', 'Nurses’ station', 'Activities team'];
    await tx.insert(callLogs).values(
      callLogRows(logs, placed, (p) => {
        const c = companionOf.get(p.user_id);
        return c
          ? `${c.row.firstname} ${c.row.surname}`
          : must(callers[p.user_id % callers.length], 'caller');
      }),
    );
    // A year of readings from a generator of their own: growing them leaves the rest of the demo as it is.
    await insertHealthReadings(tx, { ...logs, random: createRandom(DEMO_SEED + 18) }, placed, (groupId) => {
      const m = managerOf(groupId);
      return `${m.firstname} ${m.surname}`;
    });
    await tx.insert(messages).values(
      messageRows(logs, placed, (groupId) => {
        const m = managerOf(groupId);
        return `${m.firstname} ${m.surname}`;
      }),
    );

    // Activities, with attendance at past ones for the activities report and invitations to coming ones.
    const events = await tx.insert(publicEvents).values(eventRows(cal, placedFacilities)).returning();
    await seedEventAttendance(tx, logs, events, placed, opts.today);

    const toronto = placedFacilities[0];
    const dorothy = must(
      placed.find((p) => p.user.firstname === 'Dorothy' && p.user.surname === 'Campbell'),
      'Dorothy Campbell',
    );
    await tx.insert(maintenances).values([
      ...maintenanceRows(cal, random, placedFacilities),
      {
        title: 'Wardrobe door off its hinge',
        description: 'Mam’s wardrobe door came off when she opened it; please fix before Sunday',
        resident_name: dorothy.name,
        user_id: dorothy.user_id,
        facility_id: toronto?.facility_id ?? null,
        start_date: cal.day(1),
        status: 'Pending',
        priority: 2,
        key_entry_permission: 'Yes',
        requested_by: staffId('family@acorn.demo'),
        group_id: MAPLE_GROVE,
      },
    ]);
    const residents = placed.filter((p) => p.user.user_type === 2);
    await seedMaintenanceJobs(tx, {
      cal,
      facilities: placedFacilities,
      residents,
      authorsOf: noteAuthors(staffId),
    });
    await tx.insert(appointments).values(
      appointmentRows(
        cal,
        placedFacilities,
        residents.map((p) => ({
          user_id: p.user_id,
          group_id: p.user.group_id,
          facility_id: p.user.facility_id ?? null,
        })),
      ),
    );
    await tx.insert(familyLinks).values({
      portal_user_id: staffId('family@acorn.demo'),
      user_id: dorothy.user_id,
      group_id: dorothy.user.group_id,
      relationship: 'Daughter',
      // Dorothy shares her health summary too, so the demo's status report shows its health card.
      share_health: true,
    });
    // Last, so that the generator's earlier draws (and the demo they make) stay as they were.
    await tx.insert(medicalNotes).values(medicalNoteRows(random, cal, placed, logs.staffOf));
    // After every tablet and job, and drawing nothing: what the tablets would have opened by now.
    await seedTabletJobs(tx, opts.today);
  });
}
