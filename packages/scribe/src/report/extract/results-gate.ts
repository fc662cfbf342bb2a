import { regex, wordsOf } from '../pattern.js';
import { judgedMentions, judgementsIn, opposed, type NamedTest } from '../reading/judgements.js';
import type { Judgement } from '../reading/judgement-cues.js';
import { SHOWN_TESTS } from '../vocabulary/result-cues.js';
import { SEVERITY_SAID } from './result-gate-cues.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/** A result line's test ('Potassium' of 'Potassium: 3.9.'), or null for a line said whole. */
const testOf = (line: string): string | null => /^([^:]+):/.exec(line)?.[1]!.toLowerCase() ?? null;

/** A number that is no result value: a size, a place or a time ('0.5 cm', '2 weeks ago'); a year has four digits. */
const NOT_A_VALUE = "cm|centimeters?|mm|millimeters?|o'clock|hours?|days?|weeks?|months?|years?";
const VALUE = new RegExp(String.raw`\b\d{1,3}(?:\.\d+)?(?!\.?\d)(?!\s*(?:${NOT_A_VALUE})\b)`, 'g');
/** The values a line gives ('5.5', '5.1'): more than one for one test is two results, not one. */
const valuesOf = (line: string): Set<string> => new Set(line.slice(line.indexOf(':') + 1).match(VALUE) ?? []);

const SEVERITY = SEVERITY_SAID.map((s) => ({
  ...s,
  word: regex([wordsOf([s.word])]),
  said: regex([wordsOf([s.said])]),
}));

/**
 * Why a result line may not be written as it stands, or null: it rests only on the patient's words (no
 * piece of its evidence is the clinician's; speech labels may split one clinician's review across both); it gives two values for one
 * test ('5.5 in march, 5.1'), or two findings that cannot both be true ('normal, elevated'); it holds a
 * severity word its evidence does not say (a 'moderate' of a 'mild').
 */
function doubtOf(line: Found<string>, said: string, byPatient: boolean): string | null {
  if (byPatient) return "in the patient's words";
  // A line said whole (no test named before a colon) may hold a target or a date beside its value.
  if (testOf(line.value) && valuesOf(line.value).size > 1) return 'two values said for one test';
  const findings = judgementsIn(line.value.toLowerCase());
  if (findings.some((a) => findings.some((b) => opposed(a, b)))) return 'opposite findings said';
  if (SEVERITY.some((s) => s.word.test(line.value.toLowerCase()) && !s.said.test(said)))
    return 'severity not said as written';
  return null;
}

const NAMED: NamedTest[] = SHOWN_TESTS.map(([name, said]) => ({ name, re: regex([wordsOf(said)], 'g') }));

/** The test a line names, by the name its test ends with ('Right knee X-ray' is an X-ray), the longest. */
const namedOf = (test: string): string | undefined =>
  SHOWN_TESTS.map(([name]) => name)
    .filter((name) => test.endsWith(name.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];

/**
 * What the clinician's talk says of each test, in any of its mentions ('your chest x-ray is normal' … 'the
 * chest x-ray shows a fracture'): the judgements, by test.
 */
function judgedInTalk(segs: Seg[]): Map<string, Judgement[]> {
  const out = new Map<string, Judgement[]>();
  for (const s of segs.filter((x) => x.role === 'Doctor'))
    for (const m of judgedMentions(s.text, NAMED)) out.set(m.test, [...(out.get(m.test) ?? []), ...m.judgements]);
  return out;
}

/** A finding the talk says of a line's test that cannot be true with the line's own, or null. */
function oppositeSaid(line: string, talk: Map<string, Judgement[]>): Judgement | null {
  const test = namedOf(testOf(line) ?? '');
  const own = judgementsIn(line.toLowerCase());
  if (!test) return null;
  return talk.get(test)?.find((j) => own.some((o) => opposed(o, j))) ?? null;
}

/**
 * The results gate: one line per test, each written only when the clinician said it and it holds one
 * value or finding as said, and nothing opposite said of its test elsewhere in the talk. A line in doubt (doubtOf) is offered with why; two found lines of one test are
 * both offered (which one holds is for the clinician); a test with a result said is not also pending (the
 * pending line is offered).
 */
export function gateResults(segs: Seg[], facts: ClinicalFacts) {
  const byId = new Map(segs.map((s) => [s.id, s]));
  const found = (l: Found<string>) => !l.value.endsWith(': pending.');
  const lines = facts.results;
  const talk = judgedInTalk(segs);
  const offer = (l: Found<string>, why: string) =>
    facts.held.push({
      value: { section: 'results', text: `${l.value.replace(/\.$/, '')} (${why})` },
      segmentIds: l.segmentIds,
    });
  facts.results = lines.filter((l) => {
    const evidence = l.segmentIds.map((id) => byId.get(id)).filter((s) => s !== undefined);
    const said = evidence.map((s) => s.text).join(' ');
    const why =
      doubtOf(l, said, !evidence.some((s) => s.role === 'Doctor')) ??
      (found(l) && oppositeSaid(l.value, talk) ? `also said: ${oppositeSaid(l.value, talk)}` : null) ??
      (lines.some((o) => o !== l && found(o) && testOf(o.value) === testOf(l.value) && testOf(l.value))
        ? found(l)
          ? 'another result said for this test'
          : 'a result for this test was also said'
        : null);
    if (why) offer(l, why);
    return !why;
  });
}
