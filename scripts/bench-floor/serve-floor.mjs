// The floor of `npm run bench:web`: the least main-thread work a server-rendered React page can
// cost, measured on the same machine in the same run as the app's pages. A bare page whose markup
// react-dom/server rendered, and whose one module script (production React, minified, as Vite
// builds the app) hydrates it. TBT moves with the machine; the app's pages are held to this
// floor's TBT plus a margin, which holds on any machine.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FloorApp } from './floor-app.mjs';

const ENTRY = fileURLToPath(new URL('./entry-client.mjs', import.meta.url));

/** The client bundle: React in its production build, minified. */
async function buildClient() {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  return Buffer.from(result.outputFiles[0].contents);
}

function pageHtml() {
  return Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>bench:web floor</title></head><body>' +
      `<div id="root">${renderToString(createElement(FloorApp))}</div>` +
      '<script type="module" src="/floor.js"></script></body></html>',
  );
}

/** The body in each encoding the app's server sends (precompress.mjs): brotli, gzip, none. */
function encodings(body) {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    identity: body,
  };
}

/** Builds the floor and serves it on a free loopback port: `{ url, jsGzipBytes, close() }`. */
export async function startFloor() {
  const js = await buildClient();
  const files = {
    '/': { type: 'text/html; charset=utf-8', bodies: encodings(pageHtml()) },
    '/floor.js': { type: 'text/javascript; charset=utf-8', bodies: encodings(js) },
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://floor').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((e) => accepted.includes(e)) ?? 'identity';
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    response.end(file.bodies[encoding]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    jsGzipBytes: files['/floor.js'].bodies.gzip.length,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
