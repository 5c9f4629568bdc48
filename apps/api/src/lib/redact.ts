/**
 * Request logs must never carry secrets. URLs can (a reset link's `?token=`), so their sensitive
 * query values are masked; headers are not logged at all by our serializers.
 */
const SENSITIVE_KEYS =
  /^(token|access_?token|refresh_?token|password|new_?password|code|secret|key)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SENSITIVE_KEYS.test(key)) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      userAgent: request.headers?.['user-agent'],
    };
  },
};

/** Belt and braces: anything that logs a whole request or reply still loses these paths. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.newPassword',
  'body.currentPassword',
  'body.confirmPassword',
  'body.token',
];
