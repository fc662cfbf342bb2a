import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MODEL } from '../speech/errors.js';
import { findModel, modelFileName, modelUrl } from './catalog.js';
import { downloadFile } from './download.js';

export { DEFAULT_MODEL };

export interface InstalledModel {
  name: string;
  file: string;
  bytes: number;
}

/** ggml-*.bin files in MODELS_DIR (partial downloads end in .part and are not listed). */
export async function listInstalledModels(modelsDir: string): Promise<InstalledModel[]> {
  const names = await readdir(modelsDir).catch(() => [] as string[]);
  const out: InstalledModel[] = [];
  for (const f of names.filter((n) => /^ggml-.+\.bin$/.test(n)).sort()) {
    const file = path.join(modelsDir, f);
    out.push({ name: f.slice(5, -4), file, bytes: (await stat(file)).size });
  }
  return out;
}

/**
 * The model to use: the named one if installed, else the default, else the best installed
 * multilingual model (largest file), else null (the caller reports NoSpeechModelError).
 */
export async function resolveModelFile(modelsDir: string, preferred?: string): Promise<string | null> {
  const installed = await listInstalledModels(modelsDir);
  const pick = (n: string) => installed.find((m) => m.name === n.replace(/^ggml-/, '').replace(/\.bin$/, ''));
  const chosen = (preferred ? pick(preferred) : undefined) ?? pick(DEFAULT_MODEL) ?? [...installed].sort((a, b) => b.bytes - a.bytes)[0];
  return chosen?.file ?? null;
}

export async function pullModel(
  modelsDir: string,
  name: string,
  o: { baseUrl?: string; onProgress?: (p: { received: number; total: number | null }) => void; fetchImpl?: typeof fetch } = {},
): Promise<string> {
  const known = findModel(name);
  if (!known) throw new Error(`Unknown model '${name}'. Run: npm run models -- list`);
  const dest = path.join(modelsDir, modelFileName(known.name));
  await downloadFile({ url: modelUrl(known.name, o.baseUrl), dest, checksum: known.sha1, onProgress: o.onProgress, fetchImpl: o.fetchImpl });
  return dest;
}
