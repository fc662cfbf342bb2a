/** Where the protocol's API lives: its major version in the path, so a later major version can sit beside it. */
export const PROTOCOL_BASE_PATH = '/v1';
/** A session not ended within this long expires: it takes no more audio and is never processed. */
export const SESSION_TTL_SEC = 3600;
