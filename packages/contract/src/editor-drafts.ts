/**
 * Drafts, publishing and history (issue 32 items 4 and 5). A draft holds content in the dataset's
 * own shape (packages/content's schemas); it may be incomplete while an editor works on it, and is
 * checked in full, by the content validator's rules, when it is published.
 */
import { z } from 'zod';
import { cityDetail, cityInfo, paged, postDetail, spotSummary, tourDetail } from './content.ts';
import { eventItem } from './events.ts';
import { entityId } from './ids.ts';

/** What editors can draft: a city's basics too (its name, text, picture, place and info). */
export const DRAFT_KINDS = ['spot', 'tour', 'event', 'post', 'city'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
export const draftKind = z.enum(DRAFT_KINDS);

export const DRAFT_MESSAGES = {
  notFound: 'That draft does not exist.',
  notADraft: 'This version is already published. Start a new draft to change it.',
  entityNotFound: 'That content does not exist.',
  revisionNotFound: 'That version does not exist.',
  cannotPublish: 'The draft is not ready to publish: see the fields marked.',
  cannotPreview: 'The preview needs every required field: see the fields marked.',
  noPreview: 'This kind of content has no preview yet.',
  slugTaken: 'Another entry of this kind already uses this slug.',
  slugFixed: 'Published content keeps its slug: links and the dataset name it by it.',
  idFixed: 'A city keeps its id: its pages’ addresses are made from it.',
  otherDraftOpen: 'This content already has a draft in progress.',
  noNewCity: 'Cities come only from the dataset: choose one to change its basics.',
  cityNotFound: 'That city does not exist.',
  pictureNotUploaded: 'No editor uploaded that picture: upload it again, or choose another.',
  /** After the stop's slug. */
  stopElsewhere: 'is not a spot of the tour’s city.',
} as const;

/** The largest draft an editor can save (a spot is a few kilobytes). */
export const MAX_DRAFT_BYTES = 64 * 1024;

/** A field the content rules refuse, by its path in the data ("image.alt", "tags.2"). */
export const draftProblem = z.object({ field: z.string(), message: z.string() });
export type DraftProblem = z.infer<typeof draftProblem>;

export const draftSummary = z.object({
  id: z.number().int(),
  kind: draftKind,
  /** The live entity it changes; null for one not yet published. */
  entityId: z.number().int().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  title: z.string(),
  state: z.enum(['draft', 'published', 'discarded']),
  origin: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type DraftSummary = z.infer<typeof draftSummary>;
export const draftList = paged(draftSummary);

export const draftDetail = draftSummary.extend({
  data: z.record(z.string(), z.unknown()),
  /** What stops it from being published now; empty when it is ready. */
  problems: z.array(draftProblem),
});
export type DraftDetail = z.infer<typeof draftDetail>;

export const draftParams = z.object({ id: entityId });
export const draftListQuery = z.object({
  kind: draftKind.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const entityParams = z.object({ kind: draftKind, id: entityId });

export const saveDraftBody = z.object({ data: z.record(z.string(), z.unknown()) });

/** A draft of new content: its kind and its city; every field starts empty. */
export const newDraftBody = z.object({ kind: draftKind, cityId: entityId });
export type NewDraftBody = z.infer<typeof newDraftBody>;
export type SaveDraftBody = z.infer<typeof saveDraftBody>;

export const publishAnswer = z.object({
  revisionId: z.number().int(),
  kind: draftKind,
  entityId: z.number().int(),
});
export type PublishAnswer = z.infer<typeof publishAnswer>;

/** One published version, newest first; `changes` is what it changed from the version before. */
export const historyEntry = z.object({
  revisionId: z.number().int(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string().nullable(),
  /** The dataset's version (before any editor) has no author. */
  origin: z.string().nullable(),
  current: z.boolean(),
  changes: z.array(
    z.object({ field: z.string(), before: z.unknown().nullable(), after: z.unknown().nullable() }),
  ),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyAnswer = z.object({ entries: z.array(historyEntry) });

/** The pictures a draft can use depend on its kind (GET /api/editor/media?kind=…). */
export const mediaQuery = z.object({ kind: draftKind.default('spot') });

/**
 * A picture shipped with the dataset, or one an editor uploaded (`uploads/…`, decision 0044):
 * `file` is what a draft's `image.file` holds. POST /api/editor/media answers with the upload.
 */
export const mediaFile = z.object({
  file: z.string(),
  url: z.string(),
  alt: z.string().nullable(),
});
export type MediaFile = z.infer<typeof mediaFile>;

/**
 * The folder in image file names of editors' uploads ("uploads/<sha-256>.webp"): their bytes live
 * in DATA_DIR or the S3 bucket, not in the dataset's images/ (decision 0044).
 */
export const UPLOADS_FOLDER = 'uploads';

/** Whether an image `file` names an editor's upload rather than the dataset's artwork. */
export const isUploadedFile = (file: string) => file.startsWith(`${UPLOADS_FOLDER}/`);

/** POST /api/editor/media's own refusals that the picture chooser also says before sending. */
export const MEDIA_UPLOAD_MESSAGES = {
  fileRequired: 'Choose a picture file to upload.',
  altRequired: 'Describe the picture for those who cannot see it (alt text).',
  kindRequired: 'Say which kind of content the picture is for.',
} as const;
export const mediaList = z.object({ files: z.array(mediaFile) });

/**
 * The preview of a draft: the entity as the public API serves it (GET /api/spots/:id,
 * /api/tours/:id, one event of GET /api/events, GET /api/city-posts/by-slug/:cityId/:slug; a
 * city's GET /api/cities/:id with its GET /api/cities/:id/info).
 */
export const cityPreview = z.object({ city: cityDetail, info: cityInfo });
export type CityPreview = z.infer<typeof cityPreview>;
export const draftPreviewAnswer = z.union([
  spotSummary,
  tourDetail,
  eventItem,
  postDetail,
  cityPreview,
]);
export type DraftPreviewAnswer = z.infer<typeof draftPreviewAnswer>;
