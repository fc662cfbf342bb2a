/** After a route change the tour waits 300–800 ms before showing the step. */
export const ROUTE_WAIT = { minMs: 300, maxMs: 800, pollMs: 50 } as const;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Resolves once the new page is there: at least `minMs` after navigating (the page's enter
 * transition and lazy route), and as soon after that as `selector` exists, but never later than
 * `maxMs`; a target not drawn by then is waited for a while longer (TARGET_WAIT).
 */
export async function waitForRoute(path: string, selector: string, o = ROUTE_WAIT): Promise<void> {
  const started = Date.now();
  await sleep(o.minMs);
  while (Date.now() - started < o.maxMs) {
    if (window.location.pathname === path && document.querySelector(selector)) return;
    await sleep(o.pollMs);
  }
}

/**
 * After the route wait, a step waits for its target while the page is still being drawn: the
 * route on its way, or a part of the page marked busy (a list or a patient being fetched). It is
 * skipped only once the page has been settled for `settledMs` without it, or after `capMs` in all,
 * so a slow machine or network keeps every step and a target that is truly missing costs little.
 * The library's own wait for a target does not run for steps that prepare their page first, as
 * every step here does.
 */
export const TARGET_WAIT = { settledMs: 2000, capMs: 30_000, pollMs: 50 } as const;

const drawing = (path: string | undefined) =>
  (path !== undefined && window.location.pathname !== path) || document.querySelector('[aria-busy="true"]') !== null;

/** Resolves once `selector` is in the page, or when the wait above gives up. */
export async function waitForElement(selector: string, path?: string, o = TARGET_WAIT): Promise<void> {
  const started = Date.now();
  let settledSince = Date.now();
  while (!document.querySelector(selector)) {
    const now = Date.now();
    if (drawing(path)) settledSince = now;
    if (now - settledSince >= o.settledMs || now - started >= o.capMs) return;
    await sleep(o.pollMs);
  }
}

export { sleep };
