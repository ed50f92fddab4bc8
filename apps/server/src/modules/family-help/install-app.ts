import { FAMILY_HELP_MESSAGES, playStoreUrl, type FamilyInstallResult } from '@acorn/domain/family';
import { installAppPayloadSchema } from '@acorn/domain/tablet-link';
import type { CommandState } from '@acorn/domain/tablets';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, userMetrics } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { planCommand } from '../tablet-link/commands/command-plan.js';
import type { CommandDispatcher } from '../tablet-link/commands/dispatch.js';
import { commitCommands, refuseWithoutTablets } from '../tablet-link/commands/send-commands.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import type { LinkedResident } from '../family/linked-resident.js';
import { latestInstalls, reachingApps } from './family-tablet.js';

/** An install still on its way: asking again would only send the tablet the same store page twice. */
const UNDER_WAY: readonly CommandState[] = ['queued', 'sent', 'delivered'];

/**
 * A family member installs a suggested app on their resident's tablet (issue 20): an install_app command
 * through the tablet link's one path (the outbox, its audit row, the publish, live states). Refused with
 * words the member can act on: no tablet (422), already installed or on its way (409); an app that does
 * not reach the resident is not found.
 */
export async function installApp(
  req: FastifyRequest,
  resident: LinkedResident,
  appId: number,
  dispatcher: CommandDispatcher,
): Promise<FamilyInstallResult> {
  const { db } = req.server;
  const [app] = await reachingApps(db, resident.group_id, appId);
  if (!app) throw notFound(FAMILY_HELP_MESSAGES.appNotFound);
  const candidates = await db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      is_online: acornUsers.is_online,
      has_tablet: sql<boolean>`${hasTablet}`,
      apps: userMetrics.apps,
    })
    .from(acornUsers)
    .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
    .where(eq(acornUsers.user_id, resident.user_id));
  if (!candidates.some((c) => c.has_tablet)) throw new HttpError(422, FAMILY_HELP_MESSAGES.noTablet);
  if (candidates[0]?.apps?.some((a) => a.applicationIdentifier === app.app_package))
    throw new HttpError(409, FAMILY_HELP_MESSAGES.alreadyInstalled(app.title));
  const latest = (await latestInstalls(db, resident.user_id)).get(app.app_package);
  if (latest && UNDER_WAY.includes(latest.state))
    throw new HttpError(409, FAMILY_HELP_MESSAGES.underWay(app.title));

  const plan = planCommand('install_app', candidates);
  refuseWithoutTablets(plan);
  // The suggested apps carry no store link of their own: the Play Store page of the package.
  const payload = installAppPayloadSchema.parse({
    package: app.app_package,
    name: app.title,
    store_url: playStoreUrl(app.app_package),
  });
  const [command] = await commitCommands(
    req,
    plan.targets.map(({ user_id, group_id }) => ({ user_id, group_id })),
    { action: 'install_app', payload },
    dispatcher,
  );
  return { message: FAMILY_HELP_MESSAGES.sent, command_id: command!.id, state: command!.state };
}
