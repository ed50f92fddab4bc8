import { TABLET_JOB_RULES_ACCESS } from '@acorn/domain/access';
import {
  effectiveTabletJobRules,
  TABLET_JOB_RULE_DEFAULTS,
  TABLET_JOB_RULE_MESSAGES,
  tabletJobRulesError,
  tabletJobRulesInputSchema,
  tabletJobRulesQuerySchema,
  tabletJobRulesSchema,
  type TabletJobRulesAnswer,
} from '@acorn/domain/tablet-jobs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groups, tabletJobRules } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { badRequest, notFound } from '../../lib/http-error.js';

const PATH = '/v1/acorn/tablet-job-rules';
const schema = { tags: ['maintenances'], querystring: tabletJobRulesQuerySchema };

/** The group asked about: one's own by default; role 1 may name any group; another's is not found. */
async function groupOf(db: Db, req: FastifyRequest, asked: number | undefined): Promise<number> {
  const scope = groupScope(req.user!);
  const group_id = asked ?? req.user!.group_id;
  if (scope !== null && group_id !== scope) throw notFound(TABLET_JOB_RULE_MESSAGES.groupNotFound);
  const [found] = await db.select({ id: groups.group_id }).from(groups).where(eq(groups.group_id, group_id));
  if (!found) throw notFound(TABLET_JOB_RULE_MESSAGES.groupNotFound);
  return group_id;
}

async function rulesOf(db: Db, group_id: number): Promise<TabletJobRulesAnswer> {
  const [row] = await db.select().from(tabletJobRules).where(eq(tabletJobRules.group_id, group_id));
  return {
    group_id,
    ...effectiveTabletJobRules(row),
    is_default: !row,
    defaults: { ...TABLET_JOB_RULE_DEFAULTS },
    last_modified_date: row?.last_modified_date ?? null,
  };
}

/**
 * A group's rules for the maintenance jobs its tablets open themselves (issue 19 §4): read and set by
 * roles 1 and 2, for their own group (role 1 for any, by ?group_id=). Setting them is audited.
 */
export async function tabletJobRulesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PATH, {
    config: { access: TABLET_JOB_RULES_ACCESS },
    schema: {
      ...schema,
      summary: 'Get the rules by which a group’s tablets open jobs',
      operationId: 'getTabletJobRules',
      response: { 200: tabletJobRulesSchema },
    },
    handler: async (req) => rulesOf(app.db, await groupOf(app.db, req, req.query.group_id)),
  });

  api.put(PATH, {
    config: { access: TABLET_JOB_RULES_ACCESS },
    schema: {
      ...schema,
      summary: 'Set the rules by which a group’s tablets open jobs',
      operationId: 'updateTabletJobRules',
      body: tabletJobRulesInputSchema,
      response: { 200: tabletJobRulesSchema },
    },
    handler: async (req) => {
      const group_id = await groupOf(app.db, req, req.query.group_id);
      const refused = tabletJobRulesError(req.body);
      if (refused) throw badRequest(refused.message);
      const { offline_hours, battery_percent, storage_percent } = req.body;
      const values = { offline_hours, battery_percent, storage_percent };
      const last_modified_date = app.clock().toISOString();
      await app.db.transaction(async (tx) => {
        await tx
          .insert(tabletJobRules)
          .values({ group_id, ...values, last_modified_date })
          .onConflictDoUpdate({ target: tabletJobRules.group_id, set: { ...values, last_modified_date } });
        await writeAudit(tx, req, {
          action: 'update',
          entity: 'tablet_job_rules',
          entity_id: group_id,
          group_id,
          changes: values,
        });
      });
      return rulesOf(app.db, group_id);
    },
  });
}
