import { AUDIO_EXTENSIONS, extensionOf, type ConversationStatus, type RecordingEntry } from '@asha/contracts';

/** Storage file entry: a recording's audio extensions and its report's make up its base name. */
const MERGED_EXTENSIONS = new Set([...AUDIO_EXTENSIONS, 'json']);

/** One recording and its report JSON, merged by base name, with its patient and date. */
export interface ReportRecord {
  displayName: string;
  audioUrl?: string;
  jsonUrl?: string;
  /** the larger of the merged files */
  size: number;
  /** the newest of the merged files (ISO text as stored) */
  lastModified: string;
  patientName: string;
  /** when the consultation was recorded (ISO) */
  recordedAt: string;
  status: ConversationStatus;
  /** the consultation it belongs to (exports of its note) */
  conversationId: string;
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

function addEntry(rec: ReportRecord | undefined, e: RecordingEntry): ReportRecord {
  const isJson = extensionOf(e.key) === 'json';
  const base: ReportRecord = rec ?? {
    displayName: baseName(e.key),
    size: 0,
    lastModified: e.lastModified,
    patientName: e.patientName,
    recordedAt: e.recordedAt,
    status: e.status,
    conversationId: e.conversationId,
  };
  return {
    ...base,
    audioUrl: base.audioUrl ?? (isJson ? undefined : e.mediaUrl),
    // The server links a .json file as jsonUrl; accept mediaUrl too for stores that only give one link.
    jsonUrl: base.jsonUrl ?? e.jsonUrl ?? (isJson ? e.mediaUrl : undefined),
    size: Math.max(base.size, e.size),
    lastModified: time(e.lastModified) > time(base.lastModified) ? e.lastModified : base.lastModified,
  };
}

/**
 * Entries sharing a base name merge into one record (the server sends each recording
 * whole, so this only ever joins what a store split). Newest recording first, then by name, the
 * order the server pages in, so loading more only ever adds older recordings below.
 */
export function mergeFiles(entries: RecordingEntry[]): ReportRecord[] {
  const byName = new Map<string, ReportRecord>();
  for (const e of entries) {
    const name = baseName(e.key);
    byName.set(name, addEntry(byName.get(name), e));
  }
  // Parse each date once, not in every comparison (thousands of records after a few "Load more").
  const keyed = [...byName.values()].map((r) => ({ r, t: time(r.recordedAt) }));
  keyed.sort(
    (a, b) => b.t - a.t || (a.r.displayName < b.r.displayName ? -1 : a.r.displayName > b.r.displayName ? 1 : 0),
  );
  return keyed.map((k) => k.r);
}

const KB = 1024;
const MB = 1024 * 1024;

/** B under 1 KB; KB with one decimal under 1 MB; MB with one decimal otherwise. */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

export function formatModified(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toLocaleString();
}
