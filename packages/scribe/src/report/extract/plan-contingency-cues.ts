/**
 * A plan kept for later, on a condition: what the clinician will do if things go one way ('if it doesn't
 * get better we may have to increase the dose', 'based on the urinalysis we'll see if you need
 * antibiotics'). The action keeps its trigger, as a plan writes it ('Increase the dose if no
 * improvement'). Regular-expression sources over normalised text.
 */
import { NOT_BETTER, WORSE } from './return-precaution-cues.js';

/** What the plan waits on, said after 'if' or 'unless', and as the line writes it. */
export const CONDITIONS: { cue: string; written: string }[] = [
  { cue: NOT_BETTER, written: 'no improvement' },
  { cue: WORSE, written: 'worsening' },
  { cue: String.raw`\bstill (?:having|have|has|getting) (?:symptoms|pain|the pain)\b`, written: 'symptoms persist' },
  // a stone or a foreign body still there: 'if it hasn't passed in 2 weeks'
  { cue: String.raw`\b(?:has ?n't|has not|does ?n't|did ?n't|not) (?:yet )?pass(?:ed)?\b`, written: 'not passed' },
];

/** A plan a result decides: 'based on the urinalysis', 'depending on your x-ray'; the result captured (m[1]). */
export const DEPENDS_ON = String.raw`\b(?:based on|depending on|depends on) (?:the |your |what the )?((?:[a-z0-9-]+ ){0,2}?[a-z0-9-]+?)(?= (?:we|i|shows?|results?|you)\b)`;

/**
 * What the clinician will do then, as the line writes it. Only an action a plan names: a change of dose, a
 * hospital, antibiotics, a named procedure to discuss, treatment to consider.
 */
export const ACTIONS: { cue: string; written: string }[] = [
  {
    cue: String.raw`\b(?:increase|raise|up|bump up|go up on) (?:the|your|her|his) (?:dose|dosage)\b`,
    written: 'increase the dose',
  },
  {
    cue: String.raw`\b(?:send|admit)(?:ing)? (?:you|her|him) (?:to|into) (?:the )?(?:hospital|er|emergency room|emergency department)\b`,
    written: 'hospital admission',
  },
  { cue: String.raw`\bantibiotics?\b`, written: 'antibiotics' },
  { cue: String.raw`\blithotripsy\b`, written: 'discuss lithotripsy' },
  {
    cue: String.raw`\b(?:consider|start|try)(?: some| further| other| a)? (?:treatment|medications?|medicines?)\b|\btreat (?:it|that|this|them)\b`,
    written: 'consider treatment',
  },
];
