/**
 * `content:export`: writes what editors published back into the dataset's files, so the
 * repository follows the newsroom (decision 0041). Only editors' changes are written: for a spot
 * that came from the dataset, the fields whose published value differs from the dataset's own
 * version; a spot an editor created is added whole. A city's basics are its city.yaml's changed
 * fields. Each changed entry's text is replaced where
 * it stands, so every other entry (and comment) stays byte for byte as it was. A guide post is a
 * Markdown file of its own: its changed front matter lines and, when changed, its body.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  Document,
  YAMLMap,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  YAMLSeq,
  type Node,
} from 'yaml';
import { DATASET_ORIGIN, editorVersions, type Database, type LiveKind } from '@sendero/db';
import { ALT_MANIFEST_FILE, readAltManifest } from './alt-text.ts';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGES_DIR } from './read-dataset.ts';

type Data = Record<string, unknown>;

export interface ExportResult {
  /** Files written, relative to the dataset's folder. */
  files: string[];
  /** Entities written, as "spot oaxaca/zocalo". */
  entries: string[];
}

/**
 * The file of a city's folder that holds each kind's list. Posts are one Markdown file each
 * (`postFileText`), not entries of a list.
 */
const KIND_FILES: Record<Exclude<LiveKind, 'post'>, string> = {
  spot: 'spots.yaml',
  tour: 'tours.yaml',
  event: 'events.yaml',
};

/** The dataset files' line width: longer text folds as the files already do. */
const LINE_WIDTH = 100;

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** Sets `key` to `value` in a YAML map, keeping the old value's style (folded text, quotes). */
function setKeepingStyle(doc: Document, map: YAMLMap, key: string, value: unknown) {
  if (value === undefined) {
    map.delete(key);
    return;
  }
  const old = map.get(key, true);
  const node = doc.createNode(value, { flow: isSeq(old) ? old.flow : undefined });
  // A changed value keeps the old one's style; a new one is quoted where it must be.
  if (isScalar(old) && node instanceof Scalar) node.type = old.type;
  else quoteAmbiguous(node);
  if (isMap(old) && isMap(node)) node.flow = old.flow;
  map.set(key, node);
}

/**
 * Text a YAML 1.1 reader would take for a number or a date ("15:00" is 900 there, as sexagesimal)
 * is written quoted, as the dataset's files write their times and dates.
 */
const AMBIGUOUS_TEXT = /^(\d+(:[0-5]\d)+|\d{4}-\d\d-\d\d)$/;

function quoteAmbiguous<T>(node: T): T {
  visit(node as Node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string' && AMBIGUOUS_TEXT.test(scalar.value)) {
        scalar.type = 'QUOTE_DOUBLE';
      }
    },
  });
  return node;
}

/** A dataset file being edited: its text, its parsed document, and the entries to write. */
interface FileEdit {
  source: string;
  doc: Document;
  replaced: YAMLMap[];
  added: unknown[];
}

/** List entries as the files write them: "- key: value", two spaces in. */
function entriesText(doc: Document, entries: unknown[]): string {
  const list = new YAMLSeq();
  list.items = entries;
  const out = new Document(list, { schema: doc.schema });
  return out.toString({ lineWidth: LINE_WIDTH, flowCollectionPadding: false });
}

/** The file's text with each replaced entry rewritten in place and the new ones at the end. */
function editedText({ source, doc, replaced, added }: FileEdit): string {
  let text = source;
  // From the last entry up, so earlier offsets stay valid.
  for (const item of [...replaced].sort((a, b) => b.range![0] - a.range![0])) {
    const start = text.lastIndexOf('\n', item.range![0]) + 1;
    const end = item.range![2];
    const tail = text.slice(end);
    text =
      text.slice(0, start) +
      entriesText(doc, [item]) +
      (tail.startsWith('\n') ? tail.slice(1) : tail);
  }
  if (added.length > 0) {
    if (text.length > 0 && !text.endsWith('\n')) text += '\n';
    text += entriesText(doc, added);
  }
  return text;
}

/** A post's front matter: all its fields but the slug (the file's name) and the body. */
const frontMatterOf = ({ slug: _slug, body: _body, ...meta }: Data): Data => meta;

