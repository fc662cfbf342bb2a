import { exportCommand } from './export.js';
import { modelsCommand } from './models.js';
import { reportCommand } from './report.js';
import { rolesCommand } from './roles.js';
import { templatesCommand } from './templates.js';
import { transcribeCommand } from './transcribe.js';
import { verifyCommand } from './verify.js';
import type { CliCommand } from './types.js';

// One line per command file (transcribe, models, roles, report, verify, export, templates).
export const commands: CliCommand[] = [
  transcribeCommand,
  modelsCommand,
  rolesCommand,
  reportCommand,
  verifyCommand,
  exportCommand,
  templatesCommand,
];
