import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';
import { boundaries } from '../../../eslint/boundaries.js';
import { importGraph } from '../../../scripts/import-graph.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    rules: { 'boundaries/zones': 'error' as const },
  },
];

/** What lint says of `source` written in `file` (a path in the repository): the boundary messages. */
const lint = (file: string, source: string) =>
  linter.verify(source, config, { filename: path.join(ROOT, file) }).map((m) => m.message);

// A probe (issue 42): each forbidden import, in each way it can be written, fails lint; each allowed one
// passes. The files need not exist: the rule judges the paths.
const FORBIDDEN: [file: string, source: string][] = [
  ['apps/server/src/db/client.ts', "import { x } from '../lib/tokens.js';"],
  ['apps/server/src/db/schema/users.ts', "import type { X } from '../../modules/identity/session-store.js';"],
  ['apps/server/src/db/client.ts', "export { x } from '../setup/seed/demo.js';"],
  ['apps/server/src/lib/audit.ts', "import { x } from '../modules/identity/session-store.js';"],
  ['apps/server/src/lib/resource/list-rows.ts', "import { x } from '../../plugins/fair-use.js';"],
  ['apps/server/src/lib/resource/list-rows.ts', "const m = await import('../../modules/residents/x.js');"],
  ['apps/server/src/modules/residents/x.ts', "import { buildApp } from '../../app.js';"],
  ['apps/server/src/modules/residents/deep/x.ts', "import { seedDemo } from '../../../setup/seed/demo.js';"],
  ['apps/web/src/features/newspapers/page.tsx', "import { X } from '../menus/menu-form';"],
  ['apps/web/src/features/newspapers/page.tsx', "import { X } from '../../features/menus/menu-form';"],
  ['apps/web/src/features/newspapers/deep/form.tsx', "import { X } from '../../menus/menu-form';"],
  ['apps/web/src/features/newspapers/page.tsx', "export * from '../menus';"],
  ['apps/web/src/components/grid/grid.tsx', "import { X } from '../../features/menus/menu-form';"],
  ['apps/web/src/lib/api.ts', "import { X } from '../components/grid/grid';"],
];
const ALLOWED: [file: string, source: string][] = [
  ['apps/server/src/lib/audit.ts', "import { auditLog } from '../db/schema/index.js';"],
  ['apps/server/src/modules/residents/x.ts', "import { writeAudit } from '../../lib/audit.js';"],
  ['apps/server/src/setup/seed/demo.ts', "import { x } from '../../modules/tablet-jobs/open-jobs.js';"],
  ['apps/server/src/db/seed.test.ts', "import { x } from '../lib/tokens.js';"],
  ['apps/web/src/features/newspapers/page.tsx', "import { X } from './newspaper-form';"],
  ['apps/web/src/features/newspapers/deep/form.tsx', "import { X } from '../../newspapers/page';"],
  ['apps/web/src/features/newspapers/page.tsx', "import { X } from '../../components/grid/grid';"],
  ['apps/web/src/components/grid/grid.tsx', "import { X } from '../../lib/api';"],
];

it.each(FORBIDDEN)('%s: lint refuses %s', (file, source) => {
  expect(lint(file, source)).toHaveLength(1);
});

it.each(ALLOWED)('%s: lint lets %s be', (file, source) => {
  expect(lint(file, source)).toEqual([]);
});

// The server's modules, db and lib import in one direction only (scripts/import-graph.ts prints the graph):
// no two zones import each other.
it('has no pair of server zones importing each other', () => {
  expect(importGraph().mutual.map(([a, b, n, back]) => `${a} ⇄ ${b} (${n} / ${back})`)).toEqual([]);
});
