/**
 * The visitor's theme and cookie answer (issue 28): the consent form's route, and the page cache
 * keeping one rendered copy per variant of those cookies, never one per visitor.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { fakeWebDist } from './fake-web-dist.ts';

/**
 * A built web app whose server renderer writes the variant it was given and counts its renders,
 * so a test sees which copy it was sent and whether it was rendered again.
 */
function webDistWithRenderer() {
  return fakeWebDist(
    `let renders = 0;
export function setApiTransport() {}
export async function render(path, publicUrl, variant) {
  renders += 1;
  return {
    kind: 'page',
    status: 200,
    html: '<p>' + JSON.stringify(variant) + ' #' + renders + '</p>',
    stateScript: '',
    head: { title: null, description: null, tags: [] },
  };
}
`,
  );
}

describe.each(testDatabases)('page variants on $name', (target) => {
  const ctx = useApp(target, { env: { WEB_DIST_DIR: webDistWithRenderer() } });

  const page = (cookie?: string) =>
    ctx.app.inject({ url: '/cities', headers: cookie ? { cookie } : {} });

  it('the consent form sets the cookie and answers 303 back to the page', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=declined&returnTo=%2Fcities%2F2%3Ftab%3Dfood',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/cities/2?tab=food');
    const cookie = answer.cookies.find((c) => c.name === 'cookieConsent');
    expect(cookie).toMatchObject({ value: 'declined', path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('sends the visitor back only to a page of this site, and refuses an unknown answer', async () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/consent',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ status: 'accepted', returnTo }).toString(),
      });
      expect(answer.statusCode, returnTo).toBe(303);
      expect(answer.headers.location, returnTo).toBe('/');
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies).toHaveLength(0);
  });

  it('renders each variant once, writes it on <html>, and gives unknown values the default copy', async () => {
    const plain = await page();
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('{"theme":null,"consent":null} #');
    expect(plain.body).toContain('<html lang="en" data-rendered="">');
    expect(plain.headers.vary).toContain('Cookie');

    const dark = await page('theme=dark; cookieConsent=accepted');
    expect(dark.body).toContain('{"theme":"dark","consent":"accepted"} #');
    expect(dark.body).toContain(
      '<html lang="en" data-rendered="" class="dark-theme" data-rendered-theme="dark" data-rendered-consent="accepted">',
    );
    expect(dark.headers.etag).not.toBe(plain.headers.etag);

    // Other visitors with the same cookies (and other cookies besides) get the same copy.
    const darkAgain = await page('session=abc; theme=dark; cookieConsent=accepted');
    expect(darkAgain.body).toBe(dark.body);
    // Values that name no variant count as none: the default copy, not a new render.
    const junk = await page('theme=purple; cookieConsent=%E0%A4%A');
    expect(junk.body).toBe(plain.body);
    const lightOnly = await page('theme=light');
    expect(lightOnly.body).toContain('{"theme":"light","consent":null} #');
    expect(lightOnly.body).toContain('class="light-theme"');

    const keys = ['/cities', '/cities theme=dark consent=accepted', '/cities theme=light'];
    const generation = ctx.app.contentCache.generation;
    for (const key of keys) expect(ctx.app.pageCache.get(key, generation), key).toBeDefined();
    expect(ctx.app.pageCache.get('/cities theme=purple', generation)).toBeUndefined();
    // Three renders in all, one a variant.
    expect(new Set([plain.body, dark.body, lightOnly.body]).size).toBe(3);
    expect(lightOnly.body).toContain('#3');
  });
});
