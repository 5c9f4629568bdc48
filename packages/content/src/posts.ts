/**
 * A guide post is markdown with YAML front matter. The body is split into sections at level-2
 * headings; a heading ending in `[warning]` or `[tip]` sets the section's kind.
 */
import { parse as parseYaml } from 'yaml';
import { replacePostLinks } from './post-links.ts';
import type { PostSectionSource, SectionKind } from './schema.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const HEADING = /^##\s+(.+?)\s*$/;
const KIND_SUFFIX = /\s*\[(warning|tip)\]$/i;

export function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
}

export function parseSections(body: string): PostSectionSource[] {
  const sections: PostSectionSource[] = [];
  let heading: string | null = null;
  let kind: SectionKind = 'text';
  let lines: string[] = [];
  let inFence = false;

  const flush = () => {
    const bodyMd = lines.join('\n').trim();
    if (heading !== null || bodyMd) {
      sections.push({ sortIndex: sections.length, kind, heading, bodyMd });
    }
  };

  for (const line of body.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (match) {
      flush();
      const raw = match[1] ?? '';
      const suffix = KIND_SUFFIX.exec(raw);
      kind = suffix ? (suffix[1]!.toLowerCase() as SectionKind) : 'text';
      heading = raw.replace(KIND_SUFFIX, '').trim() || null;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A link the dataset does not accept in a body (anything but https, mail, a path or anchor on
 * the site, or a well-formed spot, tour or event reference): its target, or null.
 */
export function findBadLink(markdown: string): string | null {
  const match = /\]\((?!https:\/\/|mailto:|\/|#)([^)]*)\)/.exec(
    replacePostLinks(markdown, () => null),
  );
  return match ? match[1]! : null;
}

/** Why findBadLink refused a link. */
export const badLinkMessage = (link: string) =>
  `link "${link}" must be https, a path on the site or a reference such as spot:templo-mayor`;

/** Raw HTML tags (outside code) are not allowed: markdown renders them as text anyway. */
export function findRawHtml(markdown: string): string | null {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  const match = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.exec(withoutCode);
  return match ? match[0] : null;
}
