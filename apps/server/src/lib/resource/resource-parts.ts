import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { groupScope } from '../group-scope.js';
import { forbidden, notFound } from '../http-error.js';
import { withComputed } from './computed.js';
import { cutTo, narrowedDefinition, viewFor } from './narrow-view.js';
import type { ResourceDefinition, Row } from './resource-definition.js';
import { findScoped as findScopedRow } from './scoped-row.js';
import { toApi } from './serialize.js';

/** What a definition resolves to for its routes: scoped reads, the group of a write, the API's shape of rows. */
export function resourceParts(app: FastifyInstance, def: ResourceDefinition) {
  const { db } = app;
  const narrow = narrowedDefinition(def);
  /** The definition the caller reads through (the contract's readView). */
  const viewOf = (req: FastifyRequest) => viewFor(def, narrow, req.user!);
  /**
   * Rows as the API answers the caller: given what lives in other tables (def.expand) and what the database
   * computes (def.computed), converted, and cut to the caller's view.
   */
  const present = async (rows: Row[], req: FastifyRequest, from: Db = db) => {
    const view = viewOf(req);
    const read = await withComputed(from, def, def.expand ? await def.expand(from, rows) : rows);
    const full = read.map((row) => toApi(def.table, row));
    return view === def ? full : full.map((row) => cutTo(view, row));
  };
  const presentOne = async (row: Row, req: FastifyRequest, from: Db = db) =>
    (await present([row], req, from))[0]!;
  /** The body without the extras (def.extras) that live in other tables. */
  const ownFields = (body: Row): Row =>
    Object.fromEntries(Object.entries(body).filter(([key]) => !def.extras?.includes(key)));
  async function refuseProtected(existing: Row, req: FastifyRequest, tx: Db, action: 'update' | 'delete') {
    const reason = await def.protect?.(existing, req, tx, action);
    if (reason) throw forbidden(reason);
  }
  const findScoped = (req: FastifyRequest, id: number, tx?: Db) => findScopedRow(db, def, req, id, tx);

  /** The group a written row will belong to; writing into another group is refused as not found. */
  function groupFor(req: FastifyRequest, requested: unknown): number {
    const user = req.user!;
    const group = requested === undefined || requested === null ? user.group_id : Number(requested);
    const scope = groupScope(user);
    if (scope !== null && group !== scope) throw notFound(def.contract.notFound);
    return group;
  }

  return { findScoped, groupFor, present, presentOne, ownFields, refuseProtected, viewOf, narrow };
}

export type ResourceParts = ReturnType<typeof resourceParts>;

/** The group a row belongs to, or null where the resource's rows have none. */
export const groupOfRow = (def: ResourceDefinition, row: Row) =>
  def.columns.group ? (row[def.columns.group.name] as number) : null;
