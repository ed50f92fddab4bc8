import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornDevices, acornUsers, tabletCredentials } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';

type Device = { acorn_id: string | null };

/**
 * A Devices record is what a tablet proves itself by when it enrols (enrol-route.ts). Deleting the last
 * record of an Acorn ID takes the tablet out of service: its credential is revoked in the same transaction
 * (issue 40: it kept working), each audited as the revoke route does; the broker is told once committed.
 * Another record of the same Acorn ID keeps it: the tablet could enrol again by that one anyway.
 */
export const revokeDeletedDevice = (tx: Db, req: FastifyRequest, device: Device) =>
  revokeUnrecorded(tx, req, device, 'device record deleted');

/** The same when the last record of an Acorn ID is given another: no record names that tablet any more. */
export const revokeMovedDevice = (tx: Db, req: FastifyRequest, before: Device, after: Device) =>
  before.acorn_id === after.acorn_id
    ? Promise.resolve(undefined)
    : revokeUnrecorded(tx, req, before, 'device record given another Acorn ID');

async function revokeUnrecorded(
  tx: Db,
  req: FastifyRequest,
  device: Device,
  reason: string,
): Promise<(() => Promise<void>) | undefined> {
  const acornId = device.acorn_id;
  if (!acornId) return undefined;
  const tablets = tx
    .select({ user_id: acornUsers.user_id })
    .from(acornUsers)
    .where(
      and(
        eq(acornUsers.acorn_id, acornId),
        notExists(tx.select().from(acornDevices).where(eq(acornDevices.acorn_id, acornId))),
      ),
    );
  const revoked = await tx
    .update(tabletCredentials)
    .set({ revoked_at: req.server.clock().toISOString() })
    .where(and(isNull(tabletCredentials.revoked_at), inArray(tabletCredentials.user_id, tablets)))
    .returning({ user_id: tabletCredentials.user_id, group_id: tabletCredentials.group_id });
  for (const { user_id, group_id } of revoked)
    await writeAudit(tx, req, {
      action: 'delete',
      entity: 'tablet_credentials',
      entity_id: user_id,
      group_id,
      resident_id: user_id,
      changes: { reason },
    });
  return async () => {
    for (const { user_id } of revoked)
      await req.server.tabletLink
        .credentialRevoked(user_id)
        .catch((error: unknown) => req.log.error({ err: error }, 'tablet link: revocation not passed on'));
  };
}
