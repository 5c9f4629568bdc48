// `npm run bench:web`: the phone speed budget. Lighthouse's mobile profile (a mid-range phone on
// a slow 4G connection, simulated) against the built app on a fresh embedded database, for the
// home page, a city, a tour, a spot, a post and /events. It prints each figure against its target
// and never fails on a number: timings move with the machine, so they are read, not asserted.
//
// BENCH_WEB_RUNS (default 1) runs Lighthouse that many times per page and reports the median.
// CHROMIUM_PATH (default /usr/bin/chromium) names the browser.
//
// Lighthouse's mobile profile slows the CPU down 4× whatever the machine, a factor its authors
// calibrated on a high-end desktop (benchmark index 1,500–2,000, docs/throttling.md in Lighthouse)
// to land in the range of a mid-tier phone (125–800). The script prints the machine's index and the
// phone that the slowdown makes of it, so figures from a slower or faster machine are read for what
// they are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi, printLoad } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled } from './lib.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4611);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** An audit whose trace could not be read (Lighthouse's NO_NAVSTART, say) is run again. */
const ATTEMPTS = 3;
/** The benchmark index Lighthouse's mobile CPU slowdown was calibrated on, and the phone it aims at. */
const CALIBRATED_INDEX = { low: 1500, high: 2000 };
const MID_TIER_PHONE_INDEX = { low: 125, high: 800 };

/** Per page, from the issue "Pages that arrive rendered". */
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, cls: 0.05, tbtMs: 100 };
const HOME_JS_TARGET_KB = 100;

ensureInstalled();
ensureBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'sendero-bench-web-'));
const api = await startApi(['apps/api/dist/server.mjs'], PORT, {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
});
let chrome;
try {
  const pages = await pagesToMeasure(api.base);
  // A visit to a running site finds its page already rendered and cached; the first render after a
  // start is not what a traveller meets, so each page is fetched once before it is measured.
  for (const [, path] of pages) await fetch(`${api.base}${path}`).then((r) => r.arrayBuffer());
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  printLoad('before the runs');
  const rows = [];
  const machine = { benchmarkIndexes: [], cpuSlowdown: NaN };
  let homeScripts = [];
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await measuredAudit(chrome.port, `${api.base}${path}`));
    machine.benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
    machine.cpuSlowdown = runs[0].cpuSlowdown;
    if (name === 'home') homeScripts = runs[0].scripts;
    rows.push({ name, path, ...medianOf(runs) });
  }
  printLoad('after the runs');
  const homeJsKb = await firstLoadJsKb(homeScripts, api.base);
  report(rows, homeJsKb);
  reportMachine(machine);
} finally {
  await chrome?.kill();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The six pages, with real ids from the API (the first of each list). */
async function pagesToMeasure(base) {
  const json = async (path) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const cities = await json('/api/cities');
  const city = cities.find((c) => c.id !== 4) ?? cities[0];
  const tours = await json(`/api/cities/${city.id}/tours`);
  const spots = await json(`/api/cities/${city.id}/spots`);
  const posts = await json(`/api/city-posts?cityId=${city.id}`);
  const first = (list) => (Array.isArray(list) ? list[0] : list.content[0]);
  return [
    ['home', '/'],
    ['city', `/cities/${city.id}`],
    ['tour', `/tours/${first(tours).id}`],
    ['spot', `/spots/${first(spots).id}`],
    ['post', `/cities/${city.id}/post/${first(posts).slug}`],
    ['events', '/events'],
  ];
}

/** `audit`, again while its metrics are missing; the last try is kept (its gaps count as misses). */
async function measuredAudit(port, url) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    result = await audit(port, url);
    if (result.missing.length === 0) return result;
    const again = attempt < ATTEMPTS ? ', running it again' : '';
    console.log(`${url}: ${result.missing.join('; ')} not measured${again}`);
  }
  return result;
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits } = result.lhr;
  // An audit Lighthouse could not compute (e.g. NO_LCP) has no value: say why, count it as a miss.
  const unmeasured = [
    'largest-contentful-paint',
    'cumulative-layout-shift',
    'total-blocking-time',
  ].filter((id) => audits[id].numericValue === undefined);
  // One trace failure usually takes all three: its reason is said once.
  const reasons = new Set(unmeasured.map((id) => audits[id].errorMessage ?? 'no value'));
  const missing =
    unmeasured.length === 0 ? [] : [`${unmeasured.join(', ')} (${[...reasons].join('; ')})`];
  return {
    missing,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
    scripts: audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url),
  };
}

/** The middle of the measured values (a run that measured nothing is left out), or NaN. */
function medianValue(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

function medianOf(runs) {
  const median = (key) => medianValue(runs.map((r) => r[key]));
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    lcpMs: median('lcpMs'),
    cls: median('cls'),
    tbtMs: median('tbtMs'),
  };
}

/** JavaScript the home page loaded in its audit, gzip-compressed as the target says. */
async function firstLoadJsKb(scripts, base) {
  let bytes = 0;
  for (const url of new Set(scripts)) {
    if (!url.startsWith(base)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

function report(rows, homeJsKb) {
  const mark = (ok) => (ok ? 'ok  ' : 'MISS');
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page, mobile profile ` +
      `(targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms)\n`,
  );
  console.log('page    performance    accessibility  LCP (ms)        CLS            TBT (ms)');
  let met = 0;
  let total = 0;
  for (const row of rows) {
    const checks = [
      [row.performance >= TARGETS.performance, String(row.performance)],
      [row.accessibility >= TARGETS.accessibility, String(row.accessibility)],
      [row.lcpMs <= TARGETS.lcpMs, row.lcpMs.toFixed(0)],
      [row.cls <= TARGETS.cls, row.cls.toFixed(3)],
      [row.tbtMs <= TARGETS.tbtMs, row.tbtMs.toFixed(0)],
    ];
    met += checks.filter(([ok]) => ok).length;
    total += checks.length;
    console.log(
      row.name.padEnd(8) +
        checks.map(([ok, value]) => `${value.padStart(6)} ${mark(ok)}`.padEnd(15)).join(''),
    );
  }
  const jsOk = homeJsKb <= HOME_JS_TARGET_KB;
  met += jsOk ? 1 : 0;
  total += 1;
  console.log(
    `\nHome first-load JavaScript: ${homeJsKb.toFixed(1)} KB gzip ` +
      `(target ≤ ${HOME_JS_TARGET_KB} KB) ${mark(jsOk)}`,
  );
  console.log(`\n${met} of ${total} figures meet their targets.`);
}

function reportMachine({ benchmarkIndexes: indexes, cpuSlowdown }) {
  const index = medianValue(indexes);
  const phone = index / cpuSlowdown;
  const inRange = index >= CALIBRATED_INDEX.low && index <= CALIBRATED_INDEX.high;
  console.log(
    `\nThis machine's Lighthouse benchmark index: ${index.toFixed(0)} (median of ` +
      `${indexes.length}). The ${cpuSlowdown}× CPU slowdown makes it a device of about ` +
      `${phone.toFixed(0)}; it is calibrated on ${CALIBRATED_INDEX.low}–${CALIBRATED_INDEX.high} ` +
      `to land on a mid-tier phone (${MID_TIER_PHONE_INDEX.low}–${MID_TIER_PHONE_INDEX.high}).`,
  );
  if (!inRange) {
    const side = index > CALIBRATED_INDEX.high ? 'faster' : 'slower';
    console.log(
      `This machine is ${side} than that: its TBT and performance compare only with figures ` +
        `from machines of a similar index.`,
    );
  }
}
