import { KNOWN_MODELS, listInstalledModels, progressBar, pullModel } from '../../models/index.js';
import { DEFAULT_MODEL, speechSettingsFromEnv } from '../../speech/index.js';
import type { CliCommand } from './types.js';

/** `npm run models -- list | pull <name>` (issue #7, item 4): whisper.cpp models in MODELS_DIR. */
export const modelsCommand: CliCommand = {
  name: 'models',
  usage: 'models list | pull <name>   list or download whisper.cpp models into MODELS_DIR',
  async run([sub, name]) {
    const { modelsDir } = speechSettingsFromEnv();
    if (sub === 'list') return list(modelsDir);
    if (sub === 'pull' && name) return pull(modelsDir, name);
    console.error(`Usage: npm run models -- list\n       npm run models -- pull <name>   (default: ${DEFAULT_MODEL})`);
    return 2;
  },
};

async function list(modelsDir: string) {
  const installed = new Set((await listInstalledModels(modelsDir)).map((m) => m.name));
  console.log(`Models folder: ${modelsDir}\n`);
  for (const m of KNOWN_MODELS) {
    const flags = [installed.has(m.name) ? 'installed' : '', m.name === DEFAULT_MODEL ? 'default' : '', m.multilingual ? '' : 'English only'];
    console.log(`${m.name.padEnd(22)}${`${(m.bytes / 1e6).toFixed(0)} MB`.padStart(9)}  ${flags.filter(Boolean).join(', ')}`);
  }
  return 0;
}

async function pull(modelsDir: string, name: string) {
  let last = 0;
  const file = await pullModel(modelsDir, name, {
    onProgress: ({ received, total }) => {
      if (Date.now() - last < 200 && received !== total) return;
      last = Date.now();
      process.stderr.write(`\r${progressBar(received, total)}`);
    },
  });
  process.stderr.write('\n');
  console.log(`Saved ${file} (checksum verified)`);
  return 0;
}
