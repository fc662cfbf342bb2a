import { BUILTIN_NOTE_TEMPLATES } from '@asha/contracts';
import { loadNoteTemplate } from '../../note-types/load.js';
import type { CliCommand } from './types.js';

/**
 * `templates`: the note types, one a line with its id first (for `report --type <id>`), its name,
 * version and sections. `templates <id|file>` prints one as JSON: a built-in to copy as the start of
 * a clinic's own template, or a clinic's file checked and shown as it will be used.
 */
export const templatesCommand: CliCommand = {
  name: 'templates',
  usage: 'templates [<id|template.json>]   list the note types, or print one as JSON',
  async run(args) {
    const [ref, ...rest] = args;
    if (rest.length) {
      console.error('Usage: npm run scribe -- templates [<id|template.json>]');
      return 2;
    }
    if (ref) {
      process.stdout.write(`${JSON.stringify(await loadNoteTemplate(ref), null, 2)}\n`);
      return 0;
    }
    const width = Math.max(...BUILTIN_NOTE_TEMPLATES.map((t) => t.id.length));
    for (const t of BUILTIN_NOTE_TEMPLATES)
      process.stdout.write(
        `${t.id.padEnd(width)}  ${t.name} (v${t.version}): ${t.sections.map((s) => s.title).join(', ')}\n`,
      );
    return 0;
  },
};
