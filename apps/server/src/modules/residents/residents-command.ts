import type { ResidentsCommand, ResidentsCommandResult } from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers } from '../../db/schema/index.js';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import type { Candidate } from '../tablet-link/commands/command-plan.js';
import { planCommand } from '../tablet-link/commands/command-plan.js';
import type { CommandDispatcher } from '../tablet-link/commands/dispatch.js';
import { checkCommand, commitCommands, refuseWithoutTablets } from '../tablet-link/commands/send-commands.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { residentsOf, residentsWhere } from './residents-filter.js';

const SENT = { message: TABLET_MESSAGES.messageSent, check_in: TABLET_MESSAGES.checkInSent } as const;

/** The residents a group action names: the selected ones (every one visible, else 404) or the filter's. */
async function namedResidents(req: FastifyRequest, input: ResidentsCommand): Promise<Candidate[]> {
  const scope = groupScope(req.user!);
  const ids = [...new Set(input.user_ids ?? [])];
  if (!input.filter && ids.length === 0) return [];
  const rows = await req.server.db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      is_online: acornUsers.is_online,
      has_tablet: hasTablet,
    })
    .from(acornUsers)
    .where(
      input.filter
        ? residentsWhere(input.filter, scope)
        : and(residentsOf(scope), inArray(acornUsers.user_id, ids)),
    );
  // Another group's resident is answered exactly as one that does not exist.
  if (!input.filter && rows.length !== ids.length) throw notFound(TABLET_MESSAGES.loadUserFailed);
  return rows.map((r) => ({ ...r, has_tablet: Boolean(r.has_tablet) }));
}

/**
 * A group Message or Check-In from the residents screen. The recipients are checked before the text
 * ('List is empty.' first, as validateGroupMessage orders them); a check-in passes Pending residents by
 * (ADR 0026). A dry run answers the same counts and stores nothing; it is asked while the dialog is still
 * being filled in, so it judges neither the list nor the text.
 */
export async function residentsCommand(
  req: FastifyRequest,
  input: ResidentsCommand,
  dispatcher: CommandDispatcher,
): Promise<ResidentsCommandResult> {
  const found = await namedResidents(req, input);
  const plan = planCommand(input.action, found);
  const counts = {
    targeted: found.length,
    sent: plan.targets.length,
    skipped: plan.skipped.length,
    refused: plan.refused.length,
  };
  if (input.dry_run) return { message: 'Nothing was sent (dry run).', ...counts, commands: [] };
  checkCommand(req.user!, input, found.length);
  refuseWithoutTablets(plan);
  const stored = await commitCommands(
    req,
    plan.targets,
    { action: input.action, payload: input.action === 'message' ? { message: input.message } : {} },
    dispatcher,
  );
  return {
    message: SENT[input.action],
    ...counts,
    commands: stored.map((s) => ({ command_id: s.id, user_id: s.user_id, state: s.state })),
  };
}
