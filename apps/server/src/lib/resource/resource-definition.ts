import type { ResourceContract } from '@acorn/domain/shared';
import type { InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/types.js';
import type { ComputedFields } from './computed.js';
import type { Reference } from './references.js';

/** The columns of a resource's table that its contract names: its id, group, version stamp, search and filters. */
export interface ContractColumns {
  id: PgColumn;
  /** Present when rows belong to a group (the contract's `grouped`): every role but 1 is confined to its own. */
  group?: PgColumn | undefined;
  /** Stamped by the server on every save: the default sort and an update's version. */
  modified: PgColumn;
  searchable: readonly PgColumn[];
  /** By the query parameter's (the field's) name. */
  filters: Readonly<Record<string, PgColumn>>;
}

/** A row the builder handles whatever its table: the routes and queries work over every resource alike. */
export type Row = Record<string, unknown>;
export type WriteMode = 'create' | 'update';
/** A row as its table stores it: Drizzle's select type, what the hooks of a resource are given. */
export type TableRow<TTable extends PgTable> = InferSelectModel<TTable>;

/**
 * Everything that makes one CRUD resource: the routes, queries, scoping, audit and CSV come from
 * lib/resource/resource-routes.ts. Every resource is built from its contract by fromContract (ADR 0016).
 *
 * Typed by its table (`TTable`), the row the API answers (`TRow`) and the body it takes (`TInput`), so a
 * hook reads its rows' fields as the table has them. The hooks are methods: a resource of any table is then
 * still a `ResourceDefinition`, which is how the routes, written once for all tables, take it.
 */
export interface ResourceDefinition<
  TTable extends PgTable = PgTable,
  TRow extends object = Row,
  TInput extends object = Row,
> {
  /**
   * The resource as declared once for the server and the browser (packages/domain): its name, access and
   * group bits, rules, defaults, derived fields, read and edit views, sorting, search, filters and messages.
   * The routes read it as it is.
   */
  contract: ResourceContract<TRow, TInput>;
  table: TTable;
  /** The table's columns for the contract's field names, looked up once when the server starts. */
  columns: ContractColumns;
  /** The stored row as the API answers it. */
  row: z.ZodObject;
  /** The create/update body; permissive about emptiness so the contract's rules give the spec's message. */
  input: z.ZodObject;
  /** Fields that name rows of other tables, which must be in the row's own group (checkReferences). */
  references?: Readonly<Record<string, Reference>>;
  /**
   * Why a stored row may not be changed or deleted by this caller ('Acorn Group'; an administrator by a
   * manager), or null. Runs inside the write's transaction, on the locked row. Answered as 403.
   */
  protect?(
    existing: TableRow<TTable>,
    req: FastifyRequest,
    tx: Db,
    action: 'update' | 'delete',
  ): Promise<string | null> | string | null;
  /** False where another route serves PUT (portal-users, shared with the profile form): see resourceUpdate. */
  updateRoute?: false;
  /** Fields set when a row is created and never changed after (a portal user's email). */
  createOnly?: readonly (keyof TInput & string)[];
  /** Body fields that are not columns of the table (a user's roles): kept out of the row, given to afterWrite. */
  extras?: readonly string[];
  /**
   * Fields the database computes for each row read (a facility's resident count): in lists, single rows,
   * written rows' answers and CSV alike, and sortable; never stored, and never taken as input.
   */
  computed?: ComputedFields;
  /** Adds what is not in the table to rows read (a user's roles). */
  expand?(db: Db, rows: TableRow<TTable>[]): Promise<Row[]>;
  /** Writes what belongs to a saved row in other tables, inside the same transaction. */
  afterWrite?(
    tx: Db,
    req: FastifyRequest,
    saved: TableRow<TTable>,
    body: Partial<TInput>,
    mode: WriteMode,
  ): Promise<void>;
  /** Acts once a new row is committed (mails a new portal user their invitation). */
  afterCreate?(app: FastifyInstance, saved: TRow): Promise<void>;
  /**
   * Changes what goes with a deleted row, in the delete's transaction (a device's tablet credential); may
   * answer what to do once it is committed (tell the broker).
   */
  onDelete?(tx: Db, req: FastifyRequest, row: TableRow<TTable>): Promise<(() => Promise<void>) | undefined>;
  /** The same for an updated row, told what it held before (a device record given another Acorn ID). */
  onUpdate?(
    tx: Db,
    req: FastifyRequest,
    before: TableRow<TTable>,
    after: TableRow<TTable>,
  ): Promise<(() => Promise<void>) | undefined>;
  /** Tidies up outside the database once a row's deletion is committed (a menu's stored PDF). */
  afterDelete?(app: FastifyInstance, row: TableRow<TTable>): Promise<void>;
}
