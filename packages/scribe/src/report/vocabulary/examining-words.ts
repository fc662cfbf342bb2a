/**
 * The examiner's words: what a clinician says while examining, just before what they find ('on your heart
 * exam', 'on palpation'). Data only. What follows them is a sign the examiner finds: not a diagnosis
 * (extract/assessment-voice.ts), not a symptom the patient reports (extract/symptoms.ts, exam-span.ts), not
 * the complaint's own site (extract/complaint-site.ts), and a clause in the examiner's voice whoever the
 * label says spoke (vocabulary/exam-voice.ts). Each reader adds its own words beside these.
 */

/** 'on exam', 'on your heart exam', 'in the skin examination', 'on physical exam'. */
export const ON_EXAM = String.raw`(?:on|in) (?:your |the |my |his |her |physical )?(?:[a-z]+ ){0,2}exam(?:ination)?`;

/** 'on palpation', 'tender to palpation', 'on auscultation': the examining act named as the finding's source. */
export const ON_EXAMINING = String.raw`(?:on|to) (?:palpation|auscultation|inspection|percussion)`;

/**
 * 'I appreciate', "we don't appreciate", "I don't really appreciate", 'I can appreciate': only an examiner 'appreciates' a sign, so the
 * word is theirs whoever the speaker label says spoke. ('I feel', 'I see', 'I hear' a patient says too: each
 * reader that takes them as the examiner's adds them itself.)
 */
export const I_APPRECIATE = "(?:i|we) (?:can |do not |don't |do n't |do )?(?:really )?appreciate";

/**
 * 'let me take a look', 'let me listen', 'let me press here': the clinician turning to examine. ('let me see'
 * is as often 'let me think': only the examination's opener, which needs more besides, reads it.)
 */
export const LET_ME_EXAMINE = 'let me (?:take a look|look|listen|feel|check|tap|press|examine)';

/**
 * 'I hear', 'I do notice', "I don't see": the examiner's senses as the examination is narrated. A patient
 * says them too ('I hear ringing'), so only the examination's readers take them: its opener and the
 * examiner's voice (vocabulary/exam-systems.ts, exam-voice.ts).
 */
export const EXAMINER_SENSES = ["i (?:do |do not |don't |do n't )?(?:hear|notice)", "i (?:do not|don't|do n't) see"];
