import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { spots, tours } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { WEB_DIST, webBuilt } from './web-build.ts';

/**
 * Every page type as the server renders it is valid HTML (issue 28): html-validate's rules of the
 * HTML standard and of accessibility. Its stylistic preset (`recommended`) is left out: it asks
 * for one way of writing what the standard allows either way, such as `<img>` for React's
 * `<img/>` or `disabled` for React's `disabled=""`.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // ARIA lets any element whose role can be named carry a name; a list of a card's tags or of
    // a city's tips is such an element.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

/** Scripts the browser would run from the page itself: the strict CSP allows none. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g;

describe.skipIf(!webBuilt).each(testDatabases)(
  'every page type is valid HTML on $name',
  (target) => {
    const ctx = useApp(target, { env: { WEB_DIST_DIR: WEB_DIST }, content: 'fixture' });

    const pagePaths = async () => {
      const [tour] = await ctx.database.db
        .select()
        .from(tours)
        .where(eq(tours.slug, 'oaxaca-walk'));
      const [spot] = await ctx.database.db.select().from(spots).limit(1);
      return [
        ['/', 200],
        ['/cities', 200],
        ['/cities/2', 200],
        ['/cities/2/tours', 200],
        ['/cities/2/spots', 200],
        ['/cities/2/posts', 200],
        ['/cities/4/post/visa-requirements', 200],
        [`/tours/${tour!.id}`, 200],
        [`/spots/${spot!.id}`, 200],
        [`/spot/${spot!.id}?tourId=${tour!.id}`, 200],
        ['/mexico', 200],
        ['/events', 200],
        ['/exp', 200],
        ['/search?q=oaxaca', 200],
        ['/terms', 200],
        ['/company-info', 200],
        ['/submit', 200],
        ['/login', 200],
        ['/forgot-password', 200],
        ['/reset-password?token=x', 200],
        ['/nowhere', 404],
      ] as const;
    };

    it('reports no error on any page type, and no page has a script of its own', async () => {
      const problems: string[] = [];
      for (const [path, status] of await pagePaths()) {
        const response = await ctx.app.inject(path);
        expect(response.statusCode, path).toBe(status);
        const report = await validator.validateString(response.body);
        for (const message of report.results.flatMap((result) => result.messages)) {
          problems.push(`${path}: ${message.ruleId} ${message.message} (${message.selector})`);
        }
        expect(response.body.match(INLINE_SCRIPT) ?? [], path).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  },
);
