/**
 * The event editor's form (issue 32 item 4): every field of an event in the dataset's shape
 * (packages/content's `eventSource`) as its controls hold it, and back. The rules (the last day
 * not before the first, a yearly event shorter than a year, an https link) are the server's.
 */
import { asText, problemText, tagsOf, type Data, type DraftFormModel } from './draft-form.ts';

/** In the form's order, which the history's rows follow too. */
export const EVENT_FIELDS = [
  'title',
  'venue',
  'address',
  'startsOn',
  'endsOn',
  'startTime',
  'endTime',
  'datesVary',
  'recursYearly',
  'priceText',
  'priceUnit',
  'description',
  'link',
  'tags',
  'imageFile',
  'imageAlt',
  'imageCredit',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
/** The fields that are a yes or a no (checkboxes). */
export type EventFlag = 'datesVary' | 'recursYearly';
export type EventTextField = Exclude<EventField, EventFlag>;

export type EventForm = { [F in EventTextField]: string } & { [F in EventFlag]: boolean } & {
  /** Kept as it is: a published event keeps its slug (the dataset names it by it). */
  slug: string;
};

export const EVENT_FIELD_LABELS: Record<EventField, string> = {
  title: 'Title',
  venue: 'Venue',
  address: 'Address',
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  startTime: 'Start time',
  endTime: 'End time',
  datesVary: 'The dates vary from year to year',
  recursYearly: 'Recurs every year',
  priceText: 'Price',
  priceUnit: 'Price unit',
  description: 'Description',
  link: 'Website',
  tags: 'Tags',
  imageFile: 'Picture',
  imageAlt: 'Picture description (alt text)',
  imageCredit: 'Picture credit',
};

/** The id of a field's control. */
export const eventFieldId = (field: EventField) => `event-${field}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

export function eventFormOf(data: Data): EventForm {
  const image = (
    typeof data['image'] === 'object' && data['image'] !== null ? data['image'] : {}
  ) as Record<string, unknown>;
  return {
    slug: asText(data['slug']),
    title: asText(data['title']),
    venue: asText(data['venue']),
    address: asText(data['address']),
    startsOn: asText(data['startsOn']),
    endsOn: asText(data['endsOn']),
    startTime: asText(data['startTime']),
    endTime: asText(data['endTime']),
    // The dataset's default for both is no.
    datesVary: data['datesVary'] === true,
    recursYearly: data['recursYearly'] === true,
    priceText: asText(data['priceText']),
    priceUnit: asText(data['priceUnit']),
    description: asText(data['description']),
    link: asText(data['link']),
    tags: strings(data['tags']).join(', '),
    imageFile: asText(image['file']),
    imageAlt: asText(image['alt']),
    imageCredit: asText(image['credit']),
  };
}

/** The data a save sends, in the dataset's order; an empty end time or credit is left out. */
export function eventDataOf(form: EventForm): Data {
  return {
    slug: form.slug,
    title: form.title,
    venue: form.venue,
    address: form.address,
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    startTime: form.startTime,
    ...(form.endTime.trim() === '' ? {} : { endTime: form.endTime }),
    datesVary: form.datesVary,
    priceText: form.priceText,
    ...(form.priceUnit === '' ? {} : { priceUnit: form.priceUnit }),
    description: form.description,
    link: form.link,
    tags: tagsOf(form.tags),
    image: {
      file: form.imageFile,
      alt: form.imageAlt,
      ...(form.imageCredit.trim() !== '' ? { credit: form.imageCredit } : {}),
    },
    recursYearly: form.recursYearly,
  };
}

/** "image.alt" → imageAlt, "tags.2" → tags, "endsOn" → endsOn; null for slug and the unknown. */
export function eventFieldOf(path: string): EventField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'image')
    return sub === 'alt' ? 'imageAlt' : sub === 'credit' ? 'imageCredit' : 'imageFile';
  return (EVENT_FIELDS as readonly string[]).includes(head) ? (head as EventField) : null;
}

export const eventFormModel: DraftFormModel<EventForm, EventField> = {
  formOf: eventFormOf,
  dataOf: eventDataOf,
  fieldOf: eventFieldOf,
  problemText,
  label: (field) => EVENT_FIELD_LABELS[field],
  fieldId: eventFieldId,
  picture: { file: 'imageFile', alt: 'imageAlt' },
};
