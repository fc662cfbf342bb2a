import {
  PATIENT_LANGUAGES,
  type PatientCopyContent,
  type PatientCopySection,
  type PatientCopyTranslation,
  type PatientLanguage,
  type PatientReport,
} from '@asha/contracts';
import type { LlmEngine } from '../../llm/types.js';
import { redactIdentifiers, restoreDeep, type PatientIdentity } from '../../privacy/index.js';
import { builtInPatientCopy } from './built-in.js';
import { ENGLISH_HEADINGS, plainPatientCopy } from './plain.js';
import { translatePatientCopy } from './translate.js';
import { PHRASE_TABLES } from './vocabulary/index.js';

export { ENGLISH_HEADINGS, plainPatientCopy } from './plain.js';
export { translatePatientCopy } from './translate.js';

export interface WrittenPatientCopy {
  language: PatientLanguage;
  /** the whole copy written by a language model */
  translated: boolean;
  translation: PatientCopyTranslation;
  /** the sections with lines left in English in a copy in another language */
  englishSections: PatientCopySection[];
  engine: string;
  /** what the clinician should know about the copy's language; null when it is wholly in the language asked for */
  notice: string | null;
  content: PatientCopyContent;
}

const MODELS = 'A language model (Models page) translates the whole copy.';

/** What the clinician is told about a copy built from the phrase tables: what is in the language, what is not. */
function partialNotice(name: string, mark: string, english: PatientCopySection[], failed: string | null): string {
  const lead = failed
    ? `The ${name} translation failed (${failed}), so this copy is partly in ${name}, from built-in phrases: `
    : `Partly in ${name}, without a language model: `;
  const fixed = `the headings, how to take each medicine, tests, when to come back and the warning signs are in ${name}.`;
  const sections = english.map((k) => `‘${ENGLISH_HEADINGS[k]}’`).join(', ');
  const rest = english.length
    ? ` Free sentences the built-in phrases cannot translate stay in English, marked ${mark}, in: ${sections}.`
    : '';
  return `${lead}${fixed}${rest} ${failed ? 'Try again later.' : MODELS}`;
}

/**
 * The patient's copy in `language`. English needs no model. Another language is written by the
 * engine when there is one (with the patient's identifiers replaced by placeholders before text
 * leaves the machine). Without one, or when the translation fails, a language with phrase tables
 * gets its fixed parts in that language and its free sentences in English, marked; any other gets
 * the plain English copy. The notice says which, so the clinician knows what the patient can read.
 */
export async function writePatientCopy(
  report: PatientReport,
  language: PatientLanguage,
  o: { engine: LlmEngine | null; redact: boolean; patient: PatientIdentity },
): Promise<WrittenPatientCopy> {
  const name = PATIENT_LANGUAGES[language].name;
  const builtIn = (failed: string | null): WrittenPatientCopy => {
    const table = PHRASE_TABLES[language];
    const built = table && language !== 'en' ? builtInPatientCopy(report, table) : null;
    if (table && built)
      return {
        language,
        translated: false,
        translation: 'partial',
        englishSections: built.englishSections,
        engine: 'built-in',
        notice: partialNotice(name, table.inEnglish, built.englishSections, failed),
        content: built.content,
      };
    const notice = failed
      ? `This copy is in plain English: the ${name} translation failed (${failed}). Try again later.`
      : `This copy is in plain English: a copy in ${name} needs a language model (Models page: save an OpenAI key or install a report model).`;
    return {
      language: 'en',
      translated: false,
      translation: 'none',
      englishSections: [],
      engine: 'built-in',
      notice: language === 'en' ? null : notice,
      content: plainPatientCopy(report),
    };
  };
  if (language === 'en' || !o.engine) return builtIn(null);
  try {
    const english = plainPatientCopy(report);
    const redaction = o.engine.remote && o.redact ? redactIdentifiers(JSON.stringify(english), o.patient) : null;
    const source = redaction ? (JSON.parse(redaction.text) as PatientCopyContent) : english;
    const translated = await translatePatientCopy(o.engine, source, language);
    return {
      language,
      translated: true,
      translation: 'full',
      englishSections: [],
      engine: o.engine.name,
      notice: null,
      content: redaction ? restoreDeep(translated, redaction.restore) : translated,
    };
  } catch (err) {
    return builtIn(err instanceof Error ? err.message : String(err));
  }
}
