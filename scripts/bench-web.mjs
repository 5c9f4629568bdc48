// `npm run bench:web`: the budget for a React product. Lighthouse's mobile profile (a mid-range
// phone on a slow 4G connection, simulated) against the built app on a fresh embedded database,
// for the home page, a city, a tour, a spot, a post and /events. It prints each figure against its
// target and never fails on a number: timings move with the machine, so they are read, not
// asserted.
//
// The floor: TBT depends on the machine, so the same run also audits a bare page the script builds
// and serves itself (scripts/bench-floor: react-dom hydrating one component), and holds each page's
// TBT to the floor's plus FLOOR_MARGIN_MS, a target that means the same on any machine.
//
// The home page's first-load JavaScript is split into the framework's part (react, react-dom,
// React Router, TanStack Query: the browser build emits them as `framework-*` chunks, see
// apps/web/vite.config.ts) and the app's own, everything else.
//
// BENCH_WEB_RUNS (default 3) runs Lighthouse that many times per page and reports the median.
// BENCH_WEB_COMPARE names another built checkout (say the same app before a change): its own
// apps/api/dist/server.mjs, serving its own apps/web/dist, is started beside this one, and both
// are audited in turn, run by run, so a change in the machine's load falls on both alike.
// CHROMIUM_PATH (default /usr/bin/chromium) names the browser.
//
// Lighthouse's mobile profile slows the CPU down 4× whatever the machine, a factor its authors
// calibrated on a high-end desktop (benchmark index 1,500–2,000, docs/throttling.md in Lighthouse)
// to land in the range of a mid-tier phone (125–800). The script prints the machine's index and the
// phone that the slowdown makes of it, so figures from a slower or faster machine are read for what
// they are; the budget is read on a quiet machine, of index QUIET_INDEX or more.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startFloor } from './bench-floor/serve-floor.mjs';
import { startApi, printLoad } from './bench-lib.mjs';
import { ROOT, ensureBuilt, ensureInstalled } from './lib.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4611);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COMPARE = process.env.BENCH_WEB_COMPARE ? resolve(process.env.BENCH_WEB_COMPARE) : null;

/** An audit whose trace could not be read (Lighthouse's NO_NAVSTART, say) is run again. */
const ATTEMPTS = 3;
/** The benchmark index Lighthouse's mobile CPU slowdown was calibrated on, and the phone it aims at. */
const CALIBRATED_INDEX = { low: 1500, high: 2000 };
const MID_TIER_PHONE_INDEX = { low: 125, high: 800 };
/** The budget holds "with the machine quiet": a lower index means a busy or slow machine. */
const QUIET_INDEX = 2000;

/** Per page, from the issue "The budget for a React product". */
const TARGETS = { performance: 90, accessibility: 100, lcpMs: 1500, cls: 0.05, tbtMs: 200 };
/** Each page's TBT may exceed the floor's, measured in the same run, by this much. */
const FLOOR_MARGIN_MS = 150;
/** The home page's first-load JavaScript, gzip: in total, and the app's own part. */
const HOME_JS_TARGET_KB = { total: 150, app: 50 };
/** The browser build's names for the framework's chunks (apps/web/vite.config.ts). */
const FRAMEWORK_CHUNK = /\/assets\/framework-[^/]*\.js$/;

ensureInstalled();
ensureBuilt();

/**
 * Lighthouse and its Chrome launcher belong to this benchmark alone: they have their own project
 * and lock file in scripts/bench-web, installed on the first run, so the app's install (and a
 * fresh clone's first `npm start`) does without their 160 packages.
 */
const TOOLS = join(ROOT, 'scripts', 'bench-web');
ensureInstalled(TOOLS);
const fromTools = createRequire(join(TOOLS, 'package.json'));
const toolImport = (name) => import(pathToFileURL(fromTools.resolve(name)).href);
const { default: lighthouse } = await toolImport('lighthouse');
const chromeLauncher = await toolImport('chrome-launcher');

