import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createRowRoute } from './create-row.js';
import { deleteRowRoute } from './delete-row.js';
import { exportRoute } from './export-route.js';
import { getRowRoute } from './get-row.js';
import { listRowsRoute } from './list-rows.js';
import type { ResourceDefinition } from './resource-definition.js';
import { resourceParts } from './resource-parts.js';
import { routeNames, type ResourceRoute } from './route-names.js';
import { updateRowRoute } from './update-row.js';

/** Registers list, export, get, create, update and delete for one declared resource. */
export function registerResource(app: FastifyInstance, def: ResourceDefinition) {
  assertKeysAreColumnNames(def);
  const parts = resourceParts(app, def);
  const route: ResourceRoute = { app, def, parts, names: routeNames(def, parts.narrow) };
  // In this order: the OpenAPI document lists them so, and the API types committed from it follow it.
  listRowsRoute(route);
  exportRoute(route);
  getRowRoute(route);
  createRowRoute(route);
  if (def.updateRoute !== false) updateRowRoute(route);
  deleteRowRoute(route);
}

/** Lists read rows as PostgreSQL JSON, keyed by SQL column names: those must be the API's field names too. */
function assertKeysAreColumnNames(def: ResourceDefinition) {
  for (const [key, column] of Object.entries(getTableColumns(def.table))) {
    if (key !== column.name)
      throw new Error(`${def.contract.name}: property ${key} must be named as its column ${column.name}`);
  }
}
