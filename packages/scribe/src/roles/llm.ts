import { SpeakerRoleSchema, type SpeakerRole } from '@asha/contracts';
import { z } from 'zod';
import type { LlmEngine } from '../llm/types.js';
import { classifyRoles } from './classify.js';

const RolesAnswerSchema = z.object({ roles: z.array(SpeakerRoleSchema) });

const SYSTEM =
  'You label the speakers of a doctor-patient consultation. For each numbered turn answer "Doctor" or ' +
  '"Patient" (family members count as Patient). Answer with exactly one label per turn, in order.';

/** Turns per request: long consultations are labelled in windows so no answer is cut off. */
const WINDOW = 60;

async function labelWindow(turns: string[], llm: LlmEngine): Promise<SpeakerRole[]> {
  const user = turns.map((t, i) => `${i + 1}. ${t.replace(/\s+/g, ' ').slice(0, 600)}`).join('\n');
  const answer = await llm.generateJson({
    system: SYSTEM,
    user: `Turns (${turns.length}):\n${user}`,
    schema: RolesAnswerSchema,
    schemaName: 'speaker_roles',
    maxTokens: 16 + turns.length * 6,
  });
  if (answer.roles.length !== turns.length)
    throw new Error(`model labelled ${answer.roles.length} of ${turns.length} turns`);
  return answer.roles;
}

export async function labelRolesWithLlm(turns: string[], llm: LlmEngine): Promise<SpeakerRole[]> {
  const out: SpeakerRole[] = [];
  for (let i = 0; i < turns.length; i += WINDOW) {
    const window = turns.slice(i, i + WINDOW);
    // One bad window should not throw away the others: the classifier covers just that window.
    out.push(...(await labelWindow(window, llm).catch(() => classifyRoles(window))));
  }
  return out;
}
