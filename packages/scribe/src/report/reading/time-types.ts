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
  /**
   * What the cue's words are read against: the whole text, where the last cue decides (absent); or, for a
   * symptom named in a turn, the turn telling the story of an earlier episode ('story'), the few words just
   * before the symptom telling it as had now ('now-before'), the words after it saying it goes on ('goes-on').
   */
  reads?: 'story' | 'now-before' | 'goes-on';
  /** an operation's row that places it done even in a question ('i know you've had a bypass, how is it going?') */
  asked?: true;
  /** an operation's row that says the age it was done at, the number captured ('when i was 14'), not that it was done */
  says?: 'age';
  language: Language;
}
