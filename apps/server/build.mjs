// Bundles the server into dist/ so `npm start` runs plain JavaScript. Packages stay in node_modules;
// only our own workspace package (TypeScript source) is bundled in.
import { build } from 'esbuild';
import path from 'node:path';

// The domain's folders, one subpath each (@acorn/domain/residents → src/residents/index.ts).
const domain = path.resolve(import.meta.dirname, '../../packages/domain/src');

await build({
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/cli/admin.ts', out: 'cli/admin' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
  plugins: [
    {
      name: 'workspace-domain',
      setup(b) {
        b.onResolve({ filter: /^@acorn\/domain\/[\w-]+$/ }, ({ path: name }) => ({
          path: path.join(domain, path.basename(name), 'index.ts'),
        }));
      },
    },
  ],
});
