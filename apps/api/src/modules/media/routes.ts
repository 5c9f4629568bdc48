/**
 * Editors' picture uploads (issue 32, decision 0044): POST /api/editor/media takes one picture as
 * multipart/form-data (fields `file`, `alt`, `kind`), and GET /media/uploads/<name> serves the
 * stored ones, from DATA_DIR or proxied from the S3 bucket.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiError,
  ERROR_CODES,
  MEDIA_UPLOAD_MESSAGES,
  mediaFile,
  UPLOADS_FOLDER,
} from '@sendero/contract';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { routeModule } from '../../lib/route-module.ts';
import { MAX_RASTER_UPLOAD_BYTES } from '../../limits.ts';
import { createMediaStore } from './media-store.ts';
import { PICTURE_MESSAGES, PictureError } from './picture.ts';
import { parseUploadFields, uploadPicture } from './upload-service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 413: apiError, 503: apiError };
const STORED_NAME = /^[0-9a-f]{64}\.(webp|svg)$/;
const CONTENT_TYPES = { webp: 'image/webp', svg: 'image/svg+xml' } as const;
/** Content-addressed: the bytes under a name never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Opened on its own, an uploaded SVG runs nothing and loads nothing, even if cleaning missed
 * something (defence in depth; pages show it through <img>, which never runs script).
 */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const asHttpError = (error: PictureError) =>
  error.tooLarge
    ? new HttpError(413, ERROR_CODES.payloadTooLarge, error.message, 'file')
    : badRequest(error.message, 'file');

/** The form's text fields and its one file; a file over the raster limit stops the read (413). */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw badRequest('Send the picture as multipart/form-data, in the field "file".', 'file');
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes)
          throw badRequest('Send one file, as "file".', 'file');
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw asHttpError(new PictureError(PICTURE_MESSAGES.tooLarge('jpeg'), true));
    }
    throw error;
  }
  return { fields, bytes };
}

export const mediaRoutes = routeModule('media', ['sendero-auth'], async (app) => {
  const store = createMediaStore(app.config, app.log);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_RASTER_UPLOAD_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 4 * 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/api/editor/media',
    {
      config: { cache: 'personal' },
      // Before the body is read: a caller who is not an editor sends no picture anywhere.
      preValidation: app.requireRole('editor'),
      schema: {
        tags: ['editor'],
        summary:
          'Upload a picture for a kind of content: multipart/form-data with file (JPEG, PNG, WebP or SVG), alt and kind',
        consumes: ['multipart/form-data'],
        response: { 201: mediaFile, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, bytes } = await readForm(request);
      const { kind, alt } = parseUploadFields(fields);
      if (!bytes || bytes.length === 0) {
        throw badRequest(MEDIA_UPLOAD_MESSAGES.fileRequired, 'file');
      }
      try {
        const uploaded = await uploadPicture(
          { db: app.db, store, actor: request.staff!, at: app.clock.now() },
          { kind, alt, bytes },
        );
        return reply.status(201).send(uploaded);
      } catch (error) {
        if (error instanceof PictureError) throw asHttpError(error);
        throw error;
      }
    },
  );

  app.get(
    '/media/uploads/:name',
    // A file, like the artwork's under /media/*: it sets its own headers.
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const match = STORED_NAME.exec(name);
      const bytes = match ? await store.get(`${UPLOADS_FOLDER}/${name}`) : null;
      if (!match || !bytes) {
        return reply.status(404).send({
          error: ERROR_CODES.notFound,
          message: 'There is no such picture.',
        });
      }
      return reply
        .header('content-type', CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES])
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', UPLOAD_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
});