/** The checkouts measured: this one, and the one BENCH_WEB_COMPARE names. */
const checkouts = [{ root: ROOT, port: PORT }];
if (COMPARE) {
  const server = join(COMPARE, 'apps/api/dist/server.mjs');
  if (!existsSync(server)) throw new Error(`${server} is missing: build that checkout first`);
  checkouts.push({ root: COMPARE, port: PORT + 1 });
}
for (const checkout of checkouts) checkout.label = labelOf(checkout.root);

const dataDirs = [];
const stops = [];
let chrome;
try {
  const floor = await startFloor();
  stops.push(floor.close);
  const builds = [];
  for (const { root, port, label } of checkouts) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sendero-bench-web-'));
    dataDirs.push(dataDir);
    const api = await startApi(
      [join(root, 'apps/api/dist/server.mjs')],
      port,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      { cwd: root },
    );
    stops.push(api.stop);
    // Each checkout's pages with its own ids (the first of each list).
    builds.push({ label, base: api.base, pages: await pagesToMeasure(api.base), rows: [] });
  }
  // A visit to a running site finds its page already rendered and cached; the first render after a
  // start is not what a traveller meets, so each page is fetched once before it is measured.
  for (const build of builds)
    for (const [, path] of build.pages)
      await fetch(`${build.base}${path}`).then((r) => r.arrayBuffer());
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  printLoad('before the runs');
  const machine = { benchmarkIndexes: [], cpuSlowdown: NaN };
  const measure = async (url) => {
    const run = await measuredAudit(chrome.port, url);
    machine.benchmarkIndexes.push(run.benchmarkIndex);
    machine.cpuSlowdown = run.cpuSlowdown;
    return run;
  };
  const floorRuns = [];
  for (let i = 0; i < RUNS; i += 1) floorRuns.push(await measure(floor.url));
  const floorRow = { name: 'floor', ...medianOf(floorRuns) };
  // Page by page, and within a page run by run, the checkouts take turns.
  for (const [index, [name]] of builds[0].pages.entries()) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i += 1)
      for (const [b, build] of builds.entries())
        runs[b].push(await measure(`${build.base}${build.pages[index][1]}`));
    for (const [b, build] of builds.entries()) {
      if (name === 'home') build.homeScripts = runs[b][0].scripts;
      build.rows.push({ name, ...medianOf(runs[b]) });
    }
  }
  printLoad('after the runs');
  for (const build of builds) build.homeJs = await firstLoadJs(build.homeScripts, build.base);
  report(builds, floorRow, floor.jsGzipBytes);
  reportMachine(machine);
} finally {
  await chrome?.kill();
  for (const stop of stops.reverse()) await stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** The checkout's folder and commit, as its rows are labelled. */
function labelOf(root) {
  const head = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  const commit = head.status === 0 ? head.stdout.trim() : 'no git';
  return `${basename(root)} ${commit}`;
}

/** The six pages, with real ids from the API (the first of each list). */
async function pagesToMeasure(base) {
  const json = async (path) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
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

/**
 * The JavaScript the home page loaded in its audit, each file gzip-compressed on its own as the
 * target says, so the framework's files and the app's add up exactly to the total. `named` is false
 * for a build that names no framework chunk (one from before vite.config.ts did): its split is
 * unknown, not zero.
 */
async function firstLoadJs(scripts, base) {
  const split = { totalKb: 0, frameworkKb: 0, appKb: 0, named: false };
  for (const url of new Set(scripts)) {
    if (!url.startsWith(base)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const kb = gzipSync(body, { level: 9 }).length / 1024;
    const framework = FRAMEWORK_CHUNK.test(new URL(url).pathname);
    split.totalKb += kb;
    split[framework ? 'frameworkKb' : 'appKb'] += kb;
    split.named ||= framework;
  }
  return split;
}

function mark(ok) {
  return ok ? 'ok  ' : 'MISS';
}

/** A figure in its column, with its mark when it has a target. */
function cell(value, ok) {
  return `${value.padStart(6)} ${ok === undefined ? '    ' : mark(ok)}`.padEnd(15);
}

function report(builds, floorRow, floorJsBytes) {
  const comparing = builds.length > 1;
  const labelWidth = Math.max(...builds.map((b) => b.label.length)) + 2;
  const nameOf = (name, label) => name.padEnd(8) + (comparing ? label.padEnd(labelWidth) : '');
  const floorTargetMs = floorRow.tbtMs + FLOOR_MARGIN_MS;
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page, mobile profile ` +
      `(targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `and TBT ≤ the floor's + ${FLOOR_MARGIN_MS} ms)\n`,
  );
  console.log(
    nameOf('page', comparing ? 'build' : '') +
      'performance    accessibility  LCP (ms)       CLS            TBT (ms)       ' +
      `TBT ≤ floor + ${FLOOR_MARGIN_MS}`,
  );
  console.log(
    nameOf('floor', comparing ? '(this run)' : '') +
      [
        String(floorRow.performance),
        String(floorRow.accessibility),
        floorRow.lcpMs.toFixed(0),
        floorRow.cls.toFixed(3),
        floorRow.tbtMs.toFixed(0),
      ]
        .map((value) => cell(value))
        .join('') +
      `   (react-dom hydrating one component, ${(floorJsBytes / 1024).toFixed(1)} KB gzip)`,
  );
  for (const build of builds) build.tally = { met: 0, total: 0 };
  for (const [index, { name }] of builds[0].rows.entries()) {
    for (const build of builds) {
      const row = build.rows[index];
      const checks = [
        [String(row.performance), row.performance >= TARGETS.performance],
        [String(row.accessibility), row.accessibility >= TARGETS.accessibility],
        [row.lcpMs.toFixed(0), row.lcpMs <= TARGETS.lcpMs],
        [row.cls.toFixed(3), row.cls <= TARGETS.cls],
        [row.tbtMs.toFixed(0), row.tbtMs <= TARGETS.tbtMs],
        // NaN (a floor that measured nothing) compares false: a miss, as an unmeasured page is.
        [`≤ ${floorTargetMs.toFixed(0)}`, row.tbtMs <= floorTargetMs],
      ];
      build.tally.met += checks.filter(([, ok]) => ok).length;
      build.tally.total += checks.length;
      console.log(nameOf(name, build.label) + checks.map(([v, ok]) => cell(v, ok)).join(''));
    }
  }
  console.log('\nHome first-load JavaScript, gzip:');
  for (const build of builds) {
    const { totalKb, frameworkKb, appKb, named } = build.homeJs;
    const totalOk = totalKb <= HOME_JS_TARGET_KB.total;
    const appOk = appKb <= HOME_JS_TARGET_KB.app;
    build.tally.met += (totalOk ? 1 : 0) + (named && appOk ? 1 : 0);
    build.tally.total += 2;
    const split = named
      ? `framework ${frameworkKb.toFixed(1)} KB, app ${appKb.toFixed(1)} KB ` +
        `(target ≤ ${HOME_JS_TARGET_KB.app} KB) ${mark(appOk).trim()}`
      : 'the app part unknown: this build names no framework-* chunks, MISS';
    console.log(
      `${comparing ? `  ${build.label}: ` : '  '}${totalKb.toFixed(1)} KB ` +
        `(target ≤ ${HOME_JS_TARGET_KB.total} KB) ${mark(totalOk).trim()}; of which ${split}`,
    );
  }
  console.log('');
  for (const build of builds) {
    const whose = comparing ? `${build.label}: ` : '';
    console.log(`${whose}${build.tally.met} of ${build.tally.total} figures meet their targets.`);
  }
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
  if (!(index >= QUIET_INDEX)) {
    console.log(
      `The budget is read on a quiet machine (index ≥ ${QUIET_INDEX}): these figures do not ` +
        `count for it, but the TBT against the floor, measured alongside, still does.`,
    );
  }
}
