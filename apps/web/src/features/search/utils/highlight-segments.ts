/**
 * Highlighted titles arrive as HTML-escaped text with <mark>…</mark> around matches. They are
 * parsed into plain-text segments (entities decoded) and rendered as React text, so nothing but
 * <mark> can ever become markup — any other tag, escaped or not, shows as literal text.
 */
export interface HighlightSegment {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x')
        ? parseInt(lower.slice(2), 16)
        : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED[lower] ?? entity;
  });
}

export function parseHighlight(value: string | null | undefined): HighlightSegment[] {
  if (!value) return [];
  const segments: HighlightSegment[] = [];
  let marked = false;
  for (const part of value.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      marked = tag === '<mark>';
      continue;
    }
    if (part === '') continue;
    const text = decodeEntities(part);
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  }
  return segments;
}

/** The visible text of a highlighted string (for labels and comparisons). */
export function highlightText(value: string | null | undefined): string {
  return parseHighlight(value)
    .map((segment) => segment.text)
    .join('');
}
