/**
 * How a symptom is written with the course the patient tells of it (extract/symptom-courses.ts), a clinician's
 * 'Shortness of breath, improving' rather than a plain 'Endorses shortness of breath'. `{symptom}` is its
 * name, `{state}` its course ('improving', 'worsening', 'intermittent'), `{Possessive}` 'Her', 'His' or
 * "The patient's", `{is}` 'is', or 'are' for a name in the plural ('muscle aches', 'palpitations').
 */
export const COURSE_SENTENCES = {
  /** in the history of present illness */
  history: '{Possessive} {symptom} {is} {state}.',
  /** in the review of systems */
  review: 'Endorses {symptom}, {state}.',
} as const;

/** A symptom's name in the plural: an 's' ending that is no 'ss' ('chills', not 'dizziness'). */
export const verbFor = (symptom: string) => (/[^s]s$/.test(symptom) ? 'are' : 'is');

/** A course sentence with its places filled. */
export const courseSentence = (pattern: string, words: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? '');
