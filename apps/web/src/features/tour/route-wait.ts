/**
 * How long a step waits for its page. After a route change it waits at least `minMs` (the page's
 * enter transition and lazy route). It shows as soon as its target exists, and gives up only after
 * `maxMs`: a slow machine or network can take seconds to draw the next page, and a step given up
 * too early is skipped, and the steps after it on the same page with it.
 */
export const ROUTE_WAIT = { minMs: 300, maxMs: 6000, pollMs: 50 } as const;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves once `path` is the page and `selector` is on it, or after `maxMs`: a target that never appears is then skipped by the tour. */
export async function waitForTarget(
  path: string,
  selector: string,
  o: { minMs: number; maxMs: number; pollMs: number } = ROUTE_WAIT,
): Promise<void> {
  const started = Date.now();
  await sleep(o.minMs);
  while (Date.now() - started < o.maxMs) {
    if (window.location.pathname === path && document.querySelector(selector)) return;
    await sleep(o.pollMs);
  }
}

export { sleep };
