import type { SpeakerRole } from '@asha/contracts';
import type { LlmEngine } from '../llm/types.js';
import { classifyRoles, type ClassifyOptions } from './classify.js';
import { labelRolesWithLlm } from './llm.js';

export { classifyRoles, type ClassifyOptions } from './classify.js';
export { nameVoices, type NamedLines, type VoicedLine } from './voices.js';

/**
 * Doctor/Patient for each turn from its words alone: the language model when one is given, else the
 * deterministic classifier; a failed or unusable model answer falls back to the classifier too.
 */
export async function labelRoles(
  turns: string[],
  llm?: LlmEngine | null,
  o: ClassifyOptions = {},
): Promise<SpeakerRole[]> {
  if (!llm || turns.length === 0) return classifyRoles(turns, o);
  try {
    return await labelRolesWithLlm(turns, llm);
  } catch {
    return classifyRoles(turns, o);
  }
}
