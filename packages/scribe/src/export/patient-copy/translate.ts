import {
  PatientCopyContentSchema,
  PATIENT_LANGUAGES,
  type PatientCopyContent,
  type PatientLanguage,
} from '@asha/contracts';
import type { LlmEngine } from '../../llm/types.js';
import { LlmError } from '../../llm/types.js';

const SYSTEM = (language: string) =>
  [
    `You translate a patient's after-visit summary from English into ${language}.`,
    'Write for a patient with no medical training: short sentences, everyday words, the informal polite form.',
    'Translate every heading and every item; keep the same number of items in every list, in the same order.',
    'Add nothing and leave nothing out. Keep numbers, doses, times and units exactly as they are.',
    `Keep each medicine's name as written in English; you may add it in ${language} script in brackets after it.`,
    'Answer with JSON only, in the same shape as the input.',
  ].join('\n');

/** True when the translation kept every item of every list. */
function sameShape(a: PatientCopyContent, b: PatientCopyContent): boolean {
  return (
    a.found.length === b.found.length &&
    a.whatToDo.length === b.whatToDo.length &&
    a.medicines.length === b.medicines.length &&
    a.warningSigns.length === b.warningSigns.length &&
    (a.comeBack === null) === (b.comeBack === null)
  );
}

/**
 * The English copy in the patient's language, written by a language model. A translation that
 * drops or adds items is refused (LlmError), so the caller falls back to the English copy rather
 * than print a partial one.
 */
export async function translatePatientCopy(
  engine: LlmEngine,
  english: PatientCopyContent,
  language: PatientLanguage,
): Promise<PatientCopyContent> {
  const name = PATIENT_LANGUAGES[language].name;
  const translated = await engine.generateJson({
    system: SYSTEM(name),
    user: JSON.stringify(english, null, 2),
    schema: PatientCopyContentSchema,
    schemaName: 'patient_copy',
    maxTokens: 2000,
  });
  if (!sameShape(english, translated)) throw new LlmError(`The ${name} translation left out or added items`, false);
  return translated;
}
