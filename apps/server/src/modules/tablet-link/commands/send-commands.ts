import { isAdmin } from '@acorn/domain/access';
import { RESIDENT_EVENT_MESSAGES } from '@acorn/domain/activities';
import { CHECK_IN_STATE } from '@acorn/domain/residents';
import {
  ADMIN_ONLY_ACTIONS,
  DEFAULT_COMMAND_TTL_SECONDS,
  TABLET_MESSAGES,
  LIST_IS_EMPTY,
  validateMessage,
  type CommandAction,
  type CommandInput,
  type CommandResult,
} from '@acorn/domain/tablets';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, acornVersions, userMetrics } from '../../../db/schema/index.js';
import { groupScope, inScope } from '../../../lib/group-scope.js';
import { badRequest, forbidden, HttpError, notFound } from '../../../lib/http-error.js';
import { commandEvent } from '../live-events.js';
import { hasTablet, tabletFilterWhere } from '../tablet-filter.js';
import type { CommandDispatcher } from './dispatch.js';
import { planCommand, type Candidate, type CommandPlan } from './command-plan.js';
import { storeCommands, type StoredCommand, type Target } from './store-commands.js';

/** The spec's success wording per action (user details and tablets list). */
const SENT: Record<CommandAction, string> = {
  message: TABLET_MESSAGES.messageSent,
  check_in: TABLET_MESSAGES.checkInSent,
  reset: TABLET_MESSAGES.resetSent,
  reset_calendar: TABLET_MESSAGES.resyncCalendarSent,
  reset_email: TABLET_MESSAGES.resyncEmailSent,
  reset_messages_auth: TABLET_MESSAGES.resyncMessagesSent,
  update: 'Acorn update sent.',
  event_invite: RESIDENT_EVENT_MESSAGES.invited,
  // Sent by the family pages and the services calendar, each with its own answer (issue 20).
  photo: 'Photo sent to the tablet.',
  install_app: 'App install sent to the tablet.',
  calendar: 'Appointments sent to the tablet.',
};

/** The users a request names (ids or the tablets list's filter), in the caller's group scope. */
async function candidates(req: FastifyRequest, input: CommandInput): Promise<Candidate[]> {
  const { db } = req.server;
  const scope = groupScope(req.user!);
  const columns = {
    user_id: acornUsers.user_id,
    group_id: acornUsers.group_id,
    is_online: acornUsers.is_online,
    has_tablet: hasTablet,
  };
  if (input.filter) {
    return db
      .select(columns)
      .from(acornUsers)
      .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
      .where(and(tabletFilterWhere(input.filter, scope, req.server.clock()), hasTablet))
      .then((rows) => rows.map((r) => ({ ...r, has_tablet: Boolean(r.has_tablet) })));
  }
  const ids = [...new Set(input.user_ids ?? [])];
  const rows = await db
    .select(columns)
    .from(acornUsers)
    .where(and(inArray(acornUsers.user_id, ids), inScope(acornUsers.group_id, scope)));
  // Another group's resident is answered exactly as one that does not exist.
  if (rows.length !== ids.length) throw notFound();
  return rows.map((r) => ({ ...r, has_tablet: Boolean(r.has_tablet) }));
}

async function payloadOf(req: FastifyRequest, input: CommandInput): Promise<Record<string, unknown>> {
  switch (input.action) {
    case 'message':
      return { message: input.message };
    case 'reset': {
      const { isGmailReset, isPhotoReset, isContactReset, isApplicationReset } = input;
      return { isGmailReset, isPhotoReset, isContactReset, isApplicationReset };
    }
    case 'update': {
      const [version] = await req.server.db
        .select({ version: acornVersions.version, download_url: acornVersions.download_url })
        .from(acornVersions)
        .where(eq(acornVersions.id, input.acorn_versions_id));
      if (!version) throw badRequest(TABLET_MESSAGES.updateTabletFailed);
      return { acorn_versions_id: input.acorn_versions_id, ...version };
    }
    default:
      return {};
  }
}

/**
 * What every command request must pass before its recipients are looked up: the role (resets and resyncs
 * are role 1's, 403), then the recipients (the order of validateGroupMessage), then a message's text.
 */
