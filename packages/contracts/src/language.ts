import { z } from 'zod';

/**
 * The languages a patient's copy of the note may be written in: each has its English name (what
 * the clinician reads in a menu), its own name (what the patient reads on the page) and the script
 * it is written in, which decides the font the PDF uses. A language whose script the PDF cannot
 * draw (right-to-left scripts, Chinese, Japanese, Korean) is not offered: a copy in it would be
 * unreadable. Codes are the ones the speech engine reports for a consultation (ISO 639-1).
 */
export const PATIENT_LANGUAGES = {
  en: { name: 'English', native: 'English', script: 'Latn' },
  hi: { name: 'Hindi', native: 'हिन्दी', script: 'Deva' },
  mr: { name: 'Marathi', native: 'मराठी', script: 'Deva' },
  ne: { name: 'Nepali', native: 'नेपाली', script: 'Deva' },
  bn: { name: 'Bengali', native: 'বাংলা', script: 'Beng' },
  as: { name: 'Assamese', native: 'অসমীয়া', script: 'Beng' },
  ta: { name: 'Tamil', native: 'தமிழ்', script: 'Taml' },
  te: { name: 'Telugu', native: 'తెలుగు', script: 'Telu' },
  kn: { name: 'Kannada', native: 'ಕನ್ನಡ', script: 'Knda' },
  ml: { name: 'Malayalam', native: 'മലയാളം', script: 'Mlym' },
  gu: { name: 'Gujarati', native: 'ગુજરાતી', script: 'Gujr' },
  pa: { name: 'Punjabi', native: 'ਪੰਜਾਬੀ', script: 'Guru' },
  or: { name: 'Odia', native: 'ଓଡ଼ିଆ', script: 'Orya' },
  es: { name: 'Spanish', native: 'Español', script: 'Latn' },
  fr: { name: 'French', native: 'Français', script: 'Latn' },
  pt: { name: 'Portuguese', native: 'Português', script: 'Latn' },
  de: { name: 'German', native: 'Deutsch', script: 'Latn' },
  sw: { name: 'Swahili', native: 'Kiswahili', script: 'Latn' },
} as const;

export type PatientLanguage = keyof typeof PATIENT_LANGUAGES;
export const PATIENT_LANGUAGE_CODES = Object.keys(PATIENT_LANGUAGES) as [PatientLanguage, ...PatientLanguage[]];

const LANGUAGE_MESSAGE = `Preferred language must be one of: ${PATIENT_LANGUAGE_CODES.map((c) => `${c} (${PATIENT_LANGUAGES[c].name})`).join(', ')}.`;
export const PatientLanguageSchema = z.enum(PATIENT_LANGUAGE_CODES, { error: LANGUAGE_MESSAGE });

/** A language code as the speech engine or a person wrote it ('hi', 'HI', 'hi-IN', 'Hindi') read as one of ours, else null. */
export function readPatientLanguage(value: string | null | undefined): PatientLanguage | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  const code = v.split(/[-_]/)[0]!;
  if (code in PATIENT_LANGUAGES) return code as PatientLanguage;
  return PATIENT_LANGUAGE_CODES.find((c) => PATIENT_LANGUAGES[c].name.toLowerCase() === v) ?? null;
}
