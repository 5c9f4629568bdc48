/**
 * An uploaded picture made safe to serve (decision 0044): its type read from its bytes (never
 * from its name or Content-Type), a raster picture decoded and re-encoded to WebP without its
 * metadata, an SVG cleaned to plain drawing. What comes out is what is stored and hashed.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  MAX_RASTER_UPLOAD_BYTES,
  MAX_SVG_UPLOAD_BYTES,
  MAX_UPLOAD_INPUT_PIXELS,
  MAX_UPLOAD_SIDE_PX,
} from '../../limits.ts';
import { sanitiseSvg, UnsafeSvgError } from './svg-sanitiser.ts';

export type PictureType = 'jpeg' | 'png' | 'webp' | 'svg';

export const PICTURE_MESSAGES = {
  wrongType: 'The file must be a JPEG, PNG, WebP or SVG picture.',
  unreadable: 'The picture could not be read: the file is damaged or not what it claims to be.',
  tooManyPixels: `The picture has more than ${MAX_UPLOAD_INPUT_PIXELS / 1_000_000} megapixels.`,
  tooLarge: (type: PictureType) =>
    type === 'svg'
      ? `An SVG picture can be at most ${MAX_SVG_UPLOAD_BYTES / 1024} KB.`
      : `A picture can be at most ${MAX_RASTER_UPLOAD_BYTES / 1024 / 1024} MB.`,
} as const;

/** Refused for what the picture is; `tooLarge` is a size limit (413), the rest 400. */
export class PictureError extends Error {
  override name = 'PictureError';
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** The type its first bytes show; SVG is text whose first tag (after an XML prologue) is svg. */
export function pictureType(bytes: Buffer): PictureType | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // The prologue may hold an XML declaration, comments and a DOCTYPE (refused when cleaned).
  const head = bytes.toString('utf8', 0, 4096).replace(/^\uFEFF/, '');
  const prologue =
    /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/;
  return prologue.test(head) ? 'svg' : null;
}

export interface SafePicture {
  bytes: Buffer;
  extension: 'webp' | 'svg';
  contentType: 'image/webp' | 'image/svg+xml';
  width: number;
  height: number;
  /** SHA-256 of `bytes`, in hex: the stored file's name. */
  hash: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads what sharp refuses as the editor's problem, and anything else as ours. */
function decodeProblem(error: unknown): PictureError {
  const message = (error as Error).message ?? '';
  if (/pixel limit/i.test(message)) return new PictureError(PICTURE_MESSAGES.tooManyPixels, true);
  return new PictureError(PICTURE_MESSAGES.unreadable);
}

async function reencode(bytes: Buffer, type: Exclude<PictureType, 'svg'>): Promise<SafePicture> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_INPUT_PIXELS, failOn: 'error' });
    // sharp reads the format from the bytes too: a file whose signature lies is refused.
    const { format } = await image.metadata();
    if (format !== type) throw new PictureError(PICTURE_MESSAGES.unreadable);
    const { data, info } = await image
      // Turned upright by its EXIF orientation before the metadata goes (sharp keeps none).
      .autoOrient()
      .resize({
        width: MAX_UPLOAD_SIDE_PX,
        height: MAX_UPLOAD_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      extension: 'webp',
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      hash: sha256(data),
    };
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw decodeProblem(error);
  }
}

async function cleanSvg(bytes: Buffer): Promise<SafePicture> {
  let clean: Buffer;
  try {
    clean = Buffer.from(sanitiseSvg(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw new PictureError(error.message);
    if (error instanceof TypeError) throw new PictureError('The SVG is not UTF-8 text.');
    throw error;
  }
  // Drawn once by librsvg (inside sharp) for its size: what cannot be drawn is refused here.
  try {
    const { width, height } = await sharp(clean, {
      limitInputPixels: MAX_UPLOAD_INPUT_PIXELS,
    }).metadata();
    return {
      bytes: clean,
      extension: 'svg',
      contentType: 'image/svg+xml',
      width: width ?? 0,
      height: height ?? 0,
      hash: sha256(clean),
    };
  } catch (error) {
    throw decodeProblem(error);
  }
}

/** The picture as it will be stored, or a PictureError saying why not. */
export async function safePicture(bytes: Buffer): Promise<SafePicture> {
  const type = pictureType(bytes);
  if (!type) throw new PictureError(PICTURE_MESSAGES.wrongType);
  const limit = type === 'svg' ? MAX_SVG_UPLOAD_BYTES : MAX_RASTER_UPLOAD_BYTES;
  if (bytes.length > limit) throw new PictureError(PICTURE_MESSAGES.tooLarge(type), true);
  return type === 'svg' ? cleanSvg(bytes) : reencode(bytes, type);
}
