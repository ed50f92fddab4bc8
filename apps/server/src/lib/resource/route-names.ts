import { idText, listQuerySchema } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceParts } from './resource-parts.js';
import type { ResourceDefinition } from './resource-definition.js';

export const idParams = z.object({ id: idText });

/** Where one resource's routes live and how the OpenAPI document describes them. */
export function routeNames(def: ResourceDefinition, narrow: ResourceDefinition | null) {
  const filters = Object.fromEntries(
    Object.keys(def.columns.filters).map((k) => [k, z.string().max(200).optional()]),
  );
  return {
    base: `/v1/acorn/${def.contract.name}`,
    tags: [def.contract.name],
    /** The operation's name and summary in the OpenAPI document, e.g. `getFacility`, "Get one facility". */
    operation: (kind: ResourceOperation) => operationNames(def.contract.name, kind),
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

export type ResourceOperation = 'list' | 'export' | 'get' | 'create' | 'update' | 'delete';

/** A resource's path name (`acorn-suggested-apps`, `facilities`) as a client's names for its calls. */
export function operationNames(name: string, kind: ResourceOperation) {
  const words = name.split('-');
  const pascal = (w: string[]) => w.map((x) => x[0]!.toUpperCase() + x.slice(1)).join('');
  const last = words.at(-1)!;
  const singularWords = [
    ...words.slice(0, -1),
    last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.replace(/s$/, ''),
  ];
  // In a sentence the product's name keeps its capital: "Create an Acorn device".
  const prose = (w: string[]) => w.join(' ').replace(/^acorn /, 'Acorn ');
  const plural = prose(words);
  const one = prose(singularWords);
  const a = /^[aeiou]/i.test(one) ? 'an' : 'a';
  const many = (verb: string, summary: string) => ({ operationId: verb + pascal(words), summary });
  const single = (verb: string, summary: string) => ({ operationId: verb + pascal(singularWords), summary });
  return {
    list: () => many('list', `List ${plural}, a page at a time`),
    export: () => many('export', `Export ${plural} as CSV`),
    get: () => single('get', `Get one ${one}`),
    create: () => single('create', `Create ${a} ${one}`),
    update: () => single('update', `Update ${a} ${one}`),
    delete: () => single('delete', `Delete ${a} ${one}`),
  }[kind]();
}
