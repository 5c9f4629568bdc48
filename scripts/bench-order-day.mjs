// Part of `npm run bench`: "Order this day for me" (issue 31, item 6) on a seeded 20-stop day with
// realistic opening hours, timed in Node and in Chromium (the browser runs it offline). Target:
// ≤ 50 ms a day in both. The same bundle of @sendero/hours/order-day is evaluated in a blank page
// of Playwright's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Prints median and p95; exits
// non-zero only when it cannot run. Run with `node --import tsx scripts/bench-order-day.mjs`.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { orderDay } from '../packages/hours/src/order-day.ts';
import { seededRandom } from './bench-lib.mjs';

const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 60);
const WARMUP = 5;
const TARGET_MS = 50;
const STOPS = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SOURCE = fileURLToPath(new URL('../packages/hours/src/order-day.ts', import.meta.url));

const h = (hours) => hours * 60;
/** Kind, weight, open ranges that day (null: not known), visit minutes from–to. */
const KINDS = [
  ['museum', 3, [[h(10), h(18)]], 45, 90],
  ['museum (Monday)', 1, [], 45, 90],
  [
    'church',
    3,
    [
      [h(7), h(13)],
      [h(17), h(20)],
    ],
    15,
    30,
  ],
  ['bar', 1, [[h(18), h(26)]], 45, 75],
  ['plaza', 3, [[0, h(24)]], 10, 25],
  ['market', 2, [[h(8), h(16)]], 30, 45],
  ['restaurant', 2, [[h(13), h(22)]], 45, 75],
  ['gallery', 2, [[h(11), h(19)]], 20, 40],
  ['unknown', 1, null, 20, 40],
];

/** A full day in Oaxaca: 20 stops within 3 km of the Zócalo (some a ride apart), two pinned. */
function benchDay() {
  const random = seededRandom(20261127);
  const centre = { lat: 17.0609, lng: -96.7253 };
  const total = KINDS.reduce((sum, kind) => sum + kind[1], 0);
  const stops = Array.from({ length: STOPS }, (_, i) => {
    let pick = random() * total;
    const [name, , open, from, to] = KINDS.find((kind) => (pick -= kind[1]) < 0) ?? KINDS[0];
    const km = 3 * Math.sqrt(random());
    const angle = random() * 2 * Math.PI;
    return {
      id: `${name} ${i + 1}`,
      point: {
        lat: centre.lat + (km * Math.cos(angle)) / 111,
        lng: centre.lng + (km * Math.sin(angle)) / 106,
      },
      visitMinutes: Math.round((from + random() * (to - from)) / 5) * 5,
      open,
      pinned: i === 0 || i === 12,
    };
  });
  return { stops, start: { minutes: h(8) + 30, point: centre } };
}

/** Self-contained (it is sent to the page as source): times `runs` orderings, in ms. */
function timeRuns(order, day, warmup, runs) {
  let result;
  for (let i = 0; i < warmup; i++) result = order(day.stops, day.start);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = order(day.stops, day.start);
    times.push(performance.now() - started);
  }
  return { times, feasible: result.feasible, missed: result.missed.length, exact: result.exact };
}

function summarise(label, { times }) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const median = at(0.5);
  const p95 = at(0.95);
  const verdict = median <= TARGET_MS && p95 <= TARGET_MS ? 'ok' : 'OVER TARGET';
  console.log(
    `order a ${STOPS}-stop day (${label}): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_MS} ms) ${verdict}`,
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const day = benchDay();
console.log(`Load average (1, 5, 15 min) before order-day: ${load()}`);

const node = timeRuns(orderDay, day, WARMUP, RUNS);
console.log(
  `The day: ${STOPS} stops, ${node.feasible ? 'every opening time met' : `${node.missed} missing their hours`}, ${node.exact ? 'exact' : 'local search'}; ${RUNS} runs each.`,
);
summarise('node', node);

const bundle = await build({
  entryPoints: [SOURCE],
  bundle: true,
  format: 'iife',
  globalName: 'SenderoOrderDay',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
});
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const inPage = await page.evaluate(
    `(${timeRuns.toString()})(SenderoOrderDay.orderDay, ${JSON.stringify(day)}, ${WARMUP}, ${RUNS})`,
  );
  summarise('chromium', inPage);
} finally {
  await browser.close();
}
console.log(`Load average (1, 5, 15 min) after order-day: ${load()}`);
