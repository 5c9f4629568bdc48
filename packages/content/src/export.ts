/**
 * `content:export`: writes what editors published back into the dataset's files, so the
 * repository follows the newsroom (decision 0041). Only editors' changes are written: for a spot
 * that came from the dataset, the fields whose published value differs from the dataset's own
 * version; a spot an editor created is added whole. Each changed entry's text is replaced where
 * it stands, so every other entry (and comment) stays byte for byte as it was.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  YAMLSeq,
  type Node,
  type YAMLMap,
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

/** The file of a city's folder that holds each kind's list. */
const KIND_FILES: Record<LiveKind, string> = {
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

export async function exportEditorChanges(
  db: Database,
  { dataDir = DEFAULT_DATA_DIR, imagesDir = DEFAULT_IMAGES_DIR } = {},
): Promise<ExportResult> {
  // Per entity: its kind, its city and its published versions, newest first.
  const versions = new Map<
    string,
    { kind: LiveKind; citySlug: string; list: { origin: string | null; data: Data }[] }
  >();
  for (const kind of Object.keys(KIND_FILES) as LiveKind[]) {
    for (const row of await editorVersions(db, { kind })) {
      const key = `${kind} ${row.entityId}`;
      const entry = versions.get(key) ?? { kind, citySlug: row.citySlug, list: [] };
      entry.list.push({ origin: row.origin, data: row.data });
      versions.set(key, entry);
    }
  }

  const files = new Map<string, FileEdit>();
  const changedFiles = new Set<string>();
  const written: string[] = [];
  const alt: Record<string, string> = { ...readAltManifest(imagesDir) };
  let altChanged = false;

  for (const { kind, citySlug, list } of versions.values()) {
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
    // Generated pictures' alt texts live in the manifest, which wins over the files' (alt-text.ts).
    const image = current['image'] as { file: string; alt: string } | undefined;
    if (image && alt[image.file] !== undefined && alt[image.file] !== image.alt) {
      alt[image.file] = image.alt;
      altChanged = true;
    }
    changedFiles.add(file);
    written.push(`${kind} ${citySlug}/${String(current['slug'])}`);
  }

  for (const file of changedFiles) writeFileSync(join(dataDir, file), editedText(files.get(file)!));
  if (altChanged) {
    writeFileSync(join(imagesDir, ALT_MANIFEST_FILE), `${JSON.stringify(alt, null, 2)}\n`);
  }
  return { files: [...changedFiles].sort(), entries: written.sort() };
}
