import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress';

// The tablet web app lives under /tablet on the portal's own address: its API calls and the embedded
// broker's WebSocket (/mqtt) are same-origin. `npm run dev -w @acorn/tablet` passes them to the server on 8080.
const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  base: '/tablet/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/v1': api, '/mqtt': { ...api, ws: true } } },
  build: { outDir: 'dist', sourcemap: true },
});
