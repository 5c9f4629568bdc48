// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api and /media to the API on port 3000.
import { spawn } from 'node:child_process';
import { ROOT, ensureInstalled } from './lib.mjs';

ensureInstalled();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@sendero/api'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@sendero/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
