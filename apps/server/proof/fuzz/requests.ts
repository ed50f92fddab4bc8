import { randomBytes } from 'node:crypto';
import type { Random } from '../../src/setup/seed/random.js';
import {
  ABSENT_IDS,
  deepJson,
  MALFORMED_JSON,
  MEGABYTE,
  ODD_PAGING,
  ODD_STRINGS,
  WRONG_CONTENT_TYPES,
  wrongTypeFor,
} from './inputs.js';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
}
/** A schema as OpenAPI 3.1 writes it: "or null" as `type: [t, 'null']` or `anyOf: [schema, {type: 'null'}]`. */
interface DocumentSchema extends Omit<JsonSchema, 'type' | 'properties' | 'items'> {
  type?: string | string[];
  anyOf?: DocumentSchema[];
  properties?: Record<string, DocumentSchema>;
  items?: DocumentSchema;
}

/** A property judged by its own type, the "or null" set aside, so the fuzz can send it the wrong one. */
function ownType(schema: DocumentSchema): JsonSchema {
  const { type, anyOf, properties, items, ...rest } = schema;
  const notNull = anyOf?.filter((s) => s.type !== 'null');
  if (notNull?.length === 1) return ownType({ ...rest, ...notNull[0]! });
  const types = [type ?? []].flat().filter((t) => t !== 'null');
  return {
    ...rest,
    ...(types.length === 1 ? { type: types[0] } : {}),
    ...(properties
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, ownType(s)])) }
      : {}),
    ...(items ? { items: ownType(items) } : {}),
  };
}
export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** A POST to a list's address: its body may be valid, the row it makes is the fuzz's own. */
  creates: boolean;
}
export interface FuzzRequest {
  op: Operation;
  strategy: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: DocumentSchema }[];
        requestBody?: { content: Record<string, { schema: DocumentSchema }> };
      }
    >
  >;
};

/** Calls that end the fuzz's own session; the access matrix proves them. */
const SKIPPED = new Set(['POST /v1/acorn/logout']);

/** The operations the OpenAPI document lists, in its order. */
export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => !SKIPPED.has(`${method.toUpperCase()} ${path}`))
      .map(([method, op]) => ({ method, op, body: op.requestBody?.content['application/json']?.schema }))
      .map(({ method, op, body }) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map(({ name, schema }) => ({ name, schema: ownType(schema) })),
        body: body === undefined ? undefined : ownType(body),
        creates: method === 'post' && 'get' in methods && !path.includes('{'),
      })),
  );
}

const READS = new Set(['GET', 'HEAD']);
/** Percent-encoded as a client would; a lone surrogate (which has no UTF-8) as the bytes a sloppy one sends. */
function enc(value: string): string {
  if (/%[0-9A-F]{2}/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** A value of a property's own type, odd where it can be (strings are the odd ones). */
function plausible(schema: JsonSchema, random: Random, depth = 0): unknown {
  if (schema.enum?.length) return random.pick(schema.enum);
  switch (schema.type) {
    case 'integer':
      return random.pick([1, 2, 7, 0, -1, 2147483647, 2147483648]);
    case 'number':
      return random.pick([1, 0.5, -1, 1e308, 36.6]);
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return depth > 2 || !schema.items ? [] : [plausible(schema.items, random, depth + 1)];
    case 'object':
      return depth > 2 ? {} : objectOf(schema, random, depth + 1);
    default:
      return random.chance(0.6) ? random.pick(ODD_STRINGS) : `fuzz ${random.digits(6)}`;
  }
}

function objectOf(schema: JsonSchema, random: Random, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, random, depth)]),
  );
}

/**
 * One property given a value of the wrong type, so the body cannot pass validation: what every write but a
 * create sends, so no existing row can be changed by a body that happens to be valid.
 */
function poison(body: Record<string, unknown>, schema: JsonSchema | undefined, random: Random): unknown {
  const typed = Object.entries(schema?.properties ?? {}).filter(([, s]) => s.type && !s.enum);
  if (!typed.length) return random.pick([[], 'not an object', 42, null, [body]]);
  const [name, s] = random.pick(typed);
  const wrong: Record<string, unknown[]> = {
    string: [12, true, [], { $gt: '' }],
    integer: ['NaN', true, [], {}, 'twelve'],
    number: ['NaN', true, [], {}],
    boolean: ['yes', [], {}, 2],
    array: ['a', {}, 1],
    object: ['a', 1, []],
  };
  return { ...body, [name]: random.pick(wrong[s.type!] ?? wrong.string!) };
}

type Strategy = (
  op: Operation,
  random: Random,
) => { strategy: string; body?: string | Buffer; contentType?: string; query?: string };

const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });

