import type { Readable } from 'node:stream';

/**
 * Blob storage, chosen once from config so callers never branch on the mode.
 * Keys look like `doctors/<clinicianId>/<patientId>/<base>.<ext>`; the browser only ever sees
 * short-lived signed URLs, one upload path for local and S3 alike.
 */
export interface BlobInfo {
  key: string;
  size: number;
  lastModified: Date;
  contentType?: string;
}

export interface SignedUploadOptions {
  contentType: string;
  expiresInSec: number;
  maxBytes: number;
}

export interface SignedDownloadOptions {
  expiresInSec: number;
  /** Sets Content-Disposition so the browser downloads under this name. */
  downloadName?: string;
}

export interface BlobStorage {
  readonly kind: 'local' | 's3';
  signedUploadUrl(key: string, opts: SignedUploadOptions): Promise<string>;
  signedDownloadUrl(key: string, opts: SignedDownloadOptions): Promise<string>;
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  getStream(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  head(key: string): Promise<BlobInfo | null>;
  /** Keys under a prefix in key order; `cursor` is the last key of the previous page. */
  list(
    prefix: string,
    opts: { limit: number; cursor?: string },
  ): Promise<{ items: BlobInfo[]; nextCursor: string | null }>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be reached (readiness probe). */
  ping(): Promise<void>;
}

export class InvalidKeyError extends Error {}
export class BlobNotFoundError extends Error {}

/**
 * Keys are normalised and checked so no path can escape the storage root: relative segments,
 * absolute paths, backslashes, control characters and empty segments are refused.
 */
export function assertSafeKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidKeyError('Invalid storage key');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(key) || key.startsWith('/')) throw new InvalidKeyError('Invalid storage key');
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new InvalidKeyError('Invalid storage key');
  if (!/^[A-Za-z0-9._\-/]+$/.test(key)) throw new InvalidKeyError('Invalid storage key');
  return key;
}
