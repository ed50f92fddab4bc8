/**
 * The server's import graph by zone: each module under apps/server/src/modules is a zone, and so are db, lib,
 * plugins, mail, backup, cli and the files at the top. Prints each edge (zone → zone, how many imports) and
 * every pair of zones importing each other; exits 1 when there is such a pair (issue 42: a server with
 * boundaries). Tests are left out: a test may reach across to set up its world.
 *
 *   npx tsx scripts/import-graph.ts [--edges]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../apps/server/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const FILE = /\.[jt]s$/;

/** The zone a file belongs to: `modules/<name>`, the first folder under src, or a file at the top itself. */
export function zoneOf(file: string): string {
  const [first, second] = path.relative(ROOT, file).split(path.sep);
  if (first === 'modules') return FILE.test(second!) ? 'modules' : `modules/${second}`;
  return first!.replace(FILE, '');
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]/g;

export function importGraph() {
  const edges = new Map<string, Map<string, number>>();
  for (const file of sources(ROOT)) {
    const from = zoneOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = zoneOf(path.resolve(path.dirname(file), spec!));
      if (to === from) continue;
      const row = edges.get(from) ?? new Map<string, number>();
      row.set(to, (row.get(to) ?? 0) + 1);
      edges.set(from, row);
    }
  }
  const mutual: [string, string, number, number][] = [];
  for (const [a, row] of edges)
    for (const [b, n] of row) {
      const back = edges.get(b)?.get(a);
      if (back && a < b) mutual.push([a, b, n, back]);
    }
  return { edges, mutual };
}

if (import.meta.filename === process.argv[1]) {
  const { edges, mutual } = importGraph();
  if (process.argv.includes('--edges'))
    for (const [from, row] of [...edges].sort())
      for (const [to, n] of [...row].sort()) console.log(`${from} → ${to} (${n})`);
  const count = [...edges.values()].reduce((sum, row) => sum + row.size, 0);
  console.log(`${edges.size} zones import others, ${count} edges; ${mutual.length} pairs import each other`);
  for (const [a, b, n, back] of mutual) console.log(`  ${a} ⇄ ${b} (${n} / ${back})`);
  process.exitCode = mutual.length ? 1 : 0;
}
