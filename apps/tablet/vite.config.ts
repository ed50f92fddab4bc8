import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress';
import { SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE, serviceWorker } from './build/service-worker-plugin';
import pkg from './package.json' with { type: 'json' };

// The tablet web app lives under /tablet on the portal's own address: its API calls and the embedded
// broker's WebSocket (/mqtt) are same-origin. `npm run dev -w @acorn/tablet` passes them to the server on 8080.
const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  base: '/tablet/',
  plugins: [react(), serviceWorker(), precompress()],
  define: { __ACORN_TABLET_VERSION__: JSON.stringify(pkg.version) },
  server: { port: 5174, proxy: { '/v1': api, '/mqtt': { ...api, ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      input: { index: 'index.html', [SERVICE_WORKER_ENTRY]: 'src/service-worker.ts' },
      // The worker at the top of /tablet/ (its scope), under a fixed name the page registers.
      output: {
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js',
      },
    },
  },
});
