import { PATIENT_LANGUAGES, type PatientCopyContent, type PatientLanguage, type PatientReport } from '@asha/contracts';
import type { LlmEngine } from '../../llm/types.js';
import { redactIdentifiers, restoreDeep, type PatientIdentity } from '../../privacy/index.js';
import { plainPatientCopy } from './plain.js';
import { translatePatientCopy } from './translate.js';

export { ENGLISH_HEADINGS, plainPatientCopy } from './plain.js';
export { translatePatientCopy } from './translate.js';

export interface WrittenPatientCopy {
  language: PatientLanguage;
  translated: boolean;
  engine: string;
  /** why the copy is not in the language asked for; null when it is */
  notice: string | null;
  content: PatientCopyContent;
}

/**
 * The patient's copy in `language`: English needs no model; another language is written by the
 * engine when there is one (with the patient's identifiers replaced by placeholders before text
 * leaves the machine), else the plain English copy with a notice saying a translation needs a
 * language model. A failed translation also falls back to English, saying why.
 */
export async function writePatientCopy(
  report: PatientReport,
  language: PatientLanguage,
  o: { engine: LlmEngine | null; redact: boolean; patient: PatientIdentity },
): Promise<WrittenPatientCopy> {
  const english = plainPatientCopy(report);
  const plain = (notice: string | null): WrittenPatientCopy => ({
    language: 'en',
    translated: false,
    engine: 'built-in',
    notice,
    content: english,
  });
  if (language === 'en') return plain(null);
  const name = PATIENT_LANGUAGES[language].name;
  if (!o.engine)
    return plain(
      `This copy is in plain English: a copy in ${name} needs a language model (save an OpenAI key, set OPENAI_API_KEY, or install a report model).`,
    );
  try {
    const redaction = o.engine.remote && o.redact ? redactIdentifiers(JSON.stringify(english), o.patient) : null;
    const source = redaction ? (JSON.parse(redaction.text) as PatientCopyContent) : english;
    const translated = await translatePatientCopy(o.engine, source, language);
    return {
      language,
      translated: true,
      engine: o.engine.name,
      notice: null,
      content: redaction ? restoreDeep(translated, redaction.restore) : translated,
    };
  } catch (err) {
    return plain(
      `This copy is in plain English: the ${name} translation failed (${err instanceof Error ? err.message : String(err)}). Try again later.`,
    );
  }
}
