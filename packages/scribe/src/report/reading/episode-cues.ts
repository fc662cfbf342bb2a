import type { Language } from './context-types.js';

/** One cue that an episode is over ('i felt fine ever since'), read by episodes.ts. */
export interface EpisodeRule {
  id: string;
  /** the cue's words, as a regular-expression source over normalised text */
  phrase: string;
  language: Language;
}

/** How a person says they have felt well since (the verb, then the state). */
const FELT = "(?:felt|feel|feeling|been|i've been|i have been|i'm|i am)";
const WELL = '(?:fine|good|okay|ok|normal|great|well|alright|all right)';

/**
 * How a patient says the episode they told of is over: well since, or the symptom gone. Symptoms named
 * in a past episode and then said to be over are written as resolved, not as what the patient has today.
 * episodes.ts reads these rows for the writer. Adding a cue is adding a row here and an example in
 * episodes.test.ts.
 */
export const EPISODE_OVER: readonly EpisodeRule[] = [
  { id: 'over:fine-since', phrase: `${FELT} ${WELL} (?:ever )?since`, language: 'en' },
  {
    id: 'over:went-away',
    phrase:
      '(?:it|that|they|those) (?:went away|resolved|cleared up|settled down|(?:has|have|is|are) (?:gone|resolved))',
    language: 'en',
  },
  {
    id: 'over:not-since',
    phrase: "(?:haven't|have not|hasn't|has not) (?:had|felt|noticed) (?:it|that|one|any|anything) since|nothing since",
    language: 'en',
  },
  { id: 'over:theek', phrase: 'tab se theek|ab theek (?:hai|hoon|hun)', language: 'hi' },
];

/** Words after an 'over' cue that take it back ('it went away but came back', 'fine since, until today'). */
export const EPISODE_BACK: readonly string[] = [
  'came back',
  'comes back',
  'coming back',
  'returned',
  'again',
  'until',
  'except',
];
