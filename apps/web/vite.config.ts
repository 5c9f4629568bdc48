/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    tailwindcss(),
    // The service worker and manifest belong to the browser build only.
    ...(isSsrBuild ? [] : [VitePWA(pwaOptions(new Date().toISOString()))]),
  ],
  resolve: {
    // The app injects no <style> tags (strict CSP): toasts use the unstyled build plus the CSS file.
    // Every `react-toastify` import maps to that build so `toast()` reaches the shell's container.
    alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Images stay files (no data: URLs), so a strict img-src policy needs no exception.
    assetsInlineLimit: 0,
    // The server renderer (dist-server) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
    },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
