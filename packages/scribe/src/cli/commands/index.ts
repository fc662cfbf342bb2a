import type { CliCommand } from './types.js';

// One line per command file (transcribe, models, roles, report, verify).
export const commands: CliCommand[] = [];
