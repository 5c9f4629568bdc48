/**
 * A guide's references to spots, tours and events (`spot:templo-mayor`, packages/content
 * post-links.ts) made into the site's URLs, and the things they name as the "Mentioned in this
 * guide" cards. The public post and the editor's preview of a draft are both served through
 * this, so an editor sees the links a traveller will follow.
 */
import { paths, type EventItem, type PostDetail, type PostMentions } from '@sendero/contract';
import { findPostLinks, postLinkKey, replacePostLinks, type PostLink } from '@sendero/content';
import { findLinkedSpots, findToursBySlugs, type Database } from '@sendero/db';
import { listEvents } from '../events/service.ts';

type Section = PostDetail['sections'][number];

function uniqueLinks(sections: readonly Section[]): PostLink[] {
  const seen = new Map<string, PostLink>();
  for (const section of [...sections].sort((a, b) => a.sortIndex - b.sortIndex)) {
    for (const link of findPostLinks(section.bodyMd)) {
      if (!seen.has(postLinkKey(link))) seen.set(postLinkKey(link), link);
    }
  }
  return [...seen.values()];
}

const slugsOf = (links: readonly PostLink[], kind: PostLink['kind']) =>
  links.filter((link) => link.kind === kind).map((link) => link.slug);

type Mention =
  | { kind: 'spot'; item: PostMentions['spots'][number] }
  | { kind: 'tour'; item: PostMentions['tours'][number] }
  | { kind: 'event'; item: EventItem };

/**
 * What each of a guide's references names, by postLinkKey, with its URL; a reference to nothing
 * (a spot an editor removed, a one-off event that is over) is absent.
 */
async function resolveLinks(
  db: Database,
  { cityId, links, now }: { cityId: number; links: readonly PostLink[]; now: Date },
): Promise<Map<string, { url: string; mention: Mention }>> {
  const eventSlugs = slugsOf(links, 'event');
  // One after another: publishing checks the links inside its transaction, whose one connection
  // runs one query at a time (node-postgres deprecates queueing a second on it).
  const spots = await findLinkedSpots(db, {
    cityId,
    refs: links.filter((link) => link.kind === 'spot'),
  });
  const tours = await findToursBySlugs(db, slugsOf(links, 'tour'));
  const events = eventSlugs.length === 0 ? [] : await listEvents(db, { slugs: eventSlugs }, now);
  const named = new Map<string, { url: string; mention: Mention }>();
  for (const link of links) {
    const key = postLinkKey(link);
    if (link.kind === 'spot') {
      const found = spots.find(
        (spot) =>
          spot.slug === link.slug &&
          (link.citySlug === null ? spot.cityId === cityId : spot.citySlug === link.citySlug),
      );
      if (!found) continue;
      const { citySlug: _citySlug, ...item } = found;
      named.set(key, { url: paths.spot(item.id), mention: { kind: 'spot', item } });
    } else if (link.kind === 'tour') {
      const item = tours.find((tour) => tour.slug === link.slug);
      if (item) named.set(key, { url: paths.tour(item.id), mention: { kind: 'tour', item } });
    } else {
      const listed = events.find((event) => event.slug === link.slug);
      if (!listed) continue;
      const { updatedAt: _updatedAt, ...item } = listed;
      const url = paths.events({ cityId: item.cityId, q: item.title });
      named.set(key, { url, mention: { kind: 'event', item } });
    }
  }
  return named;
}

/**
 * The post with its references as URLs and what they name, in the order the post first names
 * them. A reference to nothing becomes its plain text and has no card.
 */
export async function withPostLinks<T extends { cityId: number; sections: Section[] }>(
  db: Database,
  post: T,
  now: Date,
): Promise<T & { mentions: PostMentions }> {
  const links = uniqueLinks(post.sections);
  const named = await resolveLinks(db, { cityId: post.cityId, links, now });
  const mentions: PostMentions = { spots: [], tours: [], events: [] };
  for (const { mention } of named.values()) {
    if (mention.kind === 'spot') mentions.spots.push(mention.item);
    else if (mention.kind === 'tour') mentions.tours.push(mention.item);
    else mentions.events.push(mention.item);
  }
  return {
    ...post,
    sections: post.sections.map((section) => ({
      ...section,
      bodyMd: replacePostLinks(section.bodyMd, (link) => named.get(postLinkKey(link))?.url ?? null),
    })),
    mentions,
  };
}

/** The references of a post's sections that name nothing live (an editor's publication refuses them). */
export async function brokenPostLinks(
  db: Database,
  post: { cityId: number; sections: Section[] },
  now: Date,
): Promise<string[]> {
  const links = uniqueLinks(post.sections);
  const named = await resolveLinks(db, { cityId: post.cityId, links, now });
  return links.map(postLinkKey).filter((key) => !named.has(key));
}
