import { idText, listQuerySchema } from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceParts } from './resource-parts.js';
import type { ResourceDefinition } from './resource-definition.js';

export const idParams = z.object({ id: idText });

/** Where one resource's routes live and how the OpenAPI document describes them. */
export function routeNames(def: ResourceDefinition, narrow: ResourceDefinition | null) {
  const filters = Object.fromEntries(
    Object.keys(def.filters ?? {}).map((k) => [k, z.string().max(200).optional()]),
  );
  return {
    base: `/v1/acorn/${def.name}`,
    tags: [def.name],
    querystring: listQuerySchema.extend(filters),
    // A role with a narrow view is answered its fields alone: the documented answer is either shape.
    rowSchema: narrow ? z.union([def.row, narrow.row]) : def.row,
  };
}

/** A resource as its writes use it: the server, its definition, and what that resolves to. */
export interface ResourceContext {
  app: FastifyInstance;
  def: ResourceDefinition;
  parts: ResourceParts;
}

/** What each of one resource's routes is registered with. */
export interface ResourceRoute extends ResourceContext {
  names: ReturnType<typeof routeNames>;
}
