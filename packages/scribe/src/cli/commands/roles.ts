import { readFile } from 'node:fs/promises';
import { createLlmEngine } from '../../llm/create.js';
import { llmSettingsFromEnv, resolveLlmConfig, rolesLlmConfig } from '../../llm/env.js';
import { labelRoles } from '../../roles/index.js';
import { parseDialogueText } from '../../transcript-text/index.js';
import type { CliCommand } from './types.js';

/** `roles <text file>`: one turn per line (speaker tags ignored) → one `Doctor`/`Patient` line per turn. */
export const rolesCommand: CliCommand = {
  name: 'roles',
  usage: 'roles <text file>          label each turn Doctor or Patient (tags in the file are ignored)',
  async run(args) {
    const [file] = args;
    if (!file) {
      console.error('Usage: npm run scribe -- roles <text file>');
      return 2;
    }
    const turns = parseDialogueText(await readFile(file, 'utf8')).map((t) => t.text);
    const settings = llmSettingsFromEnv();
    const roles = await labelRoles(turns, createLlmEngine(rolesLlmConfig(settings, await resolveLlmConfig(settings))));
    process.stdout.write(roles.map((r) => `${r}\n`).join(''));
    return 0;
  },
};
