/**
 * A built web app for tests that look at how pages are kept and sent, not at what they show: a
 * bare index.html and a server renderer module whose source the test writes (it exports
 * `setApiTransport` and `render`, as apps/web/src/entry-server.tsx does). Returns its dist folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function fakeWebDist(rendererSource: string): string {
  const root = mkdtempSync(join(tmpdir(), 'sendero-web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Sendero</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), rendererSource);
  return dist;
}
