/**
 * Editors' picture uploads (issue 32, decision 0044): only editors upload; a raster picture is
 * re-encoded to WebP without its metadata and within the size caps, an SVG is cleaned to plain
 * drawing or refused with the reason; each is stored once under the hash of its bytes, served with
 * headers that keep it inert, listed for its kind after the shipped artwork, and audited.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import {
  MEDIA_UPLOAD_MESSAGES,
  type DraftDetail,
  type MediaFile,
  type SpotSummary,
} from '@sendero/contract';
import { auditLog, mediaUploads, spots } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { accountWithRole, call, type Person } from './editor-helpers.ts';
import { bearer } from './accounts-helpers.ts';
import { multipartForm, pngClaiming, pngWithExif, type FormPart } from './media-helpers.ts';

const UPLOADED = /^uploads\/[0-9a-f]{64}\.(webp|svg)$/;

const SVG_HEAD =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">';

describe.each(testDatabases)('picture uploads on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let editor: Person;
  let traveller: Person;

  beforeAll(async () => {
    editor = await accountWithRole(ctx, 'editor');
    traveller = await accountWithRole(ctx, 'traveller');
  });

  function upload(person: Person | null, file: Buffer | null, fields: Record<string, string>) {
    const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    // What the browser claims is never read: every file goes as a harmless-looking PNG.
    if (file)
      parts.push({ name: 'file', value: file, filename: 'photo.png', contentType: 'image/png' });
    const form = multipartForm(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/editor/media',
      payload: form.payload,
      headers: { ...form.headers, ...(person ? bearer(person.token) : {}) },
    });
  }
  const spotPicture = (file: Buffer, alt = 'A courtyard in the sun') =>
    upload(editor, file, { kind: 'spot', alt });
  const served = (file: string) => ctx.app.inject(`/media/${file}`);

  it('lets only editors upload: 401 signed out, 403 to a traveller, before reading the file', async () => {
    const png = await pngWithExif(40, 20);
    const fields = { kind: 'spot', alt: 'A courtyard' };
    expect((await upload(null, png, fields)).statusCode).toBe(401);
    const refused = await upload(traveller, png, fields);
    expect(refused.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(mediaUploads)).toEqual([]);
  });

  it('re-encodes a PNG to WebP without its EXIF and GPS, within 2,000 px, and serves it for good', async () => {
    const png = await pngWithExif(2400, 1200);
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const response = await spotPicture(png);
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<MediaFile>();
    expect(media.file).toMatch(UPLOADED);
    expect(media.file.endsWith('.webp')).toBe(true);
    expect(media).toEqual({
      file: media.file,
      url: `/media/${media.file}`,
      alt: 'A courtyard in the sun',
    });

    const got = await served(media.file);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes('SecretCam')).toBe(false);

    const [row] = await ctx.database.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.file, media.file));
    expect(row).toMatchObject({
      alt: 'A courtyard in the sun',
      kind: 'spot',
      contentType: 'image/webp',
      bytes: got.rawPayload.length,
      width: 2000,
      height: 1000,
      uploadedBy: editor.id,
    });
  });

  it('stores the same picture once, lists it for its kind after the shipped artwork, and audits each upload', async () => {
    const png = await pngWithExif(64, 48);
    const first = (await spotPicture(png, 'Blue and orange')).json<MediaFile>();
    const again = await spotPicture(png, 'Blue and orange');
    expect(again.statusCode).toBe(201);
    expect(again.json<MediaFile>().file).toBe(first.file);
    const asTour = await upload(editor, png, { kind: 'tour', alt: 'Blue and orange, for a tour' });
    expect(asTour.json<MediaFile>().file).toBe(first.file);

    const stored = readdirSync(join(ctx.app.config.mediaDir, 'uploads'));
    expect(stored.filter((name) => `uploads/${name}` === first.file)).toHaveLength(1);
    expect(stored.some((name) => name.endsWith('.part'))).toBe(false);
    const rows = await ctx.database.db
      .select({ kind: mediaUploads.kind })
      .from(mediaUploads)
      .where(eq(mediaUploads.file, first.file));
    expect(rows.map((r) => r.kind).sort()).toEqual(['spot', 'tour']);

    const list = (await call(ctx.app, editor, 'GET', '/api/editor/media?kind=spot')).json<{
      files: MediaFile[];
    }>().files;
    const firstUpload = list.findIndex((media) => media.file.startsWith('uploads/'));
    expect(firstUpload).toBeGreaterThan(0);
    expect(list.slice(0, firstUpload).every((media) => media.file.startsWith('spots/'))).toBe(true);
    expect(list).toContainEqual({ file: first.file, url: first.url, alt: 'Blue and orange' });
    const events = (await call(ctx.app, editor, 'GET', '/api/editor/media?kind=event')).json<{
      files: MediaFile[];
    }>().files;
    expect(events.some((media) => media.file === first.file)).toBe(false);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.targetId, first.file)));
    expect(audited).toHaveLength(3);
    expect(audited[0]).toMatchObject({
      actorName: editor.username,
      targetType: 'media',
      after: { file: first.file, alt: 'Blue and orange', kind: 'spot', width: 64, height: 48 },
    });
  });

  it('cleans an SVG of script, handlers, foreign content and outside links, and serves it inert', async () => {
    const svg = `<?xml version="1.0"?>
      ${SVG_HEAD.replace('<svg ', '<svg onload="alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink" ')}
      <script>alert('svg')</script>
      <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
      <defs><linearGradient id="g"><stop offset="0" stop-color="#fc0"/></linearGradient></defs>
      <rect width="40" height="20" fill="url(#g)" onclick="steal()" style="stroke: url(https://evil.example/p)"/>
      <circle cx="10" cy="10" r="5" fill="#036"/>
      <a href="javascript:alert(2)"><rect width="1" height="1"/></a>
      <use xlink:href="https://evil.example/sprite.svg#x"/>
      <use href="#g"/>
      <image href="https://evil.example/track.png" width="1" height="1"/>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
      <text x="2" y="18">Oaxaca &amp; more</text>
    </svg>`;
    const response = await spotPicture(Buffer.from(svg));
    expect(response.statusCode, response.body).toBe(201);
    const { file } = response.json<MediaFile>();
    expect(file).toMatch(/^uploads\/[0-9a-f]{64}\.svg$/);

    const got = await served(file);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const body = got.body;
    for (const gone of [
      'script',
      'alert',
      'onload',
      'onclick',
      'evil.example',
      'foreignObject',
      '<a',
      '<image',
      '@import',
      'javascript:',
    ]) {
      expect(body, gone).not.toContain(gone);
    }
    // The drawing itself is kept, with its local references.
    expect(body).toContain('<circle cx="10" cy="10" r="5" fill="#036"></circle>');
    expect(body).toContain('fill="url(#g)"');
    expect(body).toContain('<use href="#g"></use>');
    expect(body).toContain('Oaxaca &amp; more');
    const [row] = await ctx.database.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.file, file));
    expect(row).toMatchObject({ contentType: 'image/svg+xml', width: 40, height: 20 });
  });

  it('refuses an SVG with a DOCTYPE (XXE, billion laughs) or one that is not well-formed, naming why', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      ${SVG_HEAD}<text>&xxe;</text></svg>`;
    const laughs = `<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
      ${SVG_HEAD}<text>&lol2;</text></svg>`;
    for (const svg of [xxe, laughs]) {
      const refused = await spotPicture(Buffer.from(svg));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'VALIDATION_ERROR',
        field: 'file',
        message: 'The SVG has a DOCTYPE: entity declarations and external references are refused.',
      });
    }
    const broken = await spotPicture(Buffer.from(`${SVG_HEAD}<rect></svg>`));
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toMatch(/^The SVG is not well-formed XML: /);
    const entity = await spotPicture(Buffer.from(`${SVG_HEAD}<text>&nbsp;</text></svg>`));
    expect(entity.statusCode).toBe(400);
    const html = await spotPicture(Buffer.from('<?xml version="1.0"?><html><svg></svg></html>'));
    expect(html.statusCode).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.contentType, 'image/svg+xml')),
    ).toHaveLength(1);
  });

  it('answers 413 over the size limits and to a decompression bomb', async () => {
    const huge = Buffer.concat([await pngWithExif(8, 8), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await spotPicture(huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      field: 'file',
      message: 'A picture can be at most 5 MB.',
    });
    const bigSvg = Buffer.from(`${SVG_HEAD}<desc>${'x'.repeat(512 * 1024)}</desc></svg>`);
    const svgTooBig = await spotPicture(bigSvg);
    expect(svgTooBig.statusCode).toBe(413);
    expect(svgTooBig.json()).toMatchObject({ message: 'An SVG picture can be at most 512 KB.' });

    const bomb = await spotPicture(await pngClaiming(10_000, 10_000));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({
      field: 'file',
      message: 'The picture has more than 40 megapixels.',
    });
  });

  it('answers 400 naming the field for a file that is no picture, a lying one, or missing fields', async () => {
    const text = await spotPicture(Buffer.from('just some text, named photo.png'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'VALIDATION_ERROR',
      field: 'file',
      message: 'The file must be a JPEG, PNG, WebP or SVG picture.',
    });
    const gif = await spotPicture(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'));
    expect(gif.json()).toMatchObject({ field: 'file' });
    // A JPEG's first bytes, then nothing a decoder can read.
    const fake = await spotPicture(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      field: 'file',
      message: expect.stringMatching(/could not be read/),
    });

    const png = await pngWithExif(8, 8);
    const refusals: [Record<string, string>, Buffer | null, string, string][] = [
      [{ kind: 'spot' }, png, 'alt', MEDIA_UPLOAD_MESSAGES.altRequired],
      [{ kind: 'spot', alt: '   ' }, png, 'alt', MEDIA_UPLOAD_MESSAGES.altRequired],
      [
        { kind: 'spot', alt: 'a'.repeat(201) },
        png,
        'alt',
        'The description can be at most 200 characters.',
      ],
      [{ kind: 'villa', alt: 'A villa' }, png, 'kind', MEDIA_UPLOAD_MESSAGES.kindRequired],
      [{ kind: 'spot', alt: 'Nothing' }, null, 'file', MEDIA_UPLOAD_MESSAGES.fileRequired],
    ];
    for (const [fields, file, field, message] of refusals) {
      const refused = await upload(editor, file, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json()).toEqual({ error: 'VALIDATION_ERROR', field, message });
    }
    const json = await call(ctx.app, editor, 'POST', '/api/editor/media', { kind: 'spot' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ field: 'file' });
  });

  it('answers 404 for a picture never uploaded or a name that is not an upload’s', async () => {
    expect((await served(`uploads/${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await served('uploads/photo.png')).statusCode).toBe(404);
    expect(existsSync(join(ctx.app.config.mediaDir, 'uploads', 'photo.png'))).toBe(false);
  });

  it('puts an uploaded picture on a published spot, at its public address', async () => {
    const { file, url } = (
      await spotPicture(await pngWithExif(120, 80), 'The zócalo at noon')
    ).json<MediaFile>();
    const [zocalo] = await ctx.database.db
      .select({ id: spots.id })
      .from(spots)
      .where(eq(spots.slug, 'zocalo'));
    const draft = (
      await call(ctx.app, editor, 'POST', `/api/editor/content/spot/${zocalo!.id}/draft`)
    ).json<DraftDetail>();
    // A picture named like an upload that no editor uploaded is refused at its field.
    const madeUp = { ...draft.data, image: { file: `uploads/${'a'.repeat(64)}.webp`, alt: 'x' } };
    await call(ctx.app, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data: madeUp });
    const refused = await call(ctx.app, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'image.file' });

    const data = { ...draft.data, image: { file, alt: 'The zócalo at noon' } };
    expect(
      (await call(ctx.app, editor, 'PUT', `/api/editor/drafts/${draft.id}`, { data })).statusCode,
    ).toBe(200);
    const published = await call(ctx.app, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);

    const spot = (await ctx.app.inject(`/api/spots/${zocalo!.id}`)).json<SpotSummary>();
    expect(spot.media[0]).toMatchObject({ fileUrl: url, alt: 'The zócalo at noon' });
    expect((await ctx.app.inject(spot.media[0]!.fileUrl)).statusCode).toBe(200);
  });
});
