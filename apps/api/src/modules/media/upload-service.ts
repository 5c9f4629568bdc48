/**
 * An editor's picture upload (issue 32): made safe (picture.ts), kept under its content-addressed
 * name in the media store, recorded for the kind it illustrates, and written to the audit log.
 */
import { z } from 'zod';
import {
  draftKind,
  MEDIA_UPLOAD_MESSAGES,
  UPLOADS_FOLDER,
  type DraftKind,
  type MediaFile,
} from '@sendero/contract';
import { imageSource, MAX_ALT_CHARS, MEDIA_BASE_URL } from '@sendero/content';
import {
  listMediaUploads,
  recordAudit,
  recordMediaUpload,
  type Database,
  type MediaUploadRow,
} from '@sendero/db';
import { badRequest } from '../../lib/http-errors.ts';
import type { Actor } from '../editor/roles-service.ts';
import type { MediaStore } from './media-store.ts';
import { safePicture } from './picture.ts';

/** The form's fields beside the file: alt text by the dataset's own rule, and the kind. */
const uploadFields = z.object({
  kind: draftKind,
  alt: imageSource.shape.alt.max(MAX_ALT_CHARS),
});

/** The fields, or a 400 naming the first one refused. */
export function parseUploadFields(fields: Record<string, string>) {
  const parsed = uploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  if (parsed.error.issues[0]?.path[0] === 'kind') {
    throw badRequest(MEDIA_UPLOAD_MESSAGES.kindRequired, 'kind');
  }
  const tooLong = (fields['alt']?.trim().length ?? 0) > MAX_ALT_CHARS;
  throw badRequest(
    tooLong
      ? `The description can be at most ${MAX_ALT_CHARS} characters.`
      : MEDIA_UPLOAD_MESSAGES.altRequired,
    'alt',
  );
}

const asMediaFile = (row: Pick<MediaUploadRow, 'file' | 'alt'>): MediaFile => ({
  file: row.file,
  url: `${MEDIA_BASE_URL}${row.file}`,
  alt: row.alt,
});

/** The pictures uploaded for `kind`, newest first, as the picture chooser lists them. */
export async function uploadedMedia(db: Database, kind: DraftKind): Promise<MediaFile[]> {
  return (await listMediaUploads(db, { kind })).map(asMediaFile);
}

export async function uploadPicture(
  ctx: { db: Database; store: MediaStore; actor: Actor; at: Date },
  upload: { kind: DraftKind; alt: string; bytes: Buffer },
): Promise<MediaFile> {
  const picture = await safePicture(upload.bytes);
  const file = `${UPLOADS_FOLDER}/${picture.hash}.${picture.extension}`;
  // Stored before it is recorded: a record never names bytes that are not there.
  await ctx.store.put(file, picture.bytes, picture.contentType);
  const record = {
    file,
    alt: upload.alt,
    kind: upload.kind,
    contentType: picture.contentType,
    bytes: picture.bytes.length,
    width: picture.width,
    height: picture.height,
  };
  await ctx.db.transaction(async (tx) => {
    await recordMediaUpload(tx, { ...record, uploadedBy: ctx.actor.userId, uploadedAt: ctx.at });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'media.upload',
      targetType: 'media',
      targetId: file,
      after: record,
      at: ctx.at,
    });
  });
  return asMediaFile(record);
}
