import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Import zones of the web app (docs/decisions/0008): app → features → entities → components → lib.
 * A feature imports no other feature, an entity no other entity and no feature, components/
 * neither features nor entities, lib/ none of them (lib/auth excepted, see below). ESLint's
 * core no-restricted-imports matches the import text, which is relative, so each zone lists the
 * `../` steps that leave a file's own slice, for every folder depth a slice may have.
 */
const WEB_SRC = 'apps/web/src';
const MAX_DEPTH = 4;

function slicesOf(layer) {
  return readdirSync(new URL(`./${WEB_SRC}/${layer}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const up = (steps) => `^(\\.\\./){${steps}}`;

/*
 * Everywhere in the web app: @sendero/hours' root pulls in the server-side evaluator (the
 * opening_hours parser and the holiday tables); the browser imports only its subpaths
 * (open-state, travel, duration, order-day). One list, because a file's later no-restricted-imports entry
 * replaces an earlier one rather than adding to it.
 */
const webPaths = [
  {
    name: '@sendero/hours',
    message:
      'The browser imports only @sendero/hours/open-state, /travel, /duration or /order-day: the root ships the server-side evaluator.',
  },
];
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: webPaths, patterns }] },
});

/** Files of layer/slice at each depth: no import of a sibling slice, plus the layer's own bans. */
function sliceZones(layer, message, extra) {
  return slicesOf(layer).flatMap((slice) =>
    Array.from({ length: MAX_DEPTH }, (_, depth) =>
      restrict(
        [`${WEB_SRC}/${layer}/${slice}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        [
          // ../other-slice/… from the slice's top folder, ../../other-slice/… one folder down…
          { regex: `${up(depth + 1)}(?!${slice}/)[^./]`, message },
          // …or the same reached through src: ../../layer/other-slice/…
          { regex: `${up(depth + 2)}${layer}/(?!${slice}/)`, message },
          ...extra,
        ],
      ),
    ),
  );
}

const noLayers = (layers, message) => ({ regex: `^(\\.\\./)+(${layers.join('|')})/`, message });

const importZones = [
  ...sliceZones(
    'features',
    'A feature imports no other feature: share through entities/, components/ or lib/.',
    [noLayers(['app'], 'Only the app imports app/.')],
  ),
  ...sliceZones('entities', 'An entity imports no other entity.', [
    noLayers(['features', 'app'], 'Entities import no features (nor app/).'),
  ]),
  restrict(
    [`${WEB_SRC}/components/**/*.{ts,tsx}`],
    [
      noLayers(
        ['features', 'entities', 'app'],
        'components/ is presentational: data-bound parts live in entities/<entity>/components.',
      ),
    ],
  ),
  {
    ...restrict(
      [`${WEB_SRC}/lib/**/*.{ts,tsx}`],
      [noLayers(['features', 'entities', 'components', 'app'], 'lib/ imports only lib/.')],
    ),
    ignores: [`${WEB_SRC}/lib/auth/**`],
  },
  // lib/auth is the session: its provider signs in and out through entities/accounts' calls, and
  // its form parts (ui/) build on components/' fields. Nothing else.
  restrict(
    [`${WEB_SRC}/lib/auth/**/*.{ts,tsx}`],
    [
      noLayers(['features', 'app'], 'lib/ imports no features (nor app/).'),
      {
        regex: '^(\\.\\./)+entities/(?!accounts/)',
        message: 'lib/auth imports only the accounts entity.',
      },
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A page reads its URL's query through the contract's pageQuery, which admits only the names
    // the server's page cache keys on (decision 0030). Tests build URLs as they like.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "[callee.object.property.name='searchParams']",
          '[callee.object.name=/^(params|searchParams)$/]',
        ].map((object) => ({
          selector: `CallExpression[callee.property.name=/^(get|getAll|has)$/]${object}`,
          message: "Read a page's query with pageQuery from @sendero/contract.",
        })),
      ],
    },
  },
  // Every web file gets the bans; the zones below repeat them with their own patterns.
  restrict([`${WEB_SRC}/**/*.{ts,tsx}`], []),
  ...importZones,
);
