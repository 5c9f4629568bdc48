/**
 * The tour editor's form (issue 32 item 4): every field of a tour in the dataset's shape
 * (packages/content's `tourSource`) as its controls hold it, and back. The stops are spot slugs of
 * the tour's city in visiting order; the server checks them, and the walk they make, on publish.
 */
import { WEEKDAY_CODES, type WeekdayCode } from '@sendero/contract';
import {
  asText,
  numberOf,
  problemText,
  tagsOf,
  type Data,
  type DraftFormModel,
} from './draft-form.ts';

/** In the form's order, which the history's rows follow too. */
export const TOUR_FIELDS = [
  'title',
  'category',
  'tags',
  'description',
  'cost',
  'costUnit',
  'rank',
  'startTime',
  'days',
  'months',
  'stops',
  'imageFile',
  'imageAlt',
  'imageCredit',
] as const;
export type TourField = (typeof TOUR_FIELDS)[number];

export interface TourForm {
  /** Kept as it is: a published tour keeps its slug (the dataset names it by it). */
  slug: string;
  title: string;
  category: string;
  tags: string;
  description: string;
  cost: string;
  costUnit: string;
  rank: string;
  startTime: string;
  days: WeekdayCode[];
  months: number[];
  stops: string[];
  imageFile: string;
  imageAlt: string;
  imageCredit: string;
  /** A day trip's range; no control, kept as it is. */
  radiusKm: unknown;
}

export const TOUR_FIELD_LABELS: Record<TourField, string> = {
  title: 'Title',
  category: 'Category',
  tags: 'Tags',
  description: 'Description',
  cost: 'Cost (US$)',
  costUnit: 'Cost unit',
  rank: 'Rank',
  startTime: 'Start time',
  days: 'Days',
  months: 'Months',
  stops: 'Stops',
  imageFile: 'Picture',
  imageAlt: 'Picture description (alt text)',
  imageCredit: 'Picture credit',
};

export const WEEKDAY_LABELS: Record<WeekdayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

export const MONTH_LABELS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The id of a field's control (a group's, for days, months and stops). */
export const tourFieldId = (field: TourField) => `tour-${field}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

export function tourFormOf(data: Data): TourForm {
  const image = (
    typeof data['image'] === 'object' && data['image'] !== null ? data['image'] : {}
  ) as Record<string, unknown>;
  const days = strings(data['days']);
  const months = Array.isArray(data['months'])
    ? data['months'].filter((month) => typeof month === 'number')
    : [];
  return {
    slug: asText(data['slug']),
    title: asText(data['title']),
    category: asText(data['category']),
    tags: strings(data['tags']).join(', '),
    description: asText(data['description']),
    cost: asText(data['cost']),
    costUnit: asText(data['costUnit']),
    rank: asText(data['rank']),
    startTime: asText(data['startTime']),
    days: WEEKDAY_CODES.filter((code) => days.includes(code)),
    months,
    stops: strings(data['stops']),
    imageFile: asText(image['file']),
    imageAlt: asText(image['alt']),
    imageCredit: asText(image['credit']),
    radiusKm: data['radiusKm'],
  };
}

/** The data a save sends: numbers as numbers, an empty optional field left out. */
export function tourDataOf(form: TourForm): Data {
  const cost = numberOf(form.cost);
  const rank = numberOf(form.rank);
  return {
    slug: form.slug,
    title: form.title,
    description: form.description,
    category: form.category,
    ...(cost === undefined ? {} : { cost }),
    ...(form.costUnit === '' ? {} : { costUnit: form.costUnit }),
    startTime: form.startTime,
    days: WEEKDAY_CODES.filter((code) => form.days.includes(code)),
    ...(form.months.length > 0 ? { months: [...form.months].sort((a, b) => a - b) } : {}),
    tags: tagsOf(form.tags),
    image: {
      file: form.imageFile,
      alt: form.imageAlt,
      ...(form.imageCredit.trim() !== '' ? { credit: form.imageCredit } : {}),
    },
    stops: form.stops,
    ...(form.radiusKm === undefined ? {} : { radiusKm: form.radiusKm }),
    ...(rank === undefined ? {} : { rank }),
  };
}

/** "image.alt" → imageAlt, "stops.2" → stops, "days" → days; null for slug and the unknown. */
export function tourFieldOf(path: string): TourField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'image')
    return sub === 'alt' ? 'imageAlt' : sub === 'credit' ? 'imageCredit' : 'imageFile';
  return (TOUR_FIELDS as readonly string[]).includes(head) ? (head as TourField) : null;
}

export const tourFormModel: DraftFormModel<TourForm, TourField> = {
  formOf: tourFormOf,
  dataOf: tourDataOf,
  fieldOf: tourFieldOf,
  problemText,
  label: (field) => TOUR_FIELD_LABELS[field],
  fieldId: tourFieldId,
  picture: { file: 'imageFile', alt: 'imageAlt' },
};

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
