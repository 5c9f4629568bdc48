/**
 * Optimal string alignment distance (Levenshtein plus a swap of neighbours, the commonest typo)
 * between two short words, by code unit: the words here are already normalised. Highlighting and
 * corrections ask it for every pair of words they compare, so it keeps only the three rows of the
 * table a swap looks back over.
 */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let twoBack = new Int32Array(cols);
  let previous = Int32Array.from({ length: cols }, (_, j) => j);
  let current = new Int32Array(cols);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, twoBack[j - 2]! + 1);
      }
      current[j] = best;
    }
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[cols - 1]!;
}
