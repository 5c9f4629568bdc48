/**
 * The spot editor's form (issue 32 item 4): every field of a spot in the dataset's shape
 * (packages/content's `spotSource`) as the text its control holds, and back. The rules themselves
 * stay on the server: a save answers with what they refuse, by the field's path in the data.
 */
import type { DraftProblem } from '@sendero/contract';
import {
  asText,
  formChanged,
  messagesByField,
  numberOf,
  problemsAtFields,
  problemText,
  tagsOf,
  type DraftFormModel,
  type FieldProblem as AnyFieldProblem,
} from './draft-form.ts';

export { messagesByField, tagsOf };

/** In the form's order, which the history's rows follow too. */
export const SPOT_FIELDS = [
  'name',
  'slug',
  'category',
  'tags',
  'description',
  'rank',
  'address',
  'lat',
  'lng',
  'price',
  'priceUnit',
  'priceNote',
  'visitMinutes',
  'website',
  'openingHours',
  'hoursNote',
  'factsCheckedOn',
  'imageFile',
  'imageAlt',
  'imageCredit',
] as const;
export type SpotField = (typeof SPOT_FIELDS)[number];
export type SpotForm = Record<SpotField, string>;

export const FIELD_LABELS: Record<SpotField, string> = {
  name: 'Name',
  slug: 'Slug',
  category: 'Category',
  description: 'Description',
  address: 'Address',
  lat: 'Latitude',
  lng: 'Longitude',
  price: 'Price (US$)',
  priceUnit: 'Price unit',
  priceNote: 'Price note',
  visitMinutes: 'Typical visit (minutes)',
  openingHours: 'Opening hours',
  hoursNote: 'Hours note',
  factsCheckedOn: 'Checked on',
  website: 'Website',
  tags: 'Tags',
  imageFile: 'Picture',
  imageAlt: 'Picture description (alt text)',
  imageCredit: 'Picture credit',
  rank: 'Rank',
};

/** The id of a field's control: the problem summary links to it. */
export const fieldId = (field: SpotField) => `spot-${field}`;

const NUMBER_FIELDS = ['lat', 'lng', 'price', 'visitMinutes', 'rank'] as const;
/** Left out of the data when empty: the rules accept them missing, not blank. */
const OPTIONAL_TEXT = ['priceUnit', 'priceNote', 'hoursNote', 'website'] as const;
const TEXT_FIELDS = [
  'slug',
  'name',
  'description',
  'address',
  'category',
  'openingHours',
  'factsCheckedOn',
] as const;

/** The form for a draft's data; a draft made from a suggestion leaves most fields empty. */
export function formOf(data: Record<string, unknown>): SpotForm {
  const image = (
    typeof data['image'] === 'object' && data['image'] !== null ? data['image'] : {}
  ) as Record<string, unknown>;
  const tags = Array.isArray(data['tags'])
    ? data['tags'].filter((tag) => typeof tag === 'string')
    : [];
  const form = Object.fromEntries(SPOT_FIELDS.map((field) => [field, asText(data[field])]));
  return {
    ...(form as SpotForm),
    tags: tags.join(', '),
    imageFile: asText(image['file']),
    imageAlt: asText(image['alt']),
    imageCredit: asText(image['credit']),
  };
}

/**
 * The data a save sends: text as typed (the rules trim it), numbers as numbers, an empty optional
 * field left out. A number the control could not read is sent as typed, so the rules name it.
 */
export function dataOf(form: SpotForm): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) data[field] = form[field];
  for (const field of NUMBER_FIELDS) {
    const value = numberOf(form[field]);
    if (value !== undefined) data[field] = value;
  }
  for (const field of OPTIONAL_TEXT) if (form[field].trim() !== '') data[field] = form[field];
  data['tags'] = tagsOf(form.tags);
  data['image'] = {
    file: form.imageFile,
    alt: form.imageAlt,
    ...(form.imageCredit.trim() !== '' ? { credit: form.imageCredit } : {}),
  };
  return data;
}

/** Whether the form says something the saved data does not (what a save would change). */
export function isChanged(form: SpotForm, saved: Record<string, unknown>): boolean {
  return formChanged(spotFormModel, form, saved);
}

/**
 * The form's field for a path in the data ("image.alt" → imageAlt, "tags.2" → tags); null for a
 * problem with the whole spot (an unknown field).
 */
export function fieldOf(path: string): SpotField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'image')
    return sub === 'alt' ? 'imageAlt' : sub === 'credit' ? 'imageCredit' : 'imageFile';
  return (SPOT_FIELDS as readonly string[]).includes(head) ? (head as SpotField) : null;
}

export type FieldProblem = AnyFieldProblem<SpotField>;

export function fieldProblems(problems: DraftProblem[]): FieldProblem[] {
  return problemsAtFields(spotFormModel, problems);
}

export const spotFormModel: DraftFormModel<SpotForm, SpotField> = {
  formOf,
  dataOf,
  fieldOf,
  problemText,
  label: (field) => FIELD_LABELS[field],
  fieldId,
  picture: { file: 'imageFile', alt: 'imageAlt' },
};
