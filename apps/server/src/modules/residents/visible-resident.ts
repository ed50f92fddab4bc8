import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers } from '../../db/schema/index.js';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { residentsOf } from './residents-filter.js';

export interface VisibleResident {
  user_id: number;
  group_id: number;
  name: string;
}

/**
 * The resident a residents-screen route names, if the caller may see them; else 404, whether they are
 * missing, not a resident or in another group (DESIGN.md §6: other tenants' rows are never revealed).
 */
export async function visibleResident(req: FastifyRequest, userId: number): Promise<VisibleResident> {
  const [row] =
    userId > MAX_ID
      ? []
      : await req.server.db
          .select({
            user_id: acornUsers.user_id,
            group_id: acornUsers.group_id,
            firstname: acornUsers.firstname,
            surname: acornUsers.surname,
          })
          .from(acornUsers)
          .where(and(eq(acornUsers.user_id, userId), residentsOf(groupScope(req.user!))));
  if (!row) throw notFound(TABLET_MESSAGES.loadUserFailed);
  const name = [row.firstname, row.surname].filter(Boolean).join(' ');
  return { user_id: row.user_id, group_id: row.group_id, name };
}
