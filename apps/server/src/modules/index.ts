import type { ApiModule } from '../app.js';
import { analyticsRoutes } from './analytics/routes.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { conversationRoutes } from './conversations/routes.js';
import { exportRoutes } from './exports/routes.js';
import { eventRoutes } from './events/routes.js';
import { liveRoutes } from './live/routes.js';
import { modelsRoutes } from './models/routes.js';
import { notesRoutes } from './notes/routes.js';
import { noteTemplateRoutes } from './note-templates/routes.js';
import { patientsRoutes } from './patients/routes.js';
import { recordKeyRoutes } from './record-keys/routes.js';
import { settingsRoutes } from './settings/routes.js';

/** Every feature module's API routes, mounted under /api. */
export const apiModules: ApiModule[] = [
  authRoutes,
  patientsRoutes,
  settingsRoutes,
  analyticsRoutes,
  conversationRoutes,
  auditRoutes,
  modelsRoutes,
  notesRoutes,
  noteTemplateRoutes,
  liveRoutes,
  eventRoutes,
  exportRoutes,
  recordKeyRoutes,
];
