import { readFile } from 'node:fs/promises';
import { ModelKindSchema, ModelNameSchema, type ModelKind } from '@asha/contracts';
import { z } from 'zod';
import { REPORT_MODELS } from './catalog-report.js';
import { SPEAKER_MODELS } from './catalog-speaker.js';
import { SPEECH_MODELS } from './catalog-speech.js';
import type { CatalogEntry } from './catalog-types.js';

export type { CatalogEntry, ChecksumAlgorithm } from './catalog-types.js';
export { DEFAULT_SPEECH_MODEL, WHISPER_BASE_URL } from './catalog-speech.js';

/** Every model the product knows, of every kind; each kind's list lives in its own catalog-<kind>.ts. */
export const BUILTIN_CATALOG: readonly CatalogEntry[] = [...SPEECH_MODELS, ...REPORT_MODELS, ...SPEAKER_MODELS];

/** Names as users type them: `ggml-small.bin`, `small` and `Small` all find the same model. */
export function findCatalogEntry(
  name: string,
  catalog: readonly CatalogEntry[] = BUILTIN_CATALOG,
): CatalogEntry | undefined {
  const n = name.trim().toLowerCase();
  return catalog.find(
    (e) => e.name.toLowerCase() === n || e.fileName.toLowerCase() === n || `ggml-${e.name}.bin` === n,
  );
}

export function catalogOfKind(kind: ModelKind, catalog: readonly CatalogEntry[] = BUILTIN_CATALOG): CatalogEntry[] {
  return catalog.filter((e) => e.kind === kind);
}

const ExtraEntrySchema = z.object({
  kind: ModelKindSchema,
  name: ModelNameSchema,
  title: z.string().min(1).max(200).optional(),
  fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'fileName must be a plain file name'),
  url: z.url(),
  bytes: z.number().int().positive(),
  checksum: z.object({
    algorithm: z.enum(['sha1', 'sha256', 'md5']),
    value: z
      .string()
      .regex(/^[0-9a-fA-F]{32}$|^[0-9a-fA-F]{40}$|^[0-9a-fA-F]{64}$/, 'checksum must be hex MD5, SHA-1 or SHA-256'),
  }),
  licence: z.string().min(1).max(200),
  ramBytes: z.number().int().positive(),
  multilingual: z.boolean().default(true),
  autoPull: z.boolean().optional(),
});

/**
 * A clinic's own additions (MODEL_CATALOG: a JSON array of entries in the shape above), e.g. a
 * mirror on the clinic network or a fine-tuned model. An entry with a built-in name replaces it.
 */
export async function loadCatalog(extraFile?: string): Promise<CatalogEntry[]> {
  if (!extraFile) return [...BUILTIN_CATALOG];
  const raw: unknown = JSON.parse(await readFile(extraFile, 'utf8'));
  const parsed = z.array(ExtraEntrySchema).safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `MODEL_CATALOG ${extraFile} is not a list of models: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const extra = parsed.data.map((e): CatalogEntry => ({ ...e, title: e.title ?? e.name }));
  const names = new Set(extra.map((e) => e.name));
  return [...BUILTIN_CATALOG.filter((e) => !names.has(e.name)), ...extra];
}
