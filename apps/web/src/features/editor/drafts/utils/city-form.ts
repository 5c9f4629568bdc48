/**
 * The city editor's form (issue 32 item 4, "city basics"): a city's fields in the dataset's shape
 * (packages/content's `citySource`, a city.yaml) as its controls hold them, and back. The
 * practical information is sections of topics of tips; a tip is one line of its topic's box. The
 * rules (an IANA zone of the Americas, a place in México, no empty tip) are the server's.
 */
import {
  asText,
  numberOf,
  problemText as sharedProblemText,
  type Data,
  type DraftFormModel,
} from './draft-form.ts';

/** In the form's order, which the history's rows follow too. */
export const CITY_FIELDS = [
  'name',
  'region',
  'description',
  'lat',
  'lng',
  'timeZone',
  'rank',
  'info',
  'imageFile',
  'imageAlt',
  'imageCredit',
] as const;
export type CityField = (typeof CITY_FIELDS)[number];
export type CityTextField = Exclude<CityField, 'info'>;

export interface TopicForm {
  key: string;
  title: string;
  description: string;
  /** One tip a line. */
  tips: string;
}
export interface SectionForm {
  key: string;
  title: string;
  description: string;
  topics: TopicForm[];
}

export type CityForm = { [F in CityTextField]: string } & {
  info: SectionForm[];
  /** Kept as they are: a city's pages and its dataset folder are named by them. */
  id: unknown;
  slug: string;
};

export const CITY_FIELD_LABELS: Record<CityField, string> = {
  name: 'Name',
  region: 'State or region',
  description: 'Introduction',
  lat: 'Latitude of the centre',
  lng: 'Longitude of the centre',
  timeZone: 'Time zone',
  rank: 'Rank among the cities',
  info: 'Practical information',
  imageFile: 'Picture',
  imageAlt: 'Picture description (alt text)',
  imageCredit: 'Picture credit',
};

/** The id of a field's control; the practical information's is its group's. */
export const cityFieldId = (field: CityField) => `city-${field}`;

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
    : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/** A key for a new section or topic, from its title: "Getting there" → getting-there. */
export function keyOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cityFormOf(data: Data): CityForm {
  const image = (
    typeof data['image'] === 'object' && data['image'] !== null ? data['image'] : {}
  ) as Record<string, unknown>;
  return {
    id: data['id'],
    slug: asText(data['slug']),
    name: asText(data['name']),
    region: asText(data['region']),
    description: asText(data['description']),
    lat: asText(data['lat']),
    lng: asText(data['lng']),
    timeZone: asText(data['timeZone']),
    rank: asText(data['rank']),
    info: records(data['info']).map((section) => ({
      key: asText(section['key']),
      title: asText(section['title']),
      description: asText(section['description']),
      topics: records(section['topics']).map((topic) => ({
        key: asText(topic['key']),
        title: asText(topic['title']),
        description: asText(topic['description']),
        tips: strings(topic['tips']).join('\n'),
      })),
    })),
    imageFile: asText(image['file']),
    imageAlt: asText(image['alt']),
    imageCredit: asText(image['credit']),
  };
}

/** A section's or topic's key: its own, or one made from its title when it is new. */
const keyFor = (item: { key: string; title: string }) => item.key || keyOf(item.title);

/** The data a save sends, in city.yaml's order; an empty region or credit is left out. */
export function cityDataOf(form: CityForm): Data {
  return {
    id: form.id,
    slug: form.slug,
    name: form.name,
    ...(form.region.trim() === '' ? {} : { region: form.region }),
    description: form.description,
    image: {
      file: form.imageFile,
      alt: form.imageAlt,
      ...(form.imageCredit.trim() !== '' ? { credit: form.imageCredit } : {}),
    },
    lat: numberOf(form.lat),
    lng: numberOf(form.lng),
    timeZone: form.timeZone,
    rank: numberOf(form.rank),
    info: form.info.map((section) => ({
      key: keyFor(section),
      title: section.title,
      description: section.description,
      topics: section.topics.map((topic) => ({
        key: keyFor(topic),
        title: topic.title,
        description: topic.description,
        tips: topic.tips
          .split('\n')
          .map((tip) => tip.trim())
          .filter((tip) => tip !== ''),
      })),
    })),
  };
}

/** "image.alt" → imageAlt, "info.0.topics.1.tips.2" → info; null for id, slug and the unknown. */
export function cityFieldOf(path: string): CityField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'image')
    return sub === 'alt' ? 'imageAlt' : sub === 'credit' ? 'imageCredit' : 'imageFile';
  return (CITY_FIELDS as readonly string[]).includes(head) ? (head as CityField) : null;
}

const INFO_PARTS: Record<string, string> = { topics: 'topic', tips: 'tip' };

/**
 * A problem's words as its field shows them. The practical information is one group, so its
 * problems say where in it: "Section 1, topic 2, tip 3: …", "Section 2, title: …".
 */
export function cityProblemText(problem: { field: string; message: string }): string {
  const [head, ...rest] = problem.field.split('.');
  if (head !== 'info' || rest.length === 0) return sharedProblemText(problem);
  const place: string[] = [`Section ${Number(rest[0]) + 1}`];
  for (let i = 1; i < rest.length; i += 1) {
    const part = rest[i]!;
    const next = rest[i + 1];
    if (INFO_PARTS[part] && next !== undefined && /^\d+$/.test(next)) {
      place.push(`${INFO_PARTS[part]} ${Number(next) + 1}`);
      i += 1;
    } else {
      place.push(part);
    }
  }
  return `${place.join(', ')}: ${problem.message}`;
}

/** The practical information as the history shows it: each section, topic and tip a line. */
export function infoText(value: unknown): string {
  return records(value)
    .flatMap((section) => [
      `${asText(section['title'])}: ${asText(section['description'])}`.trim(),
      ...records(section['topics']).flatMap((topic) => [
        `  ${asText(topic['title'])}: ${asText(topic['description'])}`.trimEnd(),
        ...strings(topic['tips']).map((tip) => `    • ${tip}`),
      ]),
    ])
    .join('\n');
}

export const cityFormModel: DraftFormModel<CityForm, CityField> = {
  formOf: cityFormOf,
  dataOf: cityDataOf,
  fieldOf: cityFieldOf,
  problemText: cityProblemText,
  label: (field) => CITY_FIELD_LABELS[field],
  fieldId: cityFieldId,
  picture: { file: 'imageFile', alt: 'imageAlt' },
};
