/** List answers come as a paged object `{content: [...]}` or a bare array (content spec §3). */
export function toList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null) {
    const content = (value as { content?: unknown }).content;
    if (Array.isArray(content)) return content as T[];
  }
  return [];
}