const FRONT_MATTER_TEXT = /^(---\r?\n)([\s\S]*?\r?\n)(---\r?\n?)/;

/** A map key as written: a parsed one is a scalar node, one set since a plain value. */
const keyName = (key: unknown) => (isScalar(key) ? key.value : key);

/**
 * A YAML map's text (a post's front matter, a city.yaml) with each changed field's lines rewritten where they stand (a changed
 * value keeps its old style), a new field added at the end and a removed one taken out: every
 * other line stays byte for byte.
 */
function editedMapText(text: string, values: Data, fields: string[]): string {
  const doc = parseDocument(text);
  const map = doc.contents;
  if (!isMap(map)) throw new Error('the text is not a YAML map');
  const options = { lineWidth: LINE_WIDTH, flowCollectionPadding: false };
  const pairText = (field: string) => {
    const one = new YAMLMap();
    one.items = map.items.filter((pair) => keyName(pair.key) === field);
    return one.items.length === 0
      ? ''
      : new Document(one, { schema: doc.schema }).toString(options);
  };
  // Where each field's lines are now, read before any is changed; the last first, so the earlier
  // places stay where they were read.
  const places = fields
    .map((field) => {
      const pair = map.items.find((item) => keyName(item.key) === field);
      const value = pair?.value as Node | null | undefined;
      const key = pair?.key as Node | undefined;
      return { field, start: key?.range?.[0], end: value?.range?.[2] ?? key?.range?.[2] };
    })
    .sort((x, y) => (y.start ?? -1) - (x.start ?? -1));
  let out = text;
  for (const { field, start, end } of places) {
    setKeepingStyle(doc, map, field, values[field]);
    if (start === undefined || end === undefined) {
      out = `${out}${out.endsWith('\n') ? '' : '\n'}${pairText(field)}`;
      continue;
    }
    const lineStart = out.lastIndexOf('\n', start - 1) + 1;
    const tail = out.slice(end);
    out =
      out.slice(0, lineStart) + pairText(field) + (tail.startsWith('\n') ? tail.slice(1) : tail);
  }
  return out;
}

/**
 * A post's file with the editor's version in it, or null when nothing differs from the dataset's
 * version. For a post from the dataset, the front matter keeps every unchanged line (a changed
 * field keeps its old style) and the body is the file's own unless the editor changed it; a new
 * post is written whole.
 */
export function postFileText(
  source: string | null,
  base: Data | undefined,
  current: Data,
): string | null {
  const match = source === null ? null : FRONT_MATTER_TEXT.exec(source);
  const options = { lineWidth: LINE_WIDTH, flowCollectionPadding: false };
  if (source !== null && match && base) {
    const [was, is] = [frontMatterOf(base), frontMatterOf(current)];
    const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((field) =>
      differs(was[field], is[field]),
    );
    const bodyChanged = differs(base['body'], current['body']);
    if (changed.length === 0 && !bodyChanged) return null;
    const front = changed.length > 0 ? editedMapText(match[2]!, is, changed) : match[2]!;
    const body = bodyChanged ? String(current['body']) : source.slice(match[0].length);
    return `${match[1]}${front}${match[3]}${body}`;
  }
  const doc = new Document();
  doc.contents = quoteAmbiguous(doc.createNode(frontMatterOf(current)));
  return `---\n${doc.toString(options)}---\n${String(current['body'])}`;
}

/** Rows of `editorVersions` grouped by entity, each with its versions newest first. */
function byEntity(
  rows: { entityId: number | null; citySlug: string; origin: string | null; data: Data }[],
) {
  const entities = new Map<
    number | null,
    { citySlug: string; list: { origin: string | null; data: Data }[] }
  >();
  for (const row of rows) {
    const entry = entities.get(row.entityId) ?? { citySlug: row.citySlug, list: [] };
    entry.list.push({ origin: row.origin, data: row.data });
    entities.set(row.entityId, entry);
  }
  return entities.values();
}

