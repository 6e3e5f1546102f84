/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the SPA calls lives on the server's origin; the dev server forwards it there.
const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/v1': backend,
      '/auth/realms': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Bootstrap Italia's stylesheet alone is over the default warning size; it is one file by design.
    chunkSizeWarningLimit: 1200,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    env: { TZ: 'UTC' },
  },
});
