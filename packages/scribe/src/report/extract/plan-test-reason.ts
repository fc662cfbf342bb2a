import { capture, oneOf, regex } from '../pattern.js';
import { LOOKS_FOR, LOOKS_FOR_FILLERS, SPREAD_SAID, TEST_REASONS } from './plan-test-reason-cues.js';

const REASONS = TEST_REASONS.map(([written, said]) => ({ written, re: regex([`^${oneOf(said)}$`]) }));
/** The words from the test to its reason, in its clause: no new clause ('and then an mri to rule out a tear') between. */
const SAME_CLAUSE = String.raw`^(?:(?!\b(?:and|but|so|then|also)\b)[^.?!]){0,50}?\bto `;
/** 'to rule out any gallstones', said in the clause right after the test (and its site): what it looks for is m[1]. */
const LOOKING_FOR = regex([
  SAME_CLAUSE,
  oneOf(LOOKS_FOR),
  ' ',
  `(?:${oneOf(LOOKS_FOR_FILLERS)} )*`,
  capture(TEST_REASONS.flatMap(([, said]) => said)),
  String.raw`\b`,
]);
const SPREAD = regex([SAME_CLAUSE, oneOf(SPREAD_SAID), String.raw`\b`]);

/** How a plan line writes a test's reason. */
const written = (reason: string) => ` to evaluate for ${reason}`;

/**
 * Why a test is ordered, as its plan line ends ('… to evaluate for gallstones'): what the clinician says
 * the test is to look for, in the words right after it ('an ultrasound to rule out gallstones', 'an x-ray
 * to make sure there's no fracture', 'an ultrasound to make sure it hasn't spread'); '' when none a row
 * names is said.
 */
export function testReason(after: string): string {
  const m = LOOKING_FOR.exec(after);
  const reason = m ? REASONS.find((r) => r.re.test(m[1]!))?.written : undefined;
  if (reason) return written(reason);
  return SPREAD.test(after) ? written('metastatic disease') : '';
}

/** A plan line's reason, to read the test's line without it ('Ultrasound to evaluate for gallstones' → 'Ultrasound'). */
export const REASON_WRITTEN = regex([' to evaluate for ', capture(TEST_REASONS.map(([w]) => w)), String.raw`\b`]);
