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
 * After the route wait, a step waits this long for its target to be drawn (a list fetched after
 * the page, a busy machine, a slow network) before the tour skips it. The library's own wait for
 * a target does not run for steps that prepare their page first, as every step here does.
 */
export const TARGET_WAIT = { maxMs: 5000, pollMs: 50 } as const;

/** Resolves once `selector` is in the page, or after `maxMs`. */
export async function waitForElement(selector: string, o = TARGET_WAIT): Promise<void> {
  const started = Date.now();
  while (!document.querySelector(selector) && Date.now() - started < o.maxMs) await sleep(o.pollMs);
}

export { sleep };