/** Body strategies for a call that takes JSON. */
const BODY_STRATEGIES: Strategy[] = [
  (op, r) => ({ strategy: 'wrong types', ...json(poison(objectOf(op.body!, r), op.body, r)) }),
  (op, r) => ({ strategy: 'missing fields', ...json(op.creates ? {} : poison({}, op.body, r)) }),
  (op, r) => {
    const body = objectOf(op.body!, r);
    const strings = Object.entries(op.body!.properties ?? {}).filter(
      ([, s]) => s.type === 'string' || !s.type,
    );
    if (strings.length) body[r.pick(strings)[0]] = 'x'.repeat(MEGABYTE - 200);
    return { strategy: '1 MB string', ...json(op.creates ? body : poison(body, op.body, r)) };
  },
  (op, r) => {
    const body = objectOf(op.body!, r);
    for (const [k, s] of Object.entries(op.body!.properties ?? {}))
      if (s.type === 'string' || !s.type) body[k] = r.pick(ODD_STRINGS);
    return { strategy: 'odd unicode and NUL', ...json(op.creates ? body : poison(body, op.body, r)) };
  },
  (_op, r) => ({
    strategy: 'deep JSON',
    body: deepJson(r.pick([100, 1000, 10_000, 100_000]), r.chance(0.5)),
    contentType: 'application/json',
  }),
  (op, r) => ({
    strategy: '__proto__ and constructor keys',
    body: `{"__proto__":{"admin":true,"roles":[1]},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(poison(objectOf(op.body!, r), op.body, r)).slice(1)}`.replace(
      ',}',
      '}',
    ),
    contentType: 'application/json',
  }),
  (op, r) => ({
    strategy: 'wrong content type',
    body: JSON.stringify(objectOf(op.body!, r)),
    contentType: r.pick(WRONG_CONTENT_TYPES),
  }),
  (_op, r) => ({ strategy: 'malformed JSON', body: r.pick(MALFORMED_JSON), contentType: 'application/json' }),
  (_op) => ({ strategy: 'empty body', body: '', contentType: 'application/json' }),
  (_op, r) => ({
    strategy: 'over the body limit',
    body: Buffer.alloc(2 * MEGABYTE + r.int(0, 9), 0x61),
    contentType: 'application/json',
  }),
];

/** Strategies for any call: its query string and paging. */
const QUERY_STRATEGIES: Strategy[] = [
  (op, r) => ({
    strategy: 'odd paging',
    query: ['page', 'page_size', 'sort', 'order', ...op.query.map((q) => q.name)]
      .map((name) => `${name}=${enc(r.pick(ODD_PAGING))}`)
      .join('&'),
  }),
  (op, r) => ({
    strategy: 'wrong query types',
    query:
      op.query.map((q) => `${q.name}=${enc(String(wrongTypeFor(q.schema.type, r)))}`).join('&') || 'page=abc',
  }),
  (op, r) => ({
    strategy: 'odd unicode query',
    query: [...op.query.map((q) => q.name), 'q'].map((n) => `${n}=${enc(r.pick(ODD_STRINGS))}`).join('&'),
  }),
  (op, r) => ({
    strategy: 'huge query string',
    query: `${r.pick([...op.query.map((q) => q.name), 'q'])}=${'z'.repeat(r.pick([4_000, 8_000, 12_000]))}`,
  }),
  (op, r) => ({
    strategy: 'repeated parameters',
    query:
      [...op.query.map((q) => q.name), 'page'].flatMap((n) => [`${n}=1`, `${n}=2`, `${n}[]=x`]).join('&') +
      `&${'p'.repeat(r.int(1, 3))}=1`,
  }),
  (_op, r) => ({
    strategy: 'garbage multipart',
    body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${randomBytes(r.int(0, 4096)).toString('latin1')}`,
    contentType: r.pick(['multipart/form-data; boundary=x', 'multipart/form-data; boundary=y']),
  }),
];

/** A request for `op`: path ids none of the rows has when it writes, one of a few small ids when it reads. */
export function requestFor(
  op: Operation,
  random: Random,
  base: string,
  headers: Record<string, string>,
): FuzzRequest {
  const reads = READS.has(op.method);
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'kind'
      ? enc(random.pick(['newspapers', 'menus', 'noticeboards', 'local-contents', ...ODD_STRINGS]))
      : reads && random.chance(0.5)
        ? String(random.int(1, 60))
        : enc(random.pick(ABSENT_IDS)),
  );
  const strategies =
    op.body && !reads ? [...BODY_STRATEGIES, ...QUERY_STRATEGIES.slice(0, 2)] : QUERY_STRATEGIES;
  const made = random.pick(strategies)(op, random);
  // A body sent where none is taken is still a body the server must survive, not a write.
  const writeWithoutBody = !reads && !op.body && made.body === undefined && random.chance(0.5);
  const body = writeWithoutBody ? JSON.stringify(poison({}, undefined, random)) : made.body;
  return {
    op,
    strategy: made.strategy,
    url: `${base}${path}${made.query ? `?${made.query}` : ''}`,
    headers: {
      ...headers,
      ...(body !== undefined ? { 'content-type': made.contentType ?? 'application/json' } : {}),
    },
    ...(body !== undefined && !reads ? { body } : {}),
  };
}
