/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/**
 * The app's components are written against React's API and run on Preact's implementation of it
 * (decision 0021): the same components, about a seventh of react-dom's weight on a phone's first
 * load. Unit tests (mode `test`) keep React itself, with Testing Library's React renderer.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
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
    alias: [
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
      ...(mode === 'test' ? [] : reactOnPreact),
    ],
  },
  // The server renderer bundles its packages: React Router, TanStack Query and the rest must import
  // Preact through the aliases above, as in the browser, not React from node_modules.
  ssr: { noExternal: mode === 'test' ? undefined : true },
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
