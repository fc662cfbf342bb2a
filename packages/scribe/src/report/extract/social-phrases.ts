import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { JOBS, MARITAL, NOT_JOBS, PHRASE_ENDS, WORK_STATES } from './social-cues.js';

/**
 * Who the words are about, by speaker: the patient says 'i'; the clinician says 'you' (or dictates 'she',
 * 'the patient'); a companion says 'she' or 'he' of the patient (their own 'i' is theirs, a patient's 'she' another's).
 */
export type Speaker = 'Patient' | 'Doctor' | 'Other';
const SUBJECTS: Record<Speaker, string> = {
  Patient: String.raw`\bi(?:'m| am|'ve| have)?`,
  Doctor: String.raw`\b(?:you|she|he|the patient|patient)(?:'re| are|'s| is)?`,
  Other: String.raw`\b(?:she|he|the patient)(?:'s| is)?`,
};
const IS: Record<Speaker, string> = {
  Patient: "\\b(?:i'm|i am)",
  Doctor: "\\b(?:you're|you are|she's|she is|he's|he is|the patient is|patient is)",
  Other: "\\b(?:she's|she is|he's|he is)",
};
const NOW = '(?: (?:currently|still|now|actually|mostly|just))?';
const perSpeaker = (build: (speaker: Speaker) => RegExp) =>
  Object.fromEntries((Object.keys(SUBJECTS) as Speaker[]).map((k) => [k, build(k)])) as Record<Speaker, RegExp>;
/** 'i work', 'i'm working', 'i've worked' (there still); a plain 'i worked' is work given up. */
const WORKING = (k: Speaker) => `${SUBJECTS[k]}${NOW} (?:work|works|working|(?<=(?:'ve|have)${NOW} )worked)${NOW}`;
const WORK_AS = perSpeaker((k) => regex([WORKING(k), String.raw` as (?:an? )?(.+)`]));
const WORK_AT = perSpeaker((k) => regex([WORKING(k), String.raw` (in|at|for|from) (.+)`]));
const JOB = perSpeaker((k) =>
  regex([`${IS[k]}${NOW} (?:an? )`, capture([String.raw`(?:[a-z-]+ ){0,2}?${oneOf(JOBS)}`]), String.raw`\b`]),
);
const NOT_JOB = regex(['^', oneOf(NOT_JOBS), '$']);
const JOB_WORD = regex([oneOf(JOBS), '$']);
const LIVES = perSpeaker((k) =>
  regex([
    SUBJECTS[k],
    NOW,
    String.raw` (?:live|lives|living|(?<=(?:'ve|have)${NOW} )lived)${NOW}(?: at home)? `,
    capture(['with', 'alone', 'by (?:myself|herself|himself|themselves)', 'in', 'at']),
    '(?: (.+))?',
  ]),
);
/** Work or chores that are no job: 'working in the yard', 'work on the house'. */
const NOT_WORK_PLACES = /^(?:the )?(?:yard|garden|house|basement|gym|garage|computer)\b|^(?:it|that|this|out)\b/;
const END = regex([oneOf(PHRASE_ENDS)]);
/** Words a phrase does not end on: 'at the', 'for a'. */
const DANGLING = /(?:\s+\b(?:the|a|an|of|and|or|at|in|to|for|with|my|her|his|their|our|your|is|was))+$/;

/** Words that make a short reply a clause, not a noun phrase: 'i do', 'not really', 'it's fine'. */
const CLAUSE = regex([
  wordsOf(['i', 'it', "it's", 'not', 'no', "don't", 'do', 'does', 'yes', 'yeah', 'what', 'that', 'this']),
]);

/** A noun phrase from its first word to where it ends, at most five words, without 'my' before it. */
export function nounPhrase(text: string): string | null {
  const end = END.exec(text);
  const words = (end ? text.slice(0, end.index) : text).trim().split(' ').slice(0, 5).join(' ');
  const phrase = words
    .replace(DANGLING, '')
    .replace(/^(?:my|her|his|their|your) /, '')
    .trim();
  return phrase && /[a-z]/.test(phrase) ? phrase : null;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/**
 * A job as a note line: 'Works as a teacher'. A job noun alone ('Teacher') reads as a bare answer to the
 * note-language gate, which would hold it back; a job already saying its state ('Retired nurse') stays.
 */
const worksAs = (job: string) =>
  /^(?:retired|former|unemployed|works?)\b/.test(job)
    ? upper(job)
    : `Works as ${/^[aeiou]/.test(job) ? 'an' : 'a'} ${job}`;

/**
 * The patient's work as a note writes it: 'i work as a teacher at the middle school' → 'Works as a teacher',
 * 'i'm a retired nurse' → 'Retired nurse', 'i work in construction' → 'Works in construction', 'i'm retired' →
 * 'Retired'. `answering` is a reply to a question about work: a bare noun phrase ('construction') answers it.
 */
export function occupationIn(text: string, speaker: Speaker, answering = false): string | null {
  const as = WORK_AS[speaker].exec(text);
  const asJob = as && nounPhrase(as[1]!.replace(/\b(?:at|in|for|with|on)\b.*$/, ''));
  if (asJob) return worksAs(asJob);
  const job = JOB[speaker].exec(text)?.[1];
  if (job && !NOT_JOB.test(job.split(' ').pop()!)) return worksAs(job);
  const at = WORK_AT[speaker].exec(text);
  const place = at && nounPhrase(at[2]!);
  if (at && place && !NOT_WORK_PLACES.test(place)) return `Works ${at[1]} ${place}`;
  const state = speaker === 'Patient' ? WORK_STATES.find(([re]) => re.test(text)) : undefined;
  if (state) return state[1];
  if (!answering) return null;
  // 'a teacher', 'um construction': a short reply of a noun phrase and nothing else.
  const bare = nounPhrase(text.replace(/^(?:(?:um+|uh+|oh|well|so|yeah|yes|i'm|i am|an?)[, ]+)+/, ''));
  if (!bare || bare.split(' ').length > 3 || CLAUSE.test(bare)) return null;
  // 'a teacher' is a job, 'construction' a field of work, 'from home' where it is done.
  if (JOB_WORD.test(bare) && !NOT_JOB.test(bare.split(' ').pop()!)) return worksAs(bare.replace(/^an? /, ''));
  return /^(?:in|at|for|from|on)\b/.test(bare) ? `Works ${bare}` : `Works in ${bare}`;
}

/** A reply to 'who do you live with': 'my wife', 'with my daughter', 'alone'. */
const ANSWERED_HOME =
  /^(?:(?:um+|uh+|oh|well|so|just)[, ]+)*(with|alone|by (?:myself|herself|himself))?\s*(?:(?:just )?(my .+|the .+|alone))?$/;

/** Where and with whom the patient lives: 'Lives with wife', 'Lives alone', 'Lives in a nursing home', 'Married'. */
export function homeIn(text: string, speaker: Speaker, answering = false): string | null {
  const m = LIVES[speaker].exec(text) ?? (answering ? ANSWERED_HOME.exec(text) : null);
  if (m && (m[1] || m[2])) {
    if (/^(?:alone|by)/.test(m[1] ?? m[2]!)) return 'Lives alone';
    const who = m[2] && nounPhrase(m[2]);
    if (who && !/^(?:me|us|them|it)\b/.test(who)) return `Lives ${m[1] ?? 'with'} ${who}`;
  }
  return speaker === 'Patient' ? (MARITAL.find(([re]) => re.test(text))?.[1] ?? null) : null;
}
