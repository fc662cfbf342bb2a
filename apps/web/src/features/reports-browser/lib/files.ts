import type { StorageFileEntry } from '@asha/contracts';

/** Spec §3 Storage file entry: the extensions that make up a report's base name. */
const AUDIO_EXTENSIONS = ['wav', 'mp3', 'm4a', 'aac', 'ogg', 'flac', 'webm'];
const MERGED_EXTENSIONS = new Set([...AUDIO_EXTENSIONS, 'json']);

/** One recording and its report JSON, merged by base name (spec §3). */
export interface ReportRecord {
  displayName: string;
  audioUrl?: string;
  jsonUrl?: string;
  /** the larger of the merged files */
  size: number;
  /** the newest of the merged files (ISO text as stored) */
  lastModified: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `doctors/d1/p1/2025-a.webm` → `2025-a`; other extensions are kept (`notes.txt`). */
export function baseName(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return MERGED_EXTENSIONS.has(extensionOf(name)) ? name.slice(0, name.lastIndexOf('.')) : name;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

function addEntry(rec: ReportRecord, e: StorageFileEntry): ReportRecord {
  const isJson = extensionOf(e.key) === 'json';
  return {
    displayName: rec.displayName,
    audioUrl: rec.audioUrl ?? (isJson ? undefined : e.mediaUrl),
    // The server links a .json file as jsonUrl; accept mediaUrl too for stores that only give one link.
    jsonUrl: rec.jsonUrl ?? e.jsonUrl ?? (isJson ? e.mediaUrl : undefined),
    size: Math.max(rec.size, e.size),
    lastModified: time(e.lastModified) > time(rec.lastModified) ? e.lastModified : rec.lastModified,
  };
}

/** Spec §3: files sharing a base name merge; newest modification first, then by name. */
export function mergeFiles(entries: StorageFileEntry[]): ReportRecord[] {
  const byName = new Map<string, ReportRecord>();
  for (const e of entries) {
    const displayName = baseName(e.key);
    const empty: ReportRecord = { displayName, size: 0, lastModified: e.lastModified };
    byName.set(displayName, addEntry(byName.get(displayName) ?? empty, e));
  }
  // Parse each date once, not in every comparison (thousands of files after a few "Load more").
  const keyed = [...byName.values()].map((r) => ({ r, t: time(r.lastModified) }));
  keyed.sort((a, b) => b.t - a.t || (a.r.displayName < b.r.displayName ? -1 : a.r.displayName > b.r.displayName ? 1 : 0));
  return keyed.map((k) => k.r);
}

const KB = 1024;
const MB = 1024 * 1024;

/** Spec §9: B under 1 KB; KB with one decimal under 1 MB; MB with one decimal otherwise. */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

export function formatModified(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toLocaleString();
}
