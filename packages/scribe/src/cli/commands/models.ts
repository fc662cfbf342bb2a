import os from 'node:os';
import { ModelKindSchema } from '@asha/contracts';
import {
  fitsMemory,
  listInstalledModels,
  loadCatalog,
  progressBar,
  pullModel,
  removeModel,
  findCatalogEntry,
  type CatalogEntry,
} from '../../models/index.js';
import { DEFAULT_MODEL, speechSettingsFromEnv } from '../../speech/index.js';
import type { CliCommand } from './types.js';

const KIND_TITLES = {
  speech: 'Speech models (whisper.cpp)',
  report: 'Report models (GGUF, node-llama-cpp)',
  speaker: 'Speaker models',
} as const;
const USAGE = `Usage: npm run models -- list
       npm run models -- pull <name>     (default speech model: ${DEFAULT_MODEL})
       npm run models -- remove <name>`;

/** `npm run models -- list | pull <name> | remove <name>`: every kind of model in MODELS_DIR (MODEL_CATALOG adds a clinic's own). */
export const modelsCommand: CliCommand = {
  name: 'models',
  usage: 'models list | pull <name> | remove <name>   speech, report and speaker models in MODELS_DIR',
  async run([sub, name]) {
    const { modelsDir } = speechSettingsFromEnv();
    const catalog = await loadCatalog(process.env.MODEL_CATALOG || undefined);
    if (sub === 'list') return list(modelsDir, catalog);
    if (sub === 'pull' && name) return pull(modelsDir, name, catalog);
    if (sub === 'remove' && name) return remove(modelsDir, name, catalog);
    console.error(USAGE);
    return 2;
  },
};

const gb = (n: number) => (n >= 1e9 ? `${(n / 1e9).toFixed(1)} GB` : `${(n / 1e6).toFixed(0)} MB`);

async function list(modelsDir: string, catalog: CatalogEntry[]) {
  const installed = await listInstalledModels(modelsDir, { catalog });
  console.log(`Models folder: ${modelsDir} (this machine: ${gb(os.totalmem())} of memory)`);
  for (const kind of ModelKindSchema.options) {
    const rows = catalog.filter((e) => e.kind === kind);
    const own = installed.filter((m) => m.kind === kind && !m.entry);
    if (!rows.length && !own.length) continue;
    console.log(`\n${KIND_TITLES[kind]}`);
    for (const e of rows) {
      const flags = [
        installed.some((m) => m.entry?.name === e.name) ? 'installed' : '',
        e.name === DEFAULT_MODEL ? 'default' : '',
        e.multilingual ? '' : 'English only',
        fitsMemory(e) ? '' : 'needs more memory than this machine has',
      ];
      const size = gb(e.bytes).padStart(8);
      console.log(
        `  ${e.name.padEnd(34)}${size}  RAM ${gb(e.ramBytes).padStart(7)}  ${e.licence.padEnd(28)} ${flags.filter(Boolean).join(', ')}`,
      );
    }
    for (const m of own) console.log(`  ${m.name.padEnd(34)}${gb(m.bytes).padStart(8)}  (your own file: ${m.file})`);
  }
  return 0;
}

async function pull(modelsDir: string, name: string, catalog: CatalogEntry[]) {
  let last = 0;
  const file = await pullModel(modelsDir, name, {
    catalog,
    onProgress: ({ received, total, verifying }) => {
      if (verifying) return process.stderr.write('\nVerifying the checksum…');
      if (Date.now() - last < 200 && received !== total) return;
      last = Date.now();
      process.stderr.write(`\r${progressBar(received, total)}`);
    },
  });
  process.stderr.write('\n');
  console.log(`Saved ${file} (checksum verified)`);
  return 0;
}

async function remove(modelsDir: string, name: string, catalog: CatalogEntry[]) {
  const entry = findCatalogEntry(name, catalog);
  const own = entry ? null : (await listInstalledModels(modelsDir, { catalog })).find((m) => m.name === name);
  const fileName = entry?.fileName ?? (own ? own.file : null);
  if (!fileName) {
    console.error(`Unknown model '${name}'. Run: npm run models -- list`);
    return 2;
  }
  console.log((await removeModel(modelsDir, fileName)) ? `Removed ${name}` : `${name} was not installed`);
  return 0;
}
