/**
 * Per-IP limits for anonymous write endpoints: generous for people, a wall for floods. Counted
 * once the body is read (`preHandler`), after a repeated send was answered (REPEATED_SEND): a
 * repeat gets the first send's answer and costs nothing.
 */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: '15 minutes', hook: 'preHandler' } as const;

/**
 * Page renders per address that no kept copy answers (a page with a query of its own, a path
 * with no page, the first visit after a copy is dropped): a traveller opens a few such pages a
 * minute, most pages are kept and never count, and 120 a minute leaves room for many behind one
 * carrier-grade NAT address while holding a flood on one address to 2 renders a second
 * (decision 0030). RATE_LIMIT_FACTOR scales it.
 */
export const PAGE_RENDER_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

/**
 * How long a page render waits for one of the RENDER_CONCURRENCY slots before it is refused with
 * 503 (at most as many wait as run): a burst of uncached pages costs its last visitors a little
 * time instead of an error page (decision 0042). Well under the 3 s after which the service
 * worker gives up on the network.
 */
export const PAGE_RENDER_WAIT_MS = 1000;

/**
 * A form sent again (a double click, a retry after a lost answer) is answered with the first send's
 * answer, and nothing is taken twice: by its Idempotency-Key for ten minutes, or, sent without one
 * (a page without the app), by the same body from the same address within ten seconds. A repeat
 * that arrives while the first is still being taken waits for that answer, at most `waitMs`.
 */
export const REPEATED_SEND = {
  keyMs: 10 * 60_000,
  sameBodyMs: 10_000,
  waitMs: 5_000,
  pollMs: 50,
} as const;

/**
 * Pictures editors upload (decision 0044). A phone's photo is 2–5 MB; an SVG drawing is tens of
 * kilobytes, and a larger one is mostly editor metadata or embedded data. Over either: 413.
 */
export const MAX_RASTER_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_SVG_UPLOAD_BYTES = 512 * 1024;
/**
 * A raster picture is decoded only up to this many pixels (sharp's limitInputPixels): a few
 * kilobytes of PNG can declare a 50,000 × 50,000 image (a decompression bomb). 40 megapixels
 * covers any phone's camera.
 */
export const MAX_UPLOAD_INPUT_PIXELS = 40_000_000;
/** The longest side a re-encoded picture keeps: twice the widest place a page shows one. */
export const MAX_UPLOAD_SIDE_PX = 2000;
/** How long a call to the S3-compatible store may take before the upload or read gives up. */
export const MEDIA_STORE_TIMEOUT_MS = 10_000;
