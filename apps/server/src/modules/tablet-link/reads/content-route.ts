import {
  TABLET_CONTENT_KINDS,
  tabletContentSchema,
  type TabletContentItem,
  type TabletContentKind,
} from '@acorn/domain/tablet-link';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/types.js';
import { badRequest } from '../../../lib/http-error.js';
import { isoSql } from '../../../lib/iso-sql.js';
import { ENROLMENT_TAGS } from '../enrolment/enrolment-tags.js';
import { TABLET_SECURITY } from '../tablet-http-auth.js';
import { CONTENT_SOURCES, reachesTablet } from './content-sources.js';
import { tabletReader, type TabletReader } from './tablet-reader.js';

export const UNKNOWN_CONTENT_KIND = `Unknown content: ask for ${TABLET_CONTENT_KINDS.join(', ')}.`;

const isKind = (kind: string): kind is TabletContentKind =>
  (TABLET_CONTENT_KINDS as readonly string[]).includes(kind);

/** At most this many items: a tablet's screen, not an archive. */
const MOST = 100;

// Typed, so that functions such as length() know which of theirs is meant.
const nothing = sql`null::text`;
/** Text cut to what tabletContentItemSchema allows, so no long row can turn the list into a 500. */
const cut = (value: SQL | PgColumn | undefined, max: number) =>
  sql<string | null>`left(${value ?? nothing}, ${max})`;
/** An address too long to be whole is of no use cut: none. */
const address = (value: SQL | PgColumn | undefined) =>
  sql<string | null>`case when length(${value ?? nothing}) <= 2000 then ${value ?? nothing} end`;

/** A content table's rows that reach the tablet, newest first, in the shape every kind shares. */
export function contentItems(
  db: Db,
  kind: TabletContentKind,
  reader: TabletReader,
): Promise<TabletContentItem[]> {
  const source = CONTENT_SOURCES[kind];
  const { item } = source;
  return db
    .select({
      id: sql<number>`${source.id}`,
      title: sql<string>`${cut(item.title, 500)}`,
      description: cut(item.description, 5000),
      category: cut(item.category, 100),
      url: address(item.url),
      image_url: address(item.image_url),
      file_url: sql<string | null>`${item.file_url ?? nothing}`,
      file_size: sql<number | null>`${item.file_size ?? sql`null::int`}`,
      expire_date: sql<string | null>`to_char(${source.expires ?? nothing}::date, 'YYYY-MM-DD')`,
      updated_at: sql<string>`${isoSql(source.stamp)}`,
    })
    .from(source.table)
    .where(reachesTablet(source, reader))
    .orderBy(desc(source.stamp), desc(source.id))
    .limit(MOST);
}

/**
 * GET /v1/acorn/tablet-link/content/{kind}: what staff publish that reaches the tablet's resident
 * (content-sources.ts says which rows). With the tablet's credential (else 401); an unknown kind is 400.
 */
export function contentRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/tablet-link/content/:kind', {
    // No portal session: the tablet's credential is its proof (tabletReader).
    config: { access: 'public' },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'List the content of one kind that reaches the tablet',
      operationId: 'listTabletContent',
      security: TABLET_SECURITY,
      // Judged by the handler, after the credential: any text here, so an unknown kind is a 400 of its own.
      params: z.object({ kind: z.string().describe(TABLET_CONTENT_KINDS.join(', ')) }),
      response: { 200: tabletContentSchema },
    },
    handler: async (req) => {
      const reader = await tabletReader(req);
      const { kind } = req.params;
      if (!isKind(kind)) throw badRequest(UNKNOWN_CONTENT_KIND);
      return { kind, items: await contentItems(app.db, kind, reader) };
    },
  });
}
