import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const urls = new Set();
page.on('request', (r) => { if (r.resourceType() === 'script') urls.add(r.url()); });
await page.goto('http://localhost:4700/');
await page.waitForSelector('html[data-hydrated]');
await page.waitForTimeout(3000);
let total = 0; const rows = [];
for (const u of urls) { const b = Buffer.from(await (await fetch(u)).arrayBuffer()); const g = gzipSync(b, { level: 9 }).length; total += g; rows.push([g, u.replace('http://localhost:4700/assets/', '')]); }
rows.sort((a, b) => b[0] - a[0]);
for (const [g, u] of rows) console.log((g / 1024).toFixed(1).padStart(6), u);
console.log('total', (total / 1024).toFixed(1));
await browser.close();
