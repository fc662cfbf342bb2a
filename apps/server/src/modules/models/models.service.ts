import path from 'node:path';
import type { ModelDownload, ModelsResponse, ModelSummary } from '@asha/contracts';
import {
  DEFAULT_MODEL,
  findCatalogEntry,
  fitsMemory,
  listInstalledModels,
  partialDownload,
  removeModel,
  type CatalogEntry,
} from '@asha/scribe';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { chooseEngines, describeEngines } from '../writing/index.js';
import { arrivingSpeechModel } from './arriving.js';
import { modelsState } from './state.js';

/** Every catalogued model and every model file in the folder, with what the clinician's consultations use now. */
export async function listModels(ctx: AppContext, clinicianId: string): Promise<ModelsResponse> {
  const { modelsDir, catalog, downloads } = await modelsState(ctx);
  // The folder is read before the engines are chosen: a download finishing between the two then
  // shows as not yet installed, never as installed but unused.
  const installed = await listInstalledModels(modelsDir, { catalog });
  const choice = await chooseEngines(ctx, clinicianId);
  const inUse = new Set(
    [
      choice.speech?.kind === 'whisper' ? choice.speech.modelPath : '',
      choice.llm.kind === 'llama' ? choice.llm.modelPath : '',
    ].filter(Boolean),
  );
  const rows: ModelSummary[] = [];
  for (const entry of catalog) {
    const file = installed.find((m) => m.entry?.name === entry.name);
    const part = file ? { bytes: 0, active: false } : await partialDownload(modelsDir, entry);
    rows.push({
      ...common(entry),
      installed: !!file,
      partialBytes: part.bytes,
      inUse: !!file && inUse.has(file.file),
      download:
        downloads.status(entry.name) ??
        (part.active && downloads.mayRunElsewhere(entry.name) ? elsewhere(part.bytes, entry.bytes) : null),
    });
  }
  for (const m of installed.filter((i) => !i.entry)) {
    rows.push({
      name: m.name,
      kind: m.kind,
      title: path.basename(m.file),
      bytes: m.bytes,
      licence: null,
      ramBytes: null,
      fitsMemory: fitsMemory({ ramBytes: null, bytes: m.bytes }),
      checksum: null,
      catalogued: false,
      installed: true,
      partialBytes: 0,
      inUse: inUse.has(m.file),
      isDefault: false,
      download: null,
    });
  }
  const waitingFor = choice.speech ? null : await arrivingSpeechModel(ctx);
  return { models: rows, engines: describeEngines(choice), waitingFor };
}

function common(e: CatalogEntry) {
  return {
    name: e.name,
    kind: e.kind,
    title: e.title,
    bytes: e.bytes,
    licence: e.licence,
    ramBytes: e.ramBytes,
    fitsMemory: fitsMemory(e),
    checksum: e.checksum.algorithm,
    catalogued: true,
    isDefault: e.name === DEFAULT_MODEL,
  };
}

/** A download another process (the worker, the CLI) is writing: its progress is the file's size. */
function elsewhere(received: number, total: number): ModelDownload {
  return { state: 'downloading', receivedBytes: received, totalBytes: total, error: null };
}

async function knownEntry(ctx: AppContext, name: string): Promise<CatalogEntry> {
  const entry = findCatalogEntry(name, (await modelsState(ctx)).catalog);
  if (!entry) throw notFound(`Unknown model '${name}'.`);
  return entry;
}

/** Starts (or resumes) a download; asking again while one runs returns it. */
export async function startDownload(ctx: AppContext, name: string): Promise<ModelDownload> {
  const entry = await knownEntry(ctx, name);
  const { modelsDir, catalog, downloads } = await modelsState(ctx);
  if ((await listInstalledModels(modelsDir, { catalog })).some((m) => m.entry?.name === entry.name)) {
    throw conflict(`${entry.title} is already installed.`);
  }
  if (!fitsMemory(entry)) {
    throw conflict(
      `${entry.title} needs ${(entry.ramBytes / 1024 ** 3).toFixed(0)} GB of memory; this machine has less.`,
    );
  }
  return downloads.start(entry, 'Models page');
}

export async function cancelDownload(ctx: AppContext, name: string): Promise<void> {
  const entry = await knownEntry(ctx, name);
  if (!(await (await modelsState(ctx)).downloads.cancel(entry.name)))
    throw conflict(`No download of ${entry.title} is under way.`);
}

/** Deletes a model file (catalogued or the clinic's own) and any partial download of it. */
export async function deleteModel(ctx: AppContext, name: string): Promise<void> {
  const { modelsDir, catalog, downloads } = await modelsState(ctx);
  const entry = findCatalogEntry(name, catalog);
  const own = entry
    ? null
    : (await listInstalledModels(modelsDir, { catalog })).find((m) => !m.entry && m.name === name);
  if (!entry && !own) throw notFound(`Unknown model '${name}'.`);
  if (entry && downloads.isRunning(entry.name))
    throw conflict(`${entry.title} is downloading: cancel the download first.`);
  if (!(await removeModel(modelsDir, entry?.fileName ?? path.basename(own!.file))))
    throw notFound(`${entry?.title ?? name} is not installed.`);
  ctx.logger.info({ model: name }, 'model removed');
}
