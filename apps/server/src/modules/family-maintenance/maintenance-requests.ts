import type { FamilyMaintenanceInput, FamilyMaintenanceRequest } from '@acorn/domain/maintenance';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, maintenances } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import type { CleanImage } from '../../lib/images.js';
import { toApi } from '../../lib/resource/serialize.js';
import type { LinkedResident } from '../family/linked-resident.js';
import { hasPhoto } from '../maintenances/requested-by.js';
import { putRequestPhoto, removeRequestPhoto } from './request-photos.js';

const m = maintenances;
/** A request as its family member sees it (familyMaintenanceRequestSchema). */
const requestColumns = {
  maintenance_id: m.maintenance_id,
  title: m.title,
  description: m.description,
  key_entry_permission: m.key_entry_permission,
  status: m.status,
  created_at: m.created_at,
  responded_at: m.responded_at,
  completed_at: m.completed_at,
  has_photo: hasPhoto(m.photo_path),
};

const present = (row: Record<string, unknown>) => toApi(m, row) as FamilyMaintenanceRequest;

/** The jobs one member asked for one resident (never another member's), newest first. */
const theirs = (portalUserId: number, residentId: number) =>
  and(eq(m.user_id, residentId), eq(m.requested_by, portalUserId));

export async function familyRequests(db: Db, portalUserId: number, residentId: number) {
  const rows = await db
    .select(requestColumns)
    .from(m)
    .where(theirs(portalUserId, residentId))
    .orderBy(desc(m.created_at), desc(m.maintenance_id))
    .limit(100);
  return rows.map(present);
}

/** One of the member's requests with its stored photo's name; null when it is not theirs. */
export async function familyRequestPhoto(db: Db, portalUserId: number, residentId: number, id: number) {
  const [row] = await db
    .select({ photo_path: m.photo_path })
    .from(m)
    .where(and(theirs(portalUserId, residentId), eq(m.maintenance_id, id)));
  return row ?? null;
}

/**
 * A family member's request becomes a Pending job on the staff's maintenance table, for the resident, in
 * their group and facility, saying who asked and whether staff may use a key; audited. The maintenance
 * screen hears of it as of a job a tablet opened (it refreshes).
 */
export async function createRequest(
  req: FastifyRequest,
  resident: LinkedResident,
  input: FamilyMaintenanceInput,
  photo: CleanImage | null,
): Promise<FamilyMaintenanceRequest> {
  const app = req.server;
  const stored = photo ? await putRequestPhoto(app, photo) : null;
  const now = app.clock().toISOString();
  try {
    const row = await app.db.transaction(async (tx) => {
      const [home] = await tx
        .select({ facility_id: acornUsers.facility_id })
        .from(acornUsers)
        .where(eq(acornUsers.user_id, resident.user_id));
      const [saved] = await tx
        .insert(m)
        .values({
          ...input,
          status: 'Pending',
          resident_name: resident.name,
          user_id: resident.user_id,
          facility_id: home?.facility_id ?? null,
          group_id: resident.group_id,
          requested_by: req.user!.user_id,
          photo_path: stored,
          created_at: now,
          last_modified_date: now,
        })
        .returning(requestColumns);
      await writeAudit(tx, req, {
        action: 'create',
        entity: 'maintenances',
        entity_id: saved!.maintenance_id,
        group_id: resident.group_id,
        resident_id: resident.user_id,
        changes: { ...input, has_photo: stored !== null, requested_by: 'family' },
      });
      return saved!;
    });
    const event: LiveEvent = {
      type: 'tablet_job',
      group_id: resident.group_id,
      user_id: resident.user_id,
      maintenance_id: row.maintenance_id,
      condition: 'family_request',
    };
    app.tabletLink.events.emit(event);
    return present(row);
  } catch (error) {
    await removeRequestPhoto(app, stored);
    throw error;
  }
}
