import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ModelKind } from '@asha/contracts';
import { DEFAULT_MODEL } from '../speech/errors.js';
import { BUILTIN_CATALOG, findCatalogEntry, type CatalogEntry } from './catalog.js';
import { downloadFile, type DownloadOptions } from './download.js';

export { DEFAULT_MODEL };

export interface InstalledModel {
  name: string;
  kind: ModelKind;
  file: string;
  bytes: number;
  /** The catalogue entry, or null for a file the clinic put in the folder itself. */
  entry: CatalogEntry | null;
}

/**
 * Files that are models though no catalogue lists them, by kind: whisper.cpp's `ggml-<name>.bin`
 * and any `.gguf` language model. Partial downloads end in `.part` and never match.
 */
const UNCATALOGUED: { kind: ModelKind; name: (file: string) => string | null }[] = [
  { kind: 'speech', name: (f) => /^ggml-(.+)\.bin$/.exec(f)?.[1] ?? null },
  { kind: 'report', name: (f) => /^(.+)\.gguf$/i.exec(f)?.[1] ?? null },
];

/** The complete model files in MODELS_DIR, of one kind or all. */
export async function listInstalledModels(
  modelsDir: string,
  o: { kind?: ModelKind; catalog?: readonly CatalogEntry[] } = {},
): Promise<InstalledModel[]> {
  const catalog = o.catalog ?? BUILTIN_CATALOG;
  const files = await readdir(modelsDir).catch(() => [] as string[]);
  const out: InstalledModel[] = [];
  for (const f of files.sort()) {
    const entry = catalog.find((e) => e.fileName === f) ?? null;
    const guess = entry ? null : UNCATALOGUED.map((u) => ({ kind: u.kind, name: u.name(f) })).find((u) => u.name);
    const kind = entry?.kind ?? guess?.kind;
    const name = entry?.name ?? guess?.name;
    if (!kind || !name || (o.kind && kind !== o.kind)) continue;
    const file = path.join(modelsDir, f);
    const s = await stat(file).catch(() => null);
    if (s?.isFile()) out.push({ name, kind, file, bytes: s.size, entry });
  }
  return out;
}

/**
 * The speech model to use: the named one if installed, else the default, else the largest
 * installed one, else null (the caller reports NoSpeechModelError).
 */
export async function resolveModelFile(
  modelsDir: string,
  preferred?: string,
  catalog?: readonly CatalogEntry[],
): Promise<string | null> {
  const installed = await listInstalledModels(modelsDir, { kind: 'speech', catalog });
  const pick = (n: string) => installed.find((m) => m.name === n.replace(/^ggml-/, '').replace(/\.bin$/, ''));
  const chosen =
    (preferred ? pick(preferred) : undefined) ??
    pick(DEFAULT_MODEL) ??
    [...installed].sort((a, b) => b.bytes - a.bytes)[0];
  return chosen?.file ?? null;
}

/** Whether a model can run here: the memory it needs against this machine's (a file's size for uncatalogued ones). */
export function fitsMemory(m: { ramBytes: number | null; bytes: number }, totalMem = os.totalmem()): boolean {
  return (m.ramBytes ?? m.bytes * 1.3) <= totalMem;
}

/** The installed report model that writes reports in `auto`: the largest that fits this machine's memory. */
export async function resolveReportModelFile(
  modelsDir: string,
  catalog?: readonly CatalogEntry[],
  totalMem = os.totalmem(),
): Promise<InstalledModel | null> {
  const installed = await listInstalledModels(modelsDir, { kind: 'report', catalog });
  const fitting = installed.filter((m) =>
    fitsMemory({ ramBytes: m.entry?.ramBytes ?? null, bytes: m.bytes }, totalMem),
  );
  return fitting.sort((a, b) => b.bytes - a.bytes)[0] ?? null;
}

/** A download still growing within this long counts as under way, from any process (CLI, worker, API). */
export const ACTIVE_PART_MS = 30_000;

/** What an unfinished download left in MODELS_DIR: its size, and whether it is still being written. */
export async function partialDownload(
  modelsDir: string,
  entry: CatalogEntry,
  now = Date.now(),
): Promise<{ bytes: number; active: boolean }> {
  const s = await stat(path.join(modelsDir, `${entry.fileName}.part`)).catch(() => null);
  return s ? { bytes: s.size, active: now - s.mtimeMs < ACTIVE_PART_MS } : { bytes: 0, active: false };
}

export interface PullOptions extends Pick<DownloadOptions, 'onProgress' | 'fetchImpl' | 'signal'> {
  catalog?: readonly CatalogEntry[];
  /** A mirror that serves the catalogue's files by file name, instead of each entry's own address. */
  baseUrl?: string;
}

export class UnknownModelError extends Error {
  override readonly name = 'UnknownModelError';
  constructor(name: string) {
    super(`Unknown model '${name}'. Run: npm run models -- list`);
  }
}

/** Downloads a catalogued model into MODELS_DIR, resuming a partial file, checking its checksum. */
export async function pullModel(modelsDir: string, name: string, o: PullOptions = {}): Promise<string> {
  const entry = findCatalogEntry(name, o.catalog);
  if (!entry) throw new UnknownModelError(name);
  const dest = path.join(modelsDir, entry.fileName);
  const url = o.baseUrl ? `${o.baseUrl.replace(/\/$/, '')}/${entry.fileName}` : entry.url;
  await downloadFile({
    url,
    dest,
    checksum: entry.checksum.value,
    onProgress: o.onProgress,
    fetchImpl: o.fetchImpl,
    signal: o.signal,
  });
  return dest;
}

/** Deletes a model's file and any partial download of it; false when there was nothing to delete. */
export async function removeModel(modelsDir: string, fileName: string): Promise<boolean> {
  const file = path.join(modelsDir, path.basename(fileName));
  const existed = await Promise.all(
    [file, `${file}.part`].map((f) =>
      stat(f).then(
        () => true,
        () => false,
      ),
    ),
  );
  await Promise.all([rm(file, { force: true }), rm(`${file}.part`, { force: true })]);
  return existed.some(Boolean);
}
