/** Pictures for the upload tests, made here, and the multipart form that carries one. */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Given for a file part: its name and Content-Type as a browser would claim them. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type, as a browser sends a form with a file. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----sendero${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG of `width` × `height` in two colours, carrying a camera's EXIF with a GPS position. */
export async function pngWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height,
            channels: 3,
            background: { r: 20, g: 90, b: 160 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Model X', Artist: 'Someone at home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 3/1 0/1', GPSLongitudeRef: 'W' },
    })
    .png()
    .toBuffer();
}

/**
 * A small PNG whose header claims `width` × `height` pixels: a decompression bomb's shape (the
 * header is read before any pixel, so the claim alone must be refused).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4) at 8, type at 12, width and height at 16 and 20, CRC over type+data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
