import { regex, wordsOf } from '../pattern.js';
import {
  CLEARING_RESULT,
  LOOKING_FOR,
  HOPED_BEFORE,
  RULED_OUT_NOW,
  SCREENED_AFTER,
  TO_EXCLUDE_BEFORE,
} from './assessment-excluded-cues.js';
import { judgedDenial, namedThenDenied } from '../reading/context.js';
import { canonical } from './diagnosis-entries.js';
import { escapeRegExp } from './text.js';
import { display } from './text.js';
import type { Certainty, ClinicalFacts } from './types.js';

/** What a test or an examination looks for ('just checking for a meniscus tear', 'the psa looks for'). */
const LOOKED_FOR = regex([wordsOf(LOOKING_FOR), ' (?:(?:you|him|her|it|that|this) )?(?:for )?$']);
/** 'the stress test was negative so we can rule out': a result has just excluded what follows. */
const NOW_RULED_OUT = regex([wordsOf(RULED_OUT_NOW), ' (?:now )?$']);
const CLEARED = regex([wordsOf(CLEARING_RESULT)]);

/** The last word of a named condition, as a pattern that also finds its plural ('stone' in 'stones'). */
export function headOf(named: string): string {
  return escapeRegExp(named.split(' ').pop()!.replace(/s$/, ''));
}

/** Whether the words before a cue deny what it states: 'i don't think you have', 'it doesn't look like'. */
export const deniedBefore = (before: string): boolean => judgedDenial(before, before.length, 'statement').negated;

/** Whether the words before a 'for' make the condition after it what a test looks for, not a problem. */
export const lookedFor = (before: string): boolean => LOOKED_FOR.test(before);

/**
 * Whether the condition named in `rest` (the turn from the cue on) is not the patient's after all: denied
 * right after it ('prostate cancer, which i don't think you have'), a screening or a risk ('colon cancer
 * screening'), or, when only put as a possibility, cleared later in the turn ('i was worried about a heart
 * attack but your ekg looks fine', 'a scare with possible lung cancer but the biopsy was benign'). A denial
 * right after the name is the shared reading's (namedThenDenied), as a denied symptom is.
 */
export function excludedAfter(rest: string, named: string, certainty: Certainty): 'ruled out' | 'screened' | null {
  const head = headOf(named);
  const window = rest.slice(0, 160);
  for (const m of window.matchAll(regex([String.raw`\b${head}\w*`], 'g'))) {
    if (namedThenDenied(window.slice(m.index + m[0].length))) return 'ruled out';
  }
  if (regex([String.raw`\b${head}\w* `, wordsOf(SCREENED_AFTER)]).test(window)) return 'screened';
  if (certainty !== 'possible') return null;
  // The name as said starts the words: 'a dvt but the ultrasound was negative' clears deep vein thrombosis,
  // a name said in short the written one's last word would not find.
  const cleared = [
    regex([String.raw`\b${head}\w*\b[^.?!]{0,30}?\bbut\b([^.?!]{0,90})`]).exec(window),
    /^[^.?!]{0,40}?\bbut\b([^.?!]{0,90})/.exec(window),
  ];
  return cleared.some((c) => c !== null && CLEARED.test(c[1]!)) ? 'ruled out' : null;
}

const TO_EXCLUDE = regex([wordsOf(TO_EXCLUDE_BEFORE), ' (?:that )?$']);
/** 'make sure it's not a blood clot': what the clinician wants to exclude, still a possibility. */
export const toExclude = (before: string): boolean => TO_EXCLUDE.test(before);

const HOPED = regex([wordsOf(HOPED_BEFORE), ' (?:that )?$']);
/** 'I hope this is not cancer': a hope or a fear of the condition, which rules nothing out. */
export const hopedNot = (before: string): boolean => HOPED.test(before);

/** 'rule out' after a result has excluded the condition ('was negative, so we can rule out …') is ruled out, not a worry. */
export function ruledOutNow(before: string, cue: string): boolean {
  return /^rule out\b/.test(cue) && NOW_RULED_OUT.test(before) && CLEARED.test(before.slice(-90));
}

/** A condition named and then excluded is held back as what was said of it ('Prostate cancer ruled out'), not lost. */
export function holdRuledOut(facts: ClinicalFacts, named: string, ids: string[]) {
  const text = `${display(canonical(named))} ruled out`;
  if (!facts.held.some((h) => h.value.text === text))
    facts.held.push({ value: { section: 'assessment', text }, segmentIds: [...ids] });
}
