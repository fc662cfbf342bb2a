import type { ApiModule } from '../app.js';
import { authRoutes } from './auth/routes.js';
import { conversationRoutes } from './conversations/routes.js';

/** Every feature module's API routes, mounted under /api. */
export const apiModules: ApiModule[] = [authRoutes, conversationRoutes];
