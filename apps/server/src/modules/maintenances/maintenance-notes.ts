import type { MaintenanceNote } from '@acorn/domain/maintenance';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { maintenanceNotes, maintenances, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import type { TableRow } from '../../lib/resource/resource-definition.js';
import { isoSql } from '../../lib/iso-sql.js';

const n = maintenanceNotes;

/**
 * A job's notes, oldest first, as the body's JSON (maintenanceNotesSchema), in one statement whose scope
 * check is its CTE `job`: null when the job is missing or in another group.
 */
export function notesBody(req: FastifyRequest, id: number) {
  const scope = groupScope(req.user!);
  const job = sql`select ${maintenances.maintenance_id} as id from ${maintenances}
    where ${and(eq(maintenances.maintenance_id, id), inScope(maintenances.group_id, scope))}`;
  return sql`with job as (${job}) select (select json_build_object('items', coalesce(
      (select json_agg(p) from (
        select ${n.note_id} as note_id, ${n.maintenance_id} as maintenance_id, ${n.body} as body,
          ${isoSql(n.created_at)} as created_at, ${n.author} as author
        from ${n} where ${n.maintenance_id} = job.id
        order by ${n.created_at}, ${n.note_id}) p), '[]'))::text from job)`;
}

/**
 * Appends a note to `job` (locked by the caller's transaction), by the signed-in user, named as they are
 * now: the name stays with the note whatever becomes of the account. Audited; never changed after.
 */
export async function addNote(
  tx: Db,
  req: FastifyRequest,
  job: TableRow<typeof maintenances>,
  text: string,
): Promise<MaintenanceNote> {
  const user = req.user!;
  const author = sql`(select coalesce(nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), ''),
    ${portalUsers.email}) from ${portalUsers} where ${portalUsers.user_id} = ${user.user_id})`;
  const [note] = await tx
    .insert(n)
    .values({
      maintenance_id: job.maintenance_id,
      group_id: job.group_id,
      body: text,
      created_at: req.server.clock().toISOString(),
      created_by: user.user_id,
      author,
    })
    .returning();
  const item: MaintenanceNote = {
    note_id: note!.note_id,
    maintenance_id: note!.maintenance_id,
    body: note!.body,
    created_at: new Date(note!.created_at).toISOString(),
    author: note!.author,
  };
  await writeAudit(tx, req, {
    action: 'create',
    entity: 'maintenance_notes',
    entity_id: item.note_id,
    group_id: job.group_id,
    resident_id: job.user_id,
    changes: { maintenance_id: job.maintenance_id },
  });
  return item;
}
