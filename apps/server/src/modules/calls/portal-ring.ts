import { CALL_MESSAGES, type CallStarted } from '@acorn/domain/tablet-link';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, groups, portalUsers, tabletCredentials } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import type { RingText } from './call-push.js';

/** Does the resident have a tablet that can ring: a device and a live credential (it has enrolled)? */
async function canRing(req: FastifyRequest, userId: number): Promise<boolean> {
  const [tablet] = await req.server.db
    .select({ user_id: acornUsers.user_id })
    .from(acornUsers)
    .innerJoin(tabletCredentials, eq(tabletCredentials.user_id, acornUsers.user_id))
    .where(and(eq(acornUsers.user_id, userId), hasTablet, isNull(tabletCredentials.revoked_at)));
  return tablet !== undefined;
}

/** The signed-in user's name, and how a resident's tablet shows them: 'Anne Byrne (Maple Grove Care)'. */
export async function callerOf(req: FastifyRequest, relationship?: string | null) {
  const [me] = await req.server.db
    .select({ firstname: portalUsers.firstname, surname: portalUsers.surname, home: groups.title })
    .from(portalUsers)
    .innerJoin(groups, eq(groups.group_id, portalUsers.group_id))
    .where(eq(portalUsers.user_id, req.user!.user_id));
  const name = `${me!.firstname} ${me!.surname}`.trim();
  // A family member is known to the resident by who they are to them, not by the home's name.
  const known = relationship === undefined ? me!.home : relationship;
  return { name, caller: known ? `${name} (${known})` : name };
}

/** Rings a resident's tablet from the signed-in user (staff, or a family member the link lets call). */
export async function ringFromPortal(
  req: FastifyRequest,
  resident: { user_id: number; group_id: number },
  caller: { name: string; caller: string },
  text?: RingText,
): Promise<CallStarted> {
  if (!(await canRing(req, resident.user_id))) throw new HttpError(422, TABLET_MESSAGES.noDeviceToken);
  const user = req.user!;
  const call = await req.server.calls.ring(
    { user_id: resident.user_id, group_id: resident.group_id, portal_user_id: user.user_id, ...caller },
    { user_id: user.user_id, email: user.email, ip: req.ip },
    text,
  );
  if (!call) throw new HttpError(409, CALL_MESSAGES.alreadyInCall);
  return { call_id: call.id, rings_until: call.rings_until, ice_servers: req.server.config.iceServers };
}
