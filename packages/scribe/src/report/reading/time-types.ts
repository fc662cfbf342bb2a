import type { Language, Source } from './context-types.js';

/** When a cue places what is said: had once or gone now, true today, or yet to come. */
export type Time = 'past' | 'current' | 'future';

/** One temporality cue (time-cues.ts), read by time.ts. */
export interface TimeRule {
  id: string;
  /** the cue's words, as a regular-expression source over normalised text */
  phrase: string;
  time: Time;
  /** where the rule reads; both when absent */
  source?: Source;
  language: Language;
}
