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
 * The framework (react, react-dom, React Router, TanStack Query, with the packages they are built
 * on) in chunks named `framework-<package>-<hash>.js`, so that `npm run bench:web` tells its bytes
 * from the app's by file name alone. Each group splits its modules by the set of dynamic imports
 * that reach them (`entriesAware`), as the automatic chunking did: every page loads the same
 * modules at the same boot steps (boot.ts) as without the groups, the framework's now in files of
 * their own. Higher priority first: react-dom's group must not take react in as its dependency.
 */
const FRAMEWORK_GROUPS = {
  react: ['react'],
  'react-dom': ['react-dom', 'scheduler'],
  'react-router': ['react-router'],
  'react-query': ['@tanstack/react-query', '@tanstack/query-core'],
};
const frameworkChunks = Object.entries(FRAMEWORK_GROUPS).map(([name, packages], index, all) => ({
  name: `framework-${name}`,
  test: new RegExp(
    `[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  ),
  priority: all.length - index,
  entriesAware: true,
}));

/** Rolldown names an entries-aware chunk after its group and the imports reaching it; the
 * group's name is enough. */
const chunkFileNames = ({ name }: { name: string }) =>
  `assets/${name.startsWith('framework-') ? name.split('~')[0] : '[name]'}-[hash].js`;

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
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { chunkFileNames, codeSplitting: { groups: frameworkChunks } } },
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
    setupFiles: ['src/test/setup.ts'],
  },
}));
