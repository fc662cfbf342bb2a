#!/usr/bin/env node
import { commands } from './commands/index.js';

/**
 * `npm run scribe -- <command> …`: the pipeline without the web app, for trying it and for
 * evaluation. Each command lives in ./commands and registers itself there.
 */
async function main(argv: string[]) {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(
      `Usage: npm run scribe -- <command> [args]\n\nCommands:\n${commands.map((c) => `  ${c.usage}`).join('\n')}`,
    );
    return name ? 2 : 0;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error & { command?: string }) => {
    // An error that a command fixes (no speech model: the pull) says which one.
    console.error(`error: ${err.message}${err.command ? `\nRun: ${err.command}` : ''}`);
    process.exit(1);
  },
);
