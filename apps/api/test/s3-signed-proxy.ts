/**
 * An HTTP proxy in front of a local S3-compatible server that checks every request's Signature
 * V4 (s3rver itself accepts any) and refuses a wrong one with 403 as S3 does: the S3 store's test
 * then shows the requests are really signed, with the configured key, secret and region.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface SeenRequest {
  method: string;
  url: string;
  signedBy: string | null;
  valid: boolean;
}

/** Whether the request carries a valid AWS4-HMAC-SHA256 signature made with `secret`. */
function verify(request: IncomingMessage, body: Buffer, secret: string, region: string) {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { signedBy: null, valid: false };
  const [, keyId, date, signedRegion, signedHeaders, signature] = match as unknown as string[];
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const names = signedHeaders!.split(';');
  const canonical = [
    request.method,
    request.url!.split('?')[0],
    request.url!.split('?')[1] ?? '',
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${signedRegion}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, date!);
  for (const part of [signedRegion!, 's3', 'aws4_request']) key = hmac(key, part);
  const valid =
    signedRegion === region &&
    names.includes('host') &&
    amzDate.startsWith(date!) &&
    // A body is signed by its hash; a request without one may leave its payload unsigned.
    (payloadHash === sha256(body) || (body.length === 0 && payloadHash === 'UNSIGNED-PAYLOAD')) &&
    createHmac('sha256', key).update(toSign).digest('hex') === signature;
  return { signedBy: keyId!, valid };
}

export async function signedS3Proxy(target: string, secret: string, region: string) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const { signedBy, valid } = verify(request, body, secret, region);
      seen.push({ method: request.method!, url: request.url!, signedBy, valid });
      if (!valid) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const upstream = forward(
        `${target}${request.url}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
