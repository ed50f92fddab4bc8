import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import type { FastifyInstance } from 'fastify';
import { requiresTwoStep } from '@acorn/domain/auth';
import { eq, sql } from 'drizzle-orm';
import { groups, portalUsers, roleAssignments, twoStepFactors } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashPassword } from '../src/lib/passwords.js';
import { totpCode, totpStep } from '../src/lib/totp.js';

export const TEST_PASSWORD = 'a-long-test-passphrase';
/** The authenticator key every administrator made here is enrolled with (two-step sign-in is theirs to keep). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let passwordHash: Promise<string> | undefined;

/** A group holding every permission bit unless `permissions` says otherwise, as the demo's groups do. */
export async function createGroup(db: Db, title: string, permissions = ALL_PERMISSIONS): Promise<number> {
  const [g] = await db
    .insert(groups)
    .values({ title, description: `${title} (test)`, group_permissions: permissions })
    .returning();
  return g!.group_id;
}

export async function createPortalUser(
  db: Db,
  user: {
    email: string;
    roles: readonly number[];
    group_id: number;
    is_active?: boolean;
    /** An administrator is made with TEST_TOTP_SECRET's authenticator unless told otherwise. */
    authenticator?: boolean;
  },
): Promise<number> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(portalUsers)
    .values({
      email: user.email,
      password_hash: await passwordHash,
      firstname: user.email.split('@')[0]!,
      surname: 'Tester',
      group_id: user.group_id,
      is_active: user.is_active ?? true,
    })
    .returning();
  if (user.roles.length) {
    await db
      .insert(roleAssignments)
      .values(user.roles.map((role_id) => ({ user_id: row!.user_id, role_id, group_id: user.group_id })));
  }
  if (user.authenticator ?? requiresTwoStep(user.roles)) await enrolTestAuthenticator(db, row!.user_id);
  return row!.user_id;
}

/** Each sign-in comes from its own address unless told, so the per-IP limit only bites where a test means it to. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD, ip = randomIp()) {
  return app.inject({
    method: 'POST',
    url: '/v2/acorn/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

let lastIp = 0;
const randomIp = () => `10.${(++lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;

/** Enrols the user's authenticator with TEST_TOTP_SECRET, as its first code would. */
export async function enrolTestAuthenticator(db: Db, userId: number): Promise<void> {
  await db
    .insert(twoStepFactors)
    .values({ user_id: userId, secret: TEST_TOTP_SECRET, confirmed_at: new Date().toISOString() });
}

/** The code an authenticator app holding TEST_TOTP_SECRET shows at the app's time. */
export const testTotpCode = (app: FastifyInstance, offsetSteps = 0) =>
  totpCode(TEST_TOTP_SECRET, totpStep(app.clock()) + offsetSteps);

/**
 * Signs in and answers the bearer header to send with later calls; with an authenticator, through the code
 * step as a person would. A test may sign one administrator in many times within a 30 s step, which a
 * person cannot: the replay rule (a step's code works once) is forgotten here and has tests of its own.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ authorization: string }> {
  let res = await login(app, email, password);
  const first = res.json<{
    status: string;
    mfa_token?: string;
    last_active_token?: string;
    user_id?: number;
  }>();
  if (res.statusCode === 200 && first.status === 'mfa_required') {
    const [user] = await app.db
      .select()
      .from(portalUsers)
      .where(sql`lower(${portalUsers.email}) = ${email.toLowerCase()}`);
    await app.db
      .update(twoStepFactors)
      .set({ last_used_step: null })
      .where(eq(twoStepFactors.user_id, user!.user_id));
    res = await app.inject({
      method: 'POST',
      url: '/v2/acorn/login/two-step',
      payload: { mfa_token: first.mfa_token, code: testTotpCode(app) },
      remoteAddress: randomIp(),
    });
  }
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ last_active_token: string }>().last_active_token}` };
}

type GroupName = 'acorn' | 'maple' | 'shannon';
/** Who a test signs in: their roles and their group. */
export type StaffSpec = { roles: readonly number[]; group: GroupName };
type Headers = { authorization: string };

/**
 * The cast most resource tests need: the operator's own group (1, 'Acorn Group') and two care groups,
 * and one signed-in portal user per key, e.g. `{ admin: { roles: [1], group: 'acorn' } }`.
 */
export async function signedInStaff<K extends string>(
  app: FastifyInstance,
  db: Db,
  staff: Record<K, StaffSpec>,
): Promise<{ groups: Record<GroupName, number>; as: Record<K, Headers> }> {
  const groups = {
    acorn: 1,
    maple: await createGroup(db, 'Maple Grove Care'),
    shannon: await createGroup(db, 'Shannon Valley Homes'),
  };
  const as = {} as Record<K, Headers>;
  for (const [key, { roles, group }] of Object.entries(staff) as [K, (typeof staff)[K]][]) {
    const email = `${key}@staff.test`;
    await createPortalUser(db, { email, roles, group_id: groups[group] });
    as[key] = await signIn(app, email);
  }
  return { groups, as };
}
