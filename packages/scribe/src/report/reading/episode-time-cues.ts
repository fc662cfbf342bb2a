import { EPISODE_BACK } from './episode-cues.js';
import type { TimeRule } from './time-types.js';

/** Where care was sought in an earlier episode: the emergency room, a hospital, urgent care. */
const CARE_PLACE = '(?:the )?(?:er|emergency room|emergency department|hospital|urgent care)';

/** A word between who went and the going: 'i finally went', 'we then went', 'she just went'. */
const THEN_ADVERB = '(?:[a-z]+ly |just |then |eventually )?';

/**
 * When a symptom named in a patient's turn was had, read by time.ts (mentionTime). A turn telling the story
 * of an earlier episode (the night care was sought, an ambulance, an admission, a stay in hospital, a time
 * named as then) tells what was had then, not today; words just before a symptom telling it as had now, or
 * after it saying it goes on, make it the patient's now. Adding a cue is adding a row here and an example
 * in time.test.ts.
 */
export const EPISODE_TIME_RULES: readonly TimeRule[] = [
  {
    id: 'then:went-in',
    phrase: `(?:i|we|you|he|she) ${THEN_ADVERB}(?:went|came|ended up|had to go|(?:was|were|got) taken) (?:in|into|to|at)? ?${CARE_PLACE}`,
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'then:taken-in',
    phrase: `(?:took|brought|drove|rushed|sent) (?:me|you|him|her|us) (?:in|into|to)? ?${CARE_PLACE}`,
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'then:ambulance',
    phrase: 'called (?:911|9 1 1|nine one one)|an ambulance|the paramedics',
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'then:admitted',
    phrase: '(?:i|you|he|she) (?:was|were|got) (?:admitted|hospitalized)',
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'then:in-hospital',
    phrase: `when (?:i|you|he|she) (?:was|were) (?:in|at) ${CARE_PLACE}`,
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'then:at-that-time',
    phrase: 'back then|at that time|at the time',
    time: 'past',
    reads: 'story',
    source: 'talk',
    language: 'en',
  },
  // Just before the symptom, told as had now, whatever the story around it: 'i have a', 'i'm still having some'.
  {
    id: 'now:told-as-now',
    phrase: "(?:i|he|she) (?:have|has|get|gets|am|is)|i've|i'm|he's|she's|it's|they're|(?:has|have) been",
    time: 'current',
    reads: 'now-before',
    source: 'talk',
    language: 'en',
  },
  // After the symptom, it goes on today: 'and they still are', 'i've had it ever since', 'it keeps coming back'.
  {
    id: 'now:still',
    phrase: 'still|ever since|since then|to this day|right now|these days',
    time: 'current',
    reads: 'goes-on',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'now:keeps',
    phrase: 'keeps?|continues?|persist(?:s|ed|ing)?',
    time: 'current',
    reads: 'goes-on',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'now:not-gone',
    phrase:
      "(?:hasn't|has not|haven't|have not|never) (?:gone|went) away|(?:not|never) (?:getting|gotten|got) better|(?:getting|gotten|got) worse",
    time: 'current',
    reads: 'goes-on',
    source: 'talk',
    language: 'en',
  },
  // An end taken back: 'it went away but came back', 'fine since, until today'.
  {
    id: 'now:came-back',
    phrase: EPISODE_BACK.join('|'),
    time: 'current',
    reads: 'goes-on',
    source: 'talk',
    language: 'en',
  },
];
