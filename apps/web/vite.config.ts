import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// `npm run dev`: Vite serves the SPA and passes API and docs calls to the server on 8080.
const api = { target: 'http://localhost:8080', changeOrigin: false };

/**
 * The libraries every signed-in screen draws with (Material UI's parts, the query client, the grid's own
 * helpers): one chunk of what two or more screens share, not ~40 small ones each with its gzip header and
 * none of the others' compression context (issue 42: table pages made 82 script requests).
 */
const COMMON =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material|x-internals)|@tanstack|@base-ui|@babel[\\/]runtime|reselect|use-sync-external-store)[\\/]/;
/** Shared Material UI parts the table pages (the grid) never draw: left to the screens that use them. */
const NOT_IN_TABLES =
  /[\\/]@mui[\\/]material[\\/](Pagination|PaginationItem|usePagination|Dialog\w*|Radio|RadioGroup|Table|TableBody|TableHead|TableRow|FormGroup)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/v1': api, '/v2': api, '/docs': api, '/demo-images': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few stable chunks, by when they are needed (docs/features.md, "Page weight"). The higher
        // priority takes a module first; the rest is split by Rolldown as before (each screen's own code).
        codeSplitting: {
          groups: [
            // What the entry imports (the sign-in page: React, the router, Material UI's core): one file.
            { name: 'start', tags: ['$initial'], priority: 30 },
            // The shell and the screens' loaders (with the query cache): every signed-in page, one file.
            { name: 'shell', test: /src[\\/]app[\\/](layout[\\/]shell|screens)\.tsx$/, priority: 20 },
            {
              name: 'common',
              test: (id: string) => COMMON.test(id) && !NOT_IN_TABLES.test(id),
              minShareCount: 2,
              priority: 15,
            },
            // Those parts, for the screens that draw them: one chunk, not one per part.
            { name: 'extras', test: NOT_IN_TABLES, minShareCount: 2, priority: 14 },
            // MUI X Data Grid, with what it alone uses: its Material UI parts are in `common`.
            {
              name: 'grid',
              test: /node_modules[\\/]@mui[\\/]x-(data-grid|virtualizer)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
