import type { ApiModule } from '../app.js';

/** Every feature module's API routes, mounted under /api. */
export const apiModules: ApiModule[] = [];