export function checkCommand(
  user: { roles: readonly number[] },
  input: Pick<CommandInput, 'action'> & { message?: string | null },
  recipients: number,
): void {
  if (ADMIN_ONLY_ACTIONS.includes(input.action) && !isAdmin(user.roles)) throw forbidden();
  if (recipients === 0) throw badRequest(LIST_IS_EMPTY);
  if (input.action === 'message') {
    const problem = validateMessage(input.message);
    if (problem) throw badRequest(problem);
  }
}

/**
 * One request, any number of tablets: checked (role, text, scope), stored, then published at once to
 * those online. Users without a tablet are listed as refused; if that is all of them, the request fails
 * with the spec's message.
 */
export async function sendCommands(
  req: FastifyRequest,
  input: CommandInput,
  dispatcher: CommandDispatcher,
): Promise<CommandResult> {
  const group = Boolean(input.filter) || (input.user_ids?.length ?? 0) !== 1;
  checkCommand(req.user!, input, input.filter ? 1 : (input.user_ids?.length ?? 0));
  const plan = planCommand(input.action, await candidates(req, input));
  // One resident's check-in while Pending is refused (doc 2 §8); a group's simply passes them by.
  if (!group && plan.skipped.length > 0) throw new HttpError(409, TABLET_MESSAGES.checkInFailed);
  refuseWithoutTablets(plan);
  const stored = await commitCommands(
    req,
    plan.targets,
    { action: input.action, payload: await payloadOf(req, input), ttlSeconds: input.ttl },
    dispatcher,
  );
  return {
    message: SENT[input.action],
    commands: stored.map((s) => ({ command_id: s.id, user_id: s.user_id, state: s.state })),
    refused: plan.refused.map((c) => ({ user_id: c.user_id, message: TABLET_MESSAGES.noDeviceToken })),
  };
}

/** Nobody to send to because nobody named has a tablet: the spec's no-device-token message. */
export function refuseWithoutTablets(plan: CommandPlan): void {
  if (plan.targets.length === 0 && plan.refused.length > 0)
    throw new HttpError(422, TABLET_MESSAGES.noDeviceToken);
}

/**
 * Stores the caller's commands to `targets` (the outbox), then tells browsers and tablets. One tablet's
 * command is one row; many tablets' are a broadcast (ADR 0041), published on the groups' topics before
 * its per-tablet rows are written, so the tablets do not wait for them.
 */
export async function commitCommands(
  req: FastifyRequest,
  targets: readonly Target[],
  command: { action: CommandAction; payload: Record<string, unknown>; ttlSeconds?: number | null },
  dispatcher: CommandDispatcher,
): Promise<StoredCommand[]> {
  const user = req.user!;
  const full = {
    ...command,
    ttlSeconds: command.ttlSeconds ?? DEFAULT_COMMAND_TTL_SECONDS,
    createdBy: user.user_id,
    senderName: null,
    now: req.server.clock(),
  };
  const actor = { user_id: user.user_id, email: user.email, ip: req.ip };
  const stored =
    targets.length > 1
      ? await dispatcher.broadcasts.send(targets, full, actor)
      : await storeCommands(req.server.db, targets, full, actor);
  announceCommands(req, stored, dispatcher);
  return stored;
}

/**
 * After commands are stored (and their transaction committed): browsers see them (and residents turning
 * Pending) before any tablet has answered, and tablets online get them now.
 */
export function announceCommands(
  req: FastifyRequest,
  stored: readonly StoredCommand[],
  dispatcher: CommandDispatcher,
): void {
  req.server.tabletLink.events.emit(
    ...stored.map((s) => commandEvent(s, s.state)),
    ...stored
      .filter((s) => s.action === 'check_in')
      .map((s) => ({
        type: 'check_in' as const,
        group_id: s.group_id,
        user_id: s.user_id,
        state: CHECK_IN_STATE.PENDING,
      })),
  );
  // Stored is accepted (202): publishing goes on after the answer, and whatever it does not reach now
  // the outbox delivers when the tablet next comes online. Browsers follow the states live.
  dispatcher
    .dispatch(stored)
    .catch((error: unknown) => req.log.error({ err: error }, 'tablet link: dispatch failed'));
}
