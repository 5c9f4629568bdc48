/**
 * What the draft editor needs to know of one kind's form (spot-form.ts, tour-form.ts): the form
 * for a draft's data and back, and where each of the rules' problems is shown. The rules stay on
 * the server: a save answers with what they refuse, by the field's path in the data.
 */
import { isUploadedFile, type DraftProblem } from '@sendero/contract';

export type Data = Record<string, unknown>;

export interface FieldProblem<F extends string = string> {
  /** null: about the whole entity, shown in the summary only. */
  field: F | null;
  text: string;
}

export interface DraftFormModel<Form, F extends string> {
  formOf(data: Data): Form;
  /** The data a save sends. */
  dataOf(form: Form): Data;
  /** The form's field for a path in the data ("image.alt"); null when it has none. */
  fieldOf(path: string): F | null;
  /** A problem's words as its field shows them. */
  problemText(problem: DraftProblem): string;
  label(field: F): string;
  /** The id of a field's control: the problem summary links to it, refusals focus it. */
  fieldId(field: F): string;
  /** The form's fields for the picture's file and its alt text. */
  picture: { file: keyof Form & string; alt: keyof Form & string };
}

/**
 * The form with a picture chosen: its file, and the alt text. The artwork's own description is a
 * start when the editor has written none, never over the editor's words; an upload's description
 * was written by an editor for that very picture, so it replaces the one of the picture before.
 */
export function withPicture<Form extends object>(
  form: Form,
  picture: { file: keyof Form & string; alt: keyof Form & string },
  media: { file: string; alt: string | null },
): Form {
  const alt = String(form[picture.alt] ?? '');
  const replace = media.alt && (alt.trim() === '' || isUploadedFile(media.file));
  return {
    ...form,
    [picture.file]: media.file,
    [picture.alt]: replace ? media.alt : alt,
  } as Form;
}

/** A problem's words as its field shows them: which tag, when it is about one. */
export function problemText({ field, message }: DraftProblem): string {
  const tag = /^tags\.(\d+)$/.exec(field);
  return tag ? `Tag ${Number(tag[1]) + 1}: ${message}` : message;
}

function sorted(data: Data): Data {
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether the form says something the saved data does not (what a save would change). */
export function formChanged<Form, F extends string>(
  model: DraftFormModel<Form, F>,
  form: Form,
  saved: Data,
): boolean {
  const now = JSON.stringify(sorted(model.dataOf(form)));
  return now !== JSON.stringify(sorted(model.dataOf(model.formOf(saved))));
}

export function problemsAtFields<F extends string>(
  model: Pick<DraftFormModel<unknown, F>, 'fieldOf' | 'problemText'>,
  problems: DraftProblem[],
): FieldProblem<F>[] {
  return problems.map((problem) => ({
    field: model.fieldOf(problem.field),
    text: model.problemText(problem),
  }));
}

/** Each field's messages joined into one line, for the field's own message. */
export function messagesByField<F extends string>(
  problems: FieldProblem<F>[],
): Partial<Record<F, string>> {
  const byField: Partial<Record<F, string>> = {};
  for (const { field, text } of problems) {
    if (field === null) continue;
    byField[field] = byField[field] ? `${byField[field]}; ${text}` : text;
  }
  return byField;
}

/** "a, b,, c " → ["a", "b", "c"]. */
export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A number as typed: empty is left out (undefined), one the control cannot read is sent as typed. */
export function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}
