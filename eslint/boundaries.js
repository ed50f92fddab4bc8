import path from 'node:path';

/**
 * The code's zones, and which may not import which (issue 42: a codebase with boundaries). A relative import
 * is resolved against its file, and both are named by their path in the repository; `*` in a zone is one
 * folder name, files are named without their extension, and `!same` in a forbidden zone means the importer's own name there (a feature may import
 * itself, not another feature). Tests are exempt: a test may reach across to set up its world.
 */
export const ZONES = [
  {
    from: 'apps/server/src/db',
    forbid: [
      'apps/server/src/lib',
      'apps/server/src/modules',
      'apps/server/src/plugins',
      'apps/server/src/setup',
    ],
    message: 'The database layer is the bottom: it imports no lib, module, plugin or setup code.',
  },
  {
    from: 'apps/server/src/lib',
    forbid: ['apps/server/src/modules', 'apps/server/src/plugins', 'apps/server/src/setup'],
    message: 'lib/ is shared by every module: it imports no module, plugin or setup code.',
  },
  {
    from: 'apps/server/src/modules/*',
    forbid: [
      'apps/server/src/setup',
      'apps/server/src/cli',
      'apps/server/src/app',
      'apps/server/src/server',
    ],
    message: 'A module is built by the app: it does not import the app, the CLI or the demo setup.',
  },
  {
    from: 'apps/web/src/features/*',
    forbid: ['apps/web/src/features/!same'],
    message: 'Features do not import each other: move what they share to lib/ or components/.',
  },
  {
    from: 'apps/web/src/components',
    forbid: ['apps/web/src/features'],
    message: 'components/ is shared by every feature: it imports no feature.',
  },
  {
    from: 'apps/web/src/lib',
    forbid: ['apps/web/src/features', 'apps/web/src/components'],
    message: 'lib/ is the bottom of the web app: it imports no feature or component.',
  },
];

const ROOT = path.resolve(import.meta.dirname, '..');
const TEST = /\.test\.[jt]sx?$|\/test\//;

/** The names `*` stood for when `zone` matches the start of `file`, or null. */
function match(zone, file) {
  const parts = zone.split('/');
  const names = file.split('/');
  if (names.length < parts.length) return null;
  const stars = [];
  for (const [i, part] of parts.entries()) {
    if (part === '*') stars.push(names[i]);
    else if (part !== names[i]) return null;
  }
  return stars;
}

function forbidden(zone, stars, target) {
  return zone.forbid.some((rule) => {
    const own = rule.endsWith('/!same');
    const base = own ? rule.slice(0, -'/!same'.length) : rule;
    const rest = match(base, target);
    if (rest === null) return false;
    if (!own) return true;
    const [name] = target.slice(base.length + 1).split('/');
    return name !== stars[0];
  });
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Zones may not import the zones they are forbidden.' },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (TEST.test(file)) return {};
    const zones = ZONES.map((zone) => ({ zone, stars: match(zone.from, file) })).filter((z) => z.stars);
    if (!zones.length) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(ROOT, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/')
        .replace(/\.[cm]?[jt]sx?$/, '');
      for (const { zone, stars } of zones)
        if (forbidden(zone, stars, target)) context.report({ node: node.source, message: zone.message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { zones: rule } };
