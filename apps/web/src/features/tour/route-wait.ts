/** After a route change the tour waits 300–800 ms before showing the step. */
export const ROUTE_WAIT = { minMs: 300, maxMs: 800, pollMs: 50 } as const;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Resolves once the new page is there: at least `minMs` after navigating (the page's enter
 * transition and lazy route), and as soon after that as `selector` exists, but never later than
 * `maxMs` — a target that never appears is then skipped by the tour.
 */
export async function waitForRoute(path: string, selector: string, o = ROUTE_WAIT): Promise<void> {
  const started = Date.now();
  await sleep(o.minMs);
  while (Date.now() - started < o.maxMs) {
    if (window.location.pathname === path && document.querySelector(selector)) return;
    await sleep(o.pollMs);
  }
}

export { sleep };