export async function exportEditorChanges(
  db: Database,
  { dataDir = DEFAULT_DATA_DIR, imagesDir = DEFAULT_IMAGES_DIR } = {},
): Promise<ExportResult> {
  // Per entity: its kind, its city and its published versions, newest first.
  const versions = [];
  for (const kind of Object.keys(KIND_FILES) as (keyof typeof KIND_FILES)[]) {
    for (const entity of byEntity(await editorVersions(db, { kind }))) {
      versions.push({ kind, ...entity });
    }
  }

  const files = new Map<string, FileEdit>();
  const changedFiles = new Set<string>();
  const written: string[] = [];
  const alt: Record<string, string> = { ...readAltManifest(imagesDir) };
  let altChanged = false;
  // Generated pictures' alt texts live in the manifest, which wins over the files' (alt-text.ts).
  const keepAlt = (picture: unknown) => {
    const image = picture as { file: string; alt: string } | undefined;
    if (image && alt[image.file] !== undefined && alt[image.file] !== image.alt) {
      alt[image.file] = image.alt;
      altChanged = true;
    }
  };

  for (const { kind, citySlug, list } of versions) {
    const file = join('cities', citySlug, KIND_FILES[kind]);
    let edit = files.get(file);
    if (!edit) {
      const path = join(dataDir, file);
      const source = existsSync(path) ? readFileSync(path, 'utf8') : '';
      edit = { source, doc: parseDocument(source || '[]\n'), replaced: [], added: [] };
      files.set(file, edit);
    }
    const items = edit.doc.contents;
    if (!isSeq(items)) throw new Error(`${file} does not hold a list`);
    const current = list[0]!.data;
    const base = list.find((version) => version.origin === DATASET_ORIGIN)?.data;
    const item = base
      ? items.items.find((node) => isMap(node) && node.get('slug') === base['slug'])
      : undefined;
    if (base && isMap(item)) {
      const fields = [...new Set([...Object.keys(base), ...Object.keys(current)])];
      const changed = fields.filter((field) => differs(base[field], current[field]));
      if (changed.length === 0) continue;
      for (const field of changed) setKeepingStyle(edit.doc, item, field, current[field]);
      edit.replaced.push(item);
    } else {
      edit.added.push(quoteAmbiguous(edit.doc.createNode(current)));
    }
    keepAlt(current['image']);
    changedFiles.add(file);
    written.push(`${kind} ${citySlug}/${String(current['slug'])}`);
  }

  // Posts: one Markdown file each.
  const postFiles = new Map<string, string>();
  for (const { citySlug, list } of byEntity(await editorVersions(db, { kind: 'post' }))) {
    const current = list[0]!.data;
    const base = list.find((version) => version.origin === DATASET_ORIGIN)?.data;
    const file = join('cities', citySlug, 'posts', `${String(current['slug'])}.md`);
    const path = join(dataDir, file);
    const text = postFileText(existsSync(path) ? readFileSync(path, 'utf8') : null, base, current);
    if (text === null) continue;
    postFiles.set(file, text);
    keepAlt(current['cover']);
    written.push(`post ${citySlug}/${String(current['slug'])}`);
  }

  // Cities' basics: city.yaml is one map, whose changed fields' lines are rewritten where they
  // stand. Cities come only from the dataset, so each has the dataset's version to compare with.
  for (const { citySlug, list } of byEntity(await editorVersions(db, { kind: 'city' }))) {
    const current = list[0]!.data;
    const base = list.find((version) => version.origin === DATASET_ORIGIN)?.data ?? {};
    const changed = [...new Set([...Object.keys(base), ...Object.keys(current)])].filter((field) =>
      differs(base[field], current[field]),
    );
    if (changed.length === 0) continue;
    const file = join('cities', citySlug, 'city.yaml');
    postFiles.set(file, editedMapText(readFileSync(join(dataDir, file), 'utf8'), current, changed));
    keepAlt(current['image']);
    written.push(`city ${citySlug}`);
  }

  for (const file of changedFiles) writeFileSync(join(dataDir, file), editedText(files.get(file)!));
  for (const [file, text] of postFiles) {
    mkdirSync(dirname(join(dataDir, file)), { recursive: true });
    writeFileSync(join(dataDir, file), text);
  }
  if (altChanged) {
    writeFileSync(join(imagesDir, ALT_MANIFEST_FILE), `${JSON.stringify(alt, null, 2)}\n`);
  }
  return { files: [...changedFiles, ...postFiles.keys()].sort(), entries: written.sort() };
}
