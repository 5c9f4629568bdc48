/**
 * Vite's preload helper starts a dynamic import by appending a `<link rel="modulepreload">` for
 * every chunk the imported module needs (so they download side by side instead of one level of
 * imports after another). It appends them all in the task that calls `import()`: 20 to 40 links
 * for the app's step. Timed in desktop Chrome, a page spent 22–55 ms on them, about a
 * millisecond an append; four times that on Lighthouse's phone (decision 0020, item 10).
 *
 * `spreadPreloads(load)` runs `load` (the call that imports) with those appends held back, and
 * makes them a few at a time in the tasks that follow. The links still go out long before the
 * imported module's own response could name them, so the downloads stay side by side.
 */

/** Links appended per task: a few milliseconds of a phone's main thread. */
const LINKS_PER_TASK = 4;

const held: HTMLLinkElement[] = [];
let flushing = false;

function appendHeld(append: (node: Node) => Node) {
  for (const link of held.splice(0, LINKS_PER_TASK)) append(link);
  if (held.length > 0) window.setTimeout(() => appendHeld(append), 0);
  else flushing = false;
}

/** Calls `load`, whose module preload links are appended a few per task afterwards. */
export function spreadPreloads<T>(load: () => T): T {
  const head = document.head;
  const append = (node: Node) => Node.prototype.appendChild.call(head, node);
  // Only for the synchronous call of `load`, and only on this element: the helper appends there.
  head.appendChild = <N extends Node>(node: N): N => {
    if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload')
      return append(node) as N;
    held.push(node);
    if (!flushing) {
      flushing = true;
      window.setTimeout(() => appendHeld(append), 0);
    }
    return node;
  };
  try {
    return load();
  } finally {
    Reflect.deleteProperty(head, 'appendChild');
  }
}
