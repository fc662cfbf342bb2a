import type { ListAudiosQuery, ListAudiosResponse, StorageFileEntry } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import type { BlobInfo } from '../../storage/index.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { clinicianPrefix } from './keys.js';

const AUDIO_EXTENSIONS = new Set(['wav', 'mp3', 'm4a', 'aac', 'ogg', 'flac', 'webm']);

type FileKind = 'audio' | 'json' | null;

/**
 * Which stored files the reports browser sees (spec §3 Storage file entry): the recordings and
 * the `<base>.json` reports. The pipeline's `<base>.txt` and `<base>.transcript.json` are skipped.
 */
export function fileKind(key: string): FileKind {
  const name = key.slice(key.lastIndexOf('/') + 1).toLowerCase();
  if (name.endsWith('.transcript.json')) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1);
  if (ext === 'json') return 'json';
  return AUDIO_EXTENSIONS.has(ext) ? 'audio' : null;
}

const isCursor = (v: unknown): v is { k: string } => typeof v === 'object' && v !== null && typeof (v as { k: unknown }).k === 'string';

/** Spec §7 call 10: the clinician's own folder only, in key order, `limit` visible files a page. */
export async function listAudios(ctx: AppContext, clinicianId: string, q: ListAudiosQuery): Promise<ListAudiosResponse> {
  const prefix = clinicianPrefix(clinicianId);
  const scope = `audios:${clinicianId}`;
  let cursor = q.nextToken ? decodeCursor(ctx.appSecret, scope, q.nextToken, isCursor).k : undefined;
  if (cursor && !cursor.startsWith(prefix)) cursor = undefined;
  const picked: BlobInfo[] = [];
  let more = true;
  // Skipped files (transcripts) can leave a storage page short: keep reading until the page is full.
  while (picked.length < q.limit && more) {
    const page = await ctx.storage.list(prefix, { limit: q.limit, cursor });
    if (page.items.length === 0) break;
    for (const blob of page.items) {
      if (picked.length === q.limit) break;
      cursor = blob.key;
      if (fileKind(blob.key)) picked.push(blob);
    }
    more = page.nextCursor !== null || page.items.some((b) => b.key > cursor!);
  }
  const items = await Promise.all(picked.map((b) => toEntry(ctx, b)));
  return { items, nextToken: more && cursor ? encodeCursor(ctx.appSecret, scope, { k: cursor }) : null };
}

async function toEntry(ctx: AppContext, b: BlobInfo): Promise<StorageFileEntry> {
  const url = await ctx.storage.signedDownloadUrl(b.key, { expiresInSec: ctx.config.SIGNED_URL_TTL_SEC });
  const kind = fileKind(b.key);
  return {
    key: b.key,
    size: b.size,
    lastModified: b.lastModified.toISOString(),
    ...(kind === 'audio' ? { mediaUrl: url } : { jsonUrl: url }),
  };
}
