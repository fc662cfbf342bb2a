const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are UUIDs; anything else names no record (a 404, never a database error). */
export function isUuid(s: string): boolean {
  return UUID.test(s);
}
