import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app on :8080; `npm run dev -w apps/web` proxies API calls to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
    conditions: ['@asha/source'],
  },
  // manifest: bench/landing-size.mjs reads it to find what `/` loads.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080', '/blobs': 'http://localhost:8080' },
  },
});
