import { parseEntityId } from '@sendero/contract';
import { apiFetch } from './api-client.ts';
import { viewerHeaders } from './auth/viewer.ts';
import { hasInvalidCityId, listQueryString, warnInvalid } from './content-params.ts';
import type { ListOptions } from './content-params.ts';

/** List answers come as a paged object `{content: [...]}` or a bare array (content spec §3). */
export function toList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null) {
    const content = (value as { content?: unknown }).content;
    if (Array.isArray(content)) return content as T[];
  }
  return [];
}

/** GET `path` with the list options, for this viewer; empty without a call for an invalid city id. */
export async function getContentList<T>(
  path: string,
  options: ListOptions,
  signal: AbortSignal | undefined,
  viewer: string,
): Promise<T[]> {
  if (hasInvalidCityId(options)) {
    warnInvalid('city id', options.cityId);
    return [];
  }
  return toList<T>(
    await apiFetch(`${path}${listQueryString(options)}`, {
      signal,
      headers: viewerHeaders(viewer),
    }),
  );
}

/** GET /api/cities/{id}/{kind} for this viewer; empty without a call for an invalid city id. */
export async function getCityList<T>(
  id: unknown,
  kind: 'tours' | 'spots',
  signal: AbortSignal | undefined,
  viewer: string,
): Promise<T[]> {
  const cityId = parseEntityId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return [];
  }
  return toList<T>(
    await apiFetch(`/api/cities/${cityId}/${kind}`, { signal, headers: viewerHeaders(viewer) }),
  );
}
