/**
 * A word-level diff of two texts (a spot's description before and after), for the history page:
 * the words both share, and those removed and added, in reading order.
 */

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Words and the spaces between them, so the parts put back together give the texts exactly. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * Past this many cells (words before × words after, once the shared start and end are set
 * aside) the table of common words would cost too much memory: the middle is shown as one
 * removal and one addition instead.
 */
const MAX_CELLS = 4_000_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The longest common subsequence of `a` and `b`, walked into removed, added and shared parts. */
function middleParts(a: string[], b: string[], parts: DiffPart[]) {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  // common[i * (m + 1) + j]: the length of the longest common run of a[i..] and b[j..].
  const width = m + 1;
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      push(parts, 'removed', a[i]!);
      i += 1;
    } else {
      push(parts, 'added', b[j]!);
      j += 1;
    }
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
}

/**
 * Each run of changes as one removal then one addition: "grey-green cantera" → "green cantera,
 * gilded" reads as two phrases, not as words interleaved. A space alone between two changes
 * belongs to the run.
 */
function byRun(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    push(result, 'removed', removed);
    push(result, 'added', added);
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    const inRun =
      part.kind !== 'same' ||
      (/^\s+$/.test(part.text) &&
        (removed !== '' || added !== '') &&
        parts[index + 1] !== undefined &&
        parts[index + 1]!.kind !== 'same');
    if (!inRun) {
      flush();
      push(result, 'same', part.text);
      return;
    }
    if (part.kind !== 'added') removed += part.text;
    if (part.kind !== 'removed') added += part.text;
  });
  flush();
  return result;
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  middleParts(a.slice(start, a.length - end), b.slice(start, b.length - end), parts);
  push(parts, 'same', a.slice(a.length - end).join(''));
  return byRun(parts);
}
