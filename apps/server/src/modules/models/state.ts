import path from 'node:path';
import { loadCatalog, type CatalogEntry } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { ModelDownloads } from './downloads.js';

export interface ModelsState {
  modelsDir: string;
  catalog: CatalogEntry[];
  downloads: ModelDownloads;
}

/**
 * The catalogue (built-in plus MODEL_CATALOG) and the downloads of one running app, made on first
 * use and kept with its context: the API routes, the worker's first-start pull and the pipeline's
 * wait for a model all see the same downloads.
 */
const states = new WeakMap<CoreContext, Promise<ModelsState>>();

export function modelsState(ctx: CoreContext): Promise<ModelsState> {
  let s = states.get(ctx);
  if (!s) {
    s = (async () => {
      const modelsDir = path.resolve(ctx.config.MODELS_DIR);
      const catalog = await loadCatalog(ctx.config.MODEL_CATALOG);
      return { modelsDir, catalog, downloads: new ModelDownloads(modelsDir, catalog, ctx.logger) };
    })();
    states.set(ctx, s);
  }
  return s;
}
