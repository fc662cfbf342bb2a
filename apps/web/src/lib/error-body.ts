/** Longer bodies (an HTML error page) are cut: a detail line is one sentence, not a document. */
const MAX_LENGTH = 200;

/** The API's `{ error }` message in an answer's body, or null when the body is not that JSON. */
export function errorFieldOf(text: string): string | null {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && 'error' in json && typeof json.error === 'string') return json.error;
  } catch {
    // not JSON
  }
  return null;
}

/**
 * The message a person reads from an error answer: the API's `error` field, else the body text
 * itself (a proxy's or the storage's plain-text answer), on one short line.
 */
export function messageOfErrorBody(text: string): string {
  const message = (errorFieldOf(text) ?? text).replace(/\s+/g, ' ').trim();
  return message.length > MAX_LENGTH ? `${message.slice(0, MAX_LENGTH - 1)}…` : message;
}
