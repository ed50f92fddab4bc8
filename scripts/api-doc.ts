// npm run docs:api — writes docs/api.md's resource section from the contracts (packages/domain/src/contracts),
// so the documented routes, roles, paging, sort, search and filters are the ones the server builds from them.
// The rest of docs/api.md is prose, kept by hand. A test (apps/server/src/api-doc.test.ts) fails when the
// section is stale, and when the server serves a path the page does not name.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { CONTRACTS } from '@acorn/domain/registry';
import type { AnyContract } from '@acorn/domain/shared';
import { ROLE_DESCRIPTIONS, type RoleId } from '@acorn/domain/access';
import type { Access } from '@acorn/domain/access';

export const API_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');
const BEGIN =
  '<!-- Generated from the contracts by `npm run docs:api`: edit the contracts, not this section. -->';
const END = '<!-- End of the generated section. -->';

const roles = (access: Access) =>
  typeof access === 'string'
    ? access
    : access.map((r) => `${r} ${ROLE_DESCRIPTIONS[r as RoleId]}`).join(', ');
const code = (names: readonly string[]) => (names.length ? names.map((n) => `\`${n}\``).join(', ') : '—');
const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** The fields a contract's derive computes, found by asking it about an empty row. */
function derivedFields(contract: AnyContract): string[] {
  try {
    return Object.keys(contract.derive?.({}) ?? {});
  } catch {
    return [];
  }
}

/** A list item wrapped as the docs are (110 columns), so it reads in a plain editor too. */
function item(text: string, width = 110): string[] {
  const lines: string[] = [];
  let line = '-';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > width && line.length > 2) {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)];
}

function resourceSection(c: AnyContract): string[] {
  const base = `/v1/acorn/${c.name}`;
  const { access } = c;
  const facts = [
    `Screen \`${c.route}\`; \`{id}\` is the row's \`${c.id}\`.` +
      (c.grouped ? ' Rows belong to a group: every role but 1 sees and writes its own group only.' : ''),
    `Page size ${c.pageSize}; default sort \`${c.defaultSort.field}\` ${c.defaultSort.order}.`,
    `Search (\`q\`): ${code(c.searchable)}. Filters: ${code(c.filters)}.`,
  ];
  const defaults = Object.entries(c.defaults);
  if (defaults.length)
    facts.push(`A new row starts with ${defaults.map(([k, v]) => `\`${k}\` ${quoted(v)}`).join(', ')}.`);
  const derived = derivedFields(c);
  if (derived.length) facts.push(`Computed by the server on every save: ${code(derived)}.`);
  if (c.readView)
    facts.push(`Roles outside ${roles(c.readView.fullFor)} read only ${code(c.readView.fields)}.`);
  if (c.editView)
    facts.push(`Roles outside ${roles(c.editView.allFor)} may change only ${code(c.editView.fields)}.`);
  facts.push(`Not found (or in another group): 404 '${c.notFound}'`);
  return [
    `### \`${c.name}\``,
    '',
    ...table(
      ['Call', 'Who may call it'],
      [
        [`\`GET ${base}\``, roles(access.read)],
        [`\`GET ${base}/export\``, roles(access.export)],
        [`\`GET ${base}/{id}\``, roles(access.read)],
        [`\`POST ${base}\``, roles(access.create)],
        [`\`PUT ${base}/{id}\``, roles(access.update)],
        [`\`DELETE ${base}/{id}\``, roles(access.delete)],
      ],
    ),
    '',
    ...facts.flatMap((f) => item(f)),
    '',
  ];
}

/** The generated section: a summary of every contract, then each one's calls and who may make them. */
export function resourcesSection(contracts: readonly AnyContract[] = CONTRACTS): string {
  const summary = table(
    ['Resource', 'Screen', 'Label', 'Page size', 'Default sort'],
    contracts.map((c) => [
      `[\`${c.name}\`](#${c.name})`,
      `\`${c.route}\``,
      c.label,
      String(c.pageSize),
      `\`${c.defaultSort.field}\` ${c.defaultSort.order}`,
    ]),
  );
  return [BEGIN, '', ...summary, '', ...contracts.flatMap(resourceSection), END].join('\n');
}

/** docs/api.md with its generated section written afresh, formatted as `npm run format` would. */
export async function renderApiDoc(current: string): Promise<string> {
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${API_DOC} lacks the generated section's markers`);
  const text = current.slice(0, start) + resourcesSection() + current.slice(end + END.length);
  const options = await prettier.resolveConfig(API_DOC);
  return prettier.format(text, { ...options, filepath: API_DOC });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = fs.readFileSync(API_DOC, 'utf8');
  const next = await renderApiDoc(current);
  if (next !== current) fs.writeFileSync(API_DOC, next);
  console.log(next === current ? 'docs/api.md is current' : 'docs/api.md written');
}
