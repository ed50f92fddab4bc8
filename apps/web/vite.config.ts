import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// `npm run dev`: Vite serves the SPA and passes API and docs calls to the server on 8080.
const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/v1': api, '/v2': api, '/docs': api, '/demo-images': api } },
  build: { outDir: 'dist', sourcemap: true },
});
