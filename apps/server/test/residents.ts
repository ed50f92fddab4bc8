import type { FastifyInstance } from 'fastify';
import { acornUsers, facilities } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';

let made = 0;

/** A resident (tablet user) row; with a tablet (an Acorn id) unless told `acorn_id: null`. */
export async function addResident(
  db: Db,
  group_id: number,
  fields: Partial<typeof acornUsers.$inferInsert> = {},
): Promise<number> {
  made += 1;
  const [row] = await db
    .insert(acornUsers)
    .values({
      user_type: 2,
      group_id,
      firstname: `First${made}`,
      surname: `Surname${made}`,
      acorn_id: `ACN-R${String(made).padStart(5, '0')}`,
      ...fields,
    })
    .returning({ user_id: acornUsers.user_id });
  return row!.user_id;
}

export async function addFacility(db: Db, group_id: number, name: string): Promise<number> {
  const [row] = await db.insert(facilities).values({ group_id, name }).returning();
  return row!.facility_id;
}

type Method = 'GET' | 'POST' | 'PUT';
interface Refused {
  /** Staff of another group: the resident is not theirs to know of. */
  stranger: Record<string, string>;
  /** Signed-in roles the residents screen does not admit (3 and 8). */
  papers: Record<string, string>;
  jobs: Record<string, string>;
}

/**
 * What one resident's route answers those it must refuse, each asked with a body it would accept: another
 * group's staff (404, and its body), roles 3 and 8 (403 each) and no session (401).
 */
export async function refusalsOf(
  app: FastifyInstance,
  method: Method,
  url: string,
  body: object | undefined,
  as: Refused,
) {
  const ask = (headers: Record<string, string>) =>
    app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  const stranger = await ask(as.stranger);
  return {
    stranger: stranger.statusCode,
    strangerBody: stranger.json() as unknown,
    papers: (await ask(as.papers)).statusCode,
    jobs: (await ask(as.jobs)).statusCode,
    anonymous: (await ask({})).statusCode,
  };
}

/** The statuses refusalsOf must find. */
export const REFUSED = { stranger: 404, papers: 403, jobs: 403, anonymous: 401 };
