/** What a person sees when a request got no answer at all: the network dropped or the server is down. */
export const NO_CONNECTION = 'No connection to the server. Check the network and try again.';

/** A request that got no answer; its message says so in words a person can act on. */
export class NoConnectionError extends Error {
  constructor() {
    super(NO_CONNECTION);
    this.name = 'NoConnectionError';
  }
}

/**
 * fetch(), but a request that got no answer throws NoConnectionError instead of the browser's own
 * words ("Failed to fetch", "NetworkError when attempting to fetch resource"), which every screen
 * would otherwise show as is. A request cancelled by its caller stays an AbortError, so the caller
 * can tell it from a dropped network.
 */
export async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (err) {
    if (init?.signal?.aborted || (err instanceof DOMException && err.name === 'AbortError')) throw err;
    throw new NoConnectionError();
  }
}
