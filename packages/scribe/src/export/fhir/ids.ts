import { createHash } from 'node:crypto';

/**
 * The same input always names the same resource (a name-based UUID, version 5 layout), so the
 * document of one note version has the same ids however often it is exported, and a retried send
 * can be recognised by the server as the one it already has.
 */
export function stableUuid(...parts: string[]): string {
  const h = createHash('sha1').update(parts.join('\u001f')).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** Identifiers that are URIs: the FHIR convention for ids with no registry of their own. */
export const URI_SYSTEM = 'urn:ietf:rfc:3986';
export const uuidIdentifier = (uuid: string) => ({ system: URI_SYSTEM, value: `urn:uuid:${uuid}` });
