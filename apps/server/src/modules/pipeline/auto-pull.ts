import os from 'node:os';
import {
  DEFAULT_MODEL,
  findCatalogEntry,
  pickAutoPullReportModel,
  resolveModelFile,
  resolveReportModelFile,
} from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { modelsState } from '../models/index.js';

/**
 * First start: models the install needs and lacks, downloaded in the background through the same
 * downloads the Models page shows, so the page shows their progress and consultations wait for the
 * speech model instead of failing. Offline, a pull fails (logged, and shown on the Models page) and
 * consultations fail with the screens that fix it.
 * - Speech (MODEL_AUTO_PULL, on by default): the default whisper model, when no speech engine is
 *   configured (no model in MODELS_DIR; with SPEECH_ENGINE=auto, no OPENAI_API_KEY either).
 * - Report (LLM_AUTO_PULL, off by default): with LLM_ENGINE=auto, no remote key and no local
 *   model, the largest permissively licensed model that fits this machine's total and free memory.
 */
export async function startModelAutoPull(ctx: CoreContext): Promise<void> {
  const c = ctx.config;
  const { modelsDir, catalog, downloads } = await modelsState(ctx);
  const speechByKey = c.SPEECH_ENGINE === 'openai' || (c.SPEECH_ENGINE === 'auto' && c.OPENAI_API_KEY);
  if (c.MODEL_AUTO_PULL && !speechByKey && !(await resolveModelFile(modelsDir, c.WHISPER_MODEL, catalog))) {
    downloads.start(findCatalogEntry(DEFAULT_MODEL, catalog)!, 'no speech model installed (MODEL_AUTO_PULL)');
  }
  const reportElsewhere = c.LLM_ENGINE !== 'auto' || c.OPENAI_API_KEY || c.LLAMA_MODEL_PATH;
  if (c.LLM_AUTO_PULL && !reportElsewhere && !(await resolveReportModelFile(modelsDir, catalog))) {
    const pick = pickAutoPullReportModel(catalog, { total: os.totalmem(), free: os.freemem() });
    if (pick) downloads.start(pick, 'no report model installed (LLM_AUTO_PULL)');
    else
      ctx.logger.info('LLM_AUTO_PULL: no report model fits this machine’s memory; the built-in writer writes reports');
  }
}
