/**
 * Drafts, publishing and history (issue 32 items 4–5): for editors only, checked on the server
 * against the account's current role, never cached.
 */
import { z } from 'zod';
import {
  apiError,
  draftDetail as draftDetailSchema,
  draftList,
  draftListQuery,
  draftParams,
  entityParams,
  EDITOR_LIMITS,
  historyAnswer,
  MAX_DRAFT_BYTES,
  publishAnswer,
  mediaList,
  mediaQuery,
  newDraftBody,
  saveDraftBody,
  draftPreviewAnswer,
  type DraftPreviewAnswer,
} from '@sendero/contract';
import { DEFAULT_IMAGES_DIR } from '@sendero/content';
import { listDrafts } from '@sendero/db';
import { routeModule } from '../../lib/route-module.ts';
import {
  discardDraft,
  draftDetail,
  draftPreview,
  publishDraft,
  restoreRevision,
  saveDraft,
  history,
  newDraft,
  startDraft,
  summaryOf,
} from './drafts-service.ts';
import { uploadedMedia } from '../media/upload-service.ts';
import { shippedMedia } from './shipped-media.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['editor'];
const config = { cache: 'personal' } as const;

export const draftRoutes = routeModule('editor-drafts', ['sendero-auth'], async (app) => {
  // Before validation: a caller who is not an editor learns nothing about the bodies' rules.
  app.addHook('preValidation', app.requireRole('editor'));
  const call = (request: { staff: { userId: number; username: string } | null }) => ({
    db: app.db,
    actor: request.staff!,
    at: app.clock.now(),
  });

  app.get(
    '/api/editor/drafts',
    {
      config,
      schema: {
        tags,
        summary: 'Drafts in progress, most recently changed first',
        querystring: draftListQuery,
        response: { 200: draftList, ...errors },
      },
    },
    async (request) => {
      const size = EDITOR_LIMITS.inboxPageSize;
      const { page, kind } = request.query;
      const { rows, total } = await listDrafts(app.db, { kind, page, size });
      return {
        content: rows.map(summaryOf),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
  );

  app.get(
    '/api/editor/drafts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A draft, with what stops it from being published',
        params: draftParams,
        response: { 200: draftDetailSchema, ...errors },
      },
    },
    async (request) => draftDetail(app.db, request.params.id),
  );

  app.get(
    '/api/editor/drafts/:id/preview',
    {
      config,
      schema: {
        tags,
        summary: 'The draft as travellers would get it once published (editors only)',
        params: draftParams,
        response: { 200: draftPreviewAnswer, ...errors },
      },
    },
    // The kind's own serializer made it; the schema checks it on the way out.
    async (request) =>
      (await draftPreview(app.db, request.params.id, app.clock.now())) as DraftPreviewAnswer,
  );

  app.put(
    '/api/editor/drafts/:id',
    {
      config,
      bodyLimit: MAX_DRAFT_BYTES,
      schema: {
        tags,
        summary: 'Keep the work on a draft (it need not be complete)',
        params: draftParams,
        body: saveDraftBody,
        response: { 200: draftDetailSchema, 413: apiError, ...errors },
      },
    },
    async (request) => saveDraft(call(request), request.params.id, request.body.data),
  );

  app.delete(
    '/api/editor/drafts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Discard a draft; what is live stays as it is',
        params: draftParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discardDraft(call(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/editor/drafts/:id/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a draft: checked by the content rules, live everywhere at once',
        params: draftParams,
        response: { 200: publishAnswer, ...errors },
      },
    },
    async (request) => publishDraft(call(request), request.params.id),
  );

  app.post(
    '/api/editor/drafts',
    {
      config,
      schema: {
        tags,
        summary: 'Start a draft of new content in a city, every field empty',
        body: newDraftBody,
        response: { 200: draftDetailSchema, ...errors },
      },
    },
    async (request) => newDraft(call(request), request.body),
  );

  app.post(
    '/api/editor/content/:kind/:id/draft',
    {
      config,
      schema: {
        tags,
        summary: 'Start a draft of live content, or open the one in progress',
        params: entityParams,
        response: { 200: draftDetailSchema, ...errors },
      },
    },
    async (request) => startDraft(call(request), request.params.kind, request.params.id),
  );

  app.get(
    '/api/editor/content/:kind/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Every published version, newest first, with what each changed',
        params: entityParams,
        response: { 200: historyAnswer, ...errors },
      },
    },
    async (request) => ({
      entries: await history(app.db, request.params.kind, request.params.id),
    }),
  );

  app.get(
    '/api/editor/media',
    {
      config,
      schema: {
        tags,
        summary:
          'The pictures a draft of the kind can use: the dataset’s artwork, then editors’ uploads',
        querystring: mediaQuery,
        response: { 200: mediaList, ...errors },
      },
    },
    async (request) => ({
      files: [
        ...shippedMedia(DEFAULT_IMAGES_DIR, request.query.kind),
        ...(await uploadedMedia(app.db, request.query.kind)),
      ],
    }),
  );

  app.post(
    '/api/editor/revisions/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Publish an earlier version again, as a new version',
        params: draftParams,
        response: { 200: publishAnswer, ...errors },
      },
    },
    async (request) => restoreRevision(call(request), request.params.id),
  );
});
