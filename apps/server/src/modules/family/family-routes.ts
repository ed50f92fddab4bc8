import { FAMILY_ACCESS, RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  familyInviteInputSchema,
  familyLinkSchema,
  familyLinkUpdateSchema,
  familyResidentsSchema,
} from '@acorn/domain/family';
import { idText } from '@acorn/domain/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers, facilities, familyLinks } from '../../db/schema/index.js';
import { messageSchema } from '../../lib/http-error.js';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { visibleResident } from '../residents/visible-resident.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { familyLinksOf, inviteFamilyMember, removeFamilyLink, updateFamilyLink } from './family-links.js';
import { familyWeekRoutes } from './family-week-routes.js';
import { sharesColumns } from './linked-resident.js';

const one = '/v1/acorn/residents/:user_id/family-links';
const linkParams = residentParams.extend({ portal_user_id: idText });

/**
 * Family links (issue 20): staff of the resident's group (roles 1 and 2) list, invite, change and remove
 * them from the resident's Friends & Family section; a family member reads their own residents.
 */
export async function familyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: RESIDENTS_ACCESS };
  const tags = ['family'];

  api.get(one, {
    config: staff,
    schema: {
      tags,
      summary: 'List a resident’s family members',
      operationId: 'listResidentFamilyLinks',
      params: residentParams,
      response: { 200: z.object({ items: z.array(familyLinkSchema) }) },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      await auditResident(app.db, req, resident, { action: 'read', entity: 'family_links' });
      return { items: await familyLinksOf(app.db, resident.user_id) };
    },
  });

  api.post(one, {
    config: staff,
    schema: {
      tags,
      summary: 'Invite a family member to follow a resident',
      operationId: 'inviteResidentFamilyMember',
      params: residentParams,
      body: familyInviteInputSchema,
      response: { 201: z.object({ message: z.string(), link: familyLinkSchema }) },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      return reply.code(201).send(await inviteFamilyMember(req, resident, req.body));
    },
  });

  api.put(`${one}/:portal_user_id`, {
    config: staff,
    schema: {
      tags,
      summary: 'Change what a family member’s link says and shares',
      operationId: 'updateResidentFamilyLink',
      params: linkParams,
      body: familyLinkUpdateSchema,
      response: { 200: familyLinkSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      return updateFamilyLink(req, resident, req.params.portal_user_id, req.body);
    },
  });

  api.delete(`${one}/:portal_user_id`, {
    config: staff,
    schema: {
      tags,
      summary: 'Unlink a family member from a resident',
      operationId: 'deleteResidentFamilyLink',
      params: linkParams,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      return removeFamilyLink(req, resident, req.params.portal_user_id);
    },
  });

  api.get('/v1/acorn/family/residents', {
    config: { access: FAMILY_ACCESS },
    schema: {
      tags,
      summary: 'List the residents one is linked to as family',
      operationId: 'listFamilyResidents',
      response: { 200: familyResidentsSchema },
    },
    handler: async (req) => {
      const rows = await app.db
        .select({
          user_id: acornUsers.user_id,
          firstname: acornUsers.firstname,
          surname: acornUsers.surname,
          facility_name: facilities.name,
          relationship: familyLinks.relationship,
          shares: sharesColumns,
          has_tablet: hasTablet,
        })
        .from(familyLinks)
        .innerJoin(
          acornUsers,
          and(eq(acornUsers.user_id, familyLinks.user_id), eq(acornUsers.group_id, familyLinks.group_id)),
        )
        .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
        .where(eq(familyLinks.portal_user_id, req.user!.user_id))
        .orderBy(asc(acornUsers.firstname), asc(acornUsers.surname), asc(acornUsers.user_id));
      return { items: rows.map((row) => ({ ...row, has_tablet: Boolean(row.has_tablet) })) };
    },
  });

  await app.register(familyWeekRoutes);
}
