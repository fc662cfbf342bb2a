import path from 'node:path';
import { DEFAULT_MODEL, pullModel, resolveModelFile } from '@asha/scribe';
import type { AppContext } from '../../context.js';

/**
 * First start with no speech engine (issue #7, item 4): with SPEECH_ENGINE=auto, no model in
 * MODELS_DIR and no OPENAI_API_KEY, download the default multilingual model in the background.
 * Offline, the pull fails quietly (logged) and conversations fail with the command that fixes it.
 */
export function startModelAutoPull(ctx: AppContext): Promise<void> | null {
  const c = ctx.config;
  if (!c.MODEL_AUTO_PULL || c.SPEECH_ENGINE === 'openai' || (c.SPEECH_ENGINE === 'auto' && c.OPENAI_API_KEY)) return null;
  const modelsDir = path.resolve(c.MODELS_DIR);
  return (async () => {
    if (await resolveModelFile(modelsDir, c.WHISPER_MODEL)) return;
    ctx.logger.info({ model: DEFAULT_MODEL, modelsDir }, 'no speech model installed: downloading the default in the background');
    let logged = 0;
    try {
      const file = await pullModel(modelsDir, DEFAULT_MODEL, {
        onProgress: ({ received, total }) => {
          if (!total || received / total < logged + 0.1) return;
          logged = Math.floor((received / total) * 10) / 10;
          ctx.logger.info({ percent: Math.round(logged * 100) }, 'speech model download');
        },
      });
      ctx.logger.info({ file }, 'speech model ready');
    } catch (err) {
      ctx.logger.warn({ err: (err as Error).message }, `speech model download failed; run: npm run models -- pull ${DEFAULT_MODEL}`);
    }
  })();
}
