/**
 * The examiner's words: what a clinician says while examining, just before what they find ('on your heart
 * exam', 'on palpation'). Data only. What follows them is a sign the examiner finds: not a diagnosis
 * (extract/assessment-voice.ts), not a symptom the patient reports (extract/symptoms.ts, exam-span.ts), not
 * the complaint's own site (extract/complaint-site.ts). Each reader adds its own words beside these.
 */

/** 'on exam', 'on your heart exam', 'in the skin examination', 'on physical exam'. */
export const ON_EXAM = String.raw`(?:on|in) (?:your |the |my |his |her |physical )?(?:[a-z]+ ){0,2}exam(?:ination)?`;

/** 'on palpation', 'tender to palpation', 'on auscultation': the examining act named as the finding's source. */
export const ON_EXAMINING = String.raw`(?:on|to) (?:palpation|auscultation|inspection|percussion)`;
