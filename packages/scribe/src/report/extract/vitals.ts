import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { hypotheticalBefore } from '../reading/subject.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { around, measuredElsewhere, measuredToday, placeSaid } from '../reading/measured.js';
import { barePressures, carriedReadings } from './vital-carried.js';
import { readings, VITAL_KEYS } from './vital-readers.js';
import type { ClinicalFacts, Seg } from './types.js';
import { ageSaid, gateVital, offerVital, type Place } from './vital-gate.js';
import { utterancesOf } from './utterances.js';

/** Words that only join one reading to the next in a list ('190 over 100 and your heart rate was 110'). */
const LIST_JOIN = /^[\s,]*(?:and|also|with)?\s*(?:(?:your|the|his|her|their) )?$/;

/**
 * The readings of a piece of speech taken elsewhere, by where they start, with the words placing them: those
 * said with a place or time, and those listed after one with nothing between but 'and' ('in the emergency
 * room your blood pressure was 190 over 100 and your heart rate was 110'): a list of readings is taken at
 * the one place it names.
 */
function elsewhereIn({ text, role }: Seg): Map<number, Place> {
  const all = VITAL_KEYS.flatMap((key) => readings(key, text)).sort((a, b) => a.index - b.index);
  const out = new Map<number, Place>();
  let before: { end: number; place: Place } | null = null;
  for (const r of all) {
    const listed: Place | null = before && LIST_JOIN.test(text.slice(before.end, r.index)) ? before.place : null;
    const place: Place | null = placeSaid(around(text, r.index, r.end), role === 'Doctor') ?? listed;
    if (place) out.set(r.index, place);
    before = place ? { end: r.end, place } : null;
  }
  return out;
}

/**
 * A pressure or other vital judged at another place or time: one said where it was taken ('high at the
 * ER', 'my blood pressure at home'), or said in the past tense with no word placing it at this visit
 * ('your blood pressure was high' of a hospital stay), unlike 'it was high when you came in'.
 */
export function judgedElsewhere(text: string, index: number, end: number): boolean {
  const words = around(text, index, end);
  return measuredElsewhere(words) || (/\b(?:was|were)\b/.test(words) && !measuredToday(words));
}

/**
 * Blood pressure said without a reading ('your blood pressure is a little high today', code-mixed 'BP
 * thoda high hai'): the clinician's judgement, as ACI-Bench notes write it ('Blood Pressure: Elevated').
 */
/** Words between 'blood pressure' and its level: verbs, 'today', degree words (the code-mixed ones from the shared table), Hindi and Tamil particles. */
const BP_BETWEEN = [
  'is',
  'was',
  'has been',
  'looks?',
  'seems?',
  'reading',
  'today',
  'still',
  'aaj',
  'bhi',
  ...MIXED_DEGREE_WORDS.map((d) => d.word),
  'a little',
  'a bit',
  'slightly',
  'little bit',
  'quite',
  'very',
  'too',
  'pretty',
  'ka',
  'ki',
  'kuch',
  'hai',
  'irukku',
];
/** Code-mixed words of more ('zyada'): said of a level, it is up. */
const MORE = MIXED_DEGREE_WORDS.filter((d) => d.degree === 'more').map((d) => d.word);
/** The level said, captured (m[1]): 'high', 'low', 'well controlled', Hindi 'zyada', Tamil 'adhigam'. */
const BP_LEVEL = capture([
  'high',
  'elevated',
  'up',
  'raised',
  'low',
  ...MORE,
  'kam',
  'adhigam',
  'kammi',
  'normal',
  'good',
  'controlled',
  'well controlled',
  'fine',
]);
/** Said of one reading: 'your blood pressures look good' judges readings over days (a home log), not today's. */
const BP_WORDS = regex([
  // Not the condition's name: 'high blood pressure high cholesterol' lists conditions, judges no reading.
  String.raw`(?<!\b(?:high|low) )\b(?:blood pressure|bp)\b(?:\s+${oneOf(BP_BETWEEN)})*\s+`,
  BP_LEVEL,
  String.raw`\b`,
]);
/** Said to be a little high or low: English, and the code-mixed words of slight degree ('thoda', 'konjam'). */
const SLIGHT = regex([
  wordsOf([
    'a little',
    'a bit',
    'slightly',
    'little bit',
    ...MIXED_DEGREE_WORDS.filter((d) => d.degree === 'slight').map((d) => d.word),
  ]),
]);

/** A level said to be up: English, Tamil 'adhigam', and the code-mixed words of more. */
const RAISED = regex([oneOf(['high', 'elevated', 'up', 'raised', 'adhigam', ...MORE])]);

function bloodPressureWords(text: string): string | null {
  const m = BP_WORDS.exec(text);
  // 'if your blood pressure is still high next month we'll increase it': a condition, not today's reading.
  if (!m || hypotheticalBefore(text, m.index)) return null;
  const level = RAISED.test(m[1]!) ? 'elevated' : /low|kam|kammi/.test(m[1]!) ? 'low' : 'normal';
  return level !== 'normal' && SLIGHT.test(m[0]) ? `slightly ${level}` : level;
}

/** A piece of speech that ends on a temperature's number, and the next piece that opens on its tenth ('… 100 | point 4'). */
const ENDS_ON_NUMBER = /\d\s*$/;
const TENTH_OPENS = /^(point )?(\d)\b/;

/**
 * A temperature cut off at a pause before its tenth: 'point 4' opening the clinician's next piece is its
 * tenth; a bare '4' may open a new sentence, and a piece the labels give the other speaker may be either's
 * ('ninety seven | seven and that is all normal'), so the reading is held for the clinician, never written
 * as the whole number alone.
 */
function cutTemperature(segs: Seg[], at: number, value: string, facts: ClinicalFacts): string | null {
  const [seg, next] = [segs[at]!, segs[at + 1]];
  const tenth = next ? TENTH_OPENS.exec(next.text) : null;
  if (!tenth || !ENDS_ON_NUMBER.test(seg.text) || value.includes('.')) return value;
  const joined = value.replace(/^(\d+)/, `$1.${tenth[2]!}`);
  if (tenth[1] && next!.role === seg.role) return joined;
  facts.held.push({
    value: { section: 'physicalExam', text: `Temperature ${joined}` },
    segmentIds: [seg.id, next!.id],
  });
  return null;
}

/**
 * Today's vital signs: of the readings of each, the first the gate writes (vital-gate.ts), one said with
 * words placing it at this visit ('your vitals today') before others; when none is written, the first
 * reading is offered with why, and a reading of another place or time is offered for the history.
 */
export function extractVitals(segs: Seg[], facts: ClinicalFacts) {
  const elsewhere = new Map(segs.map((seg) => [seg, elsewhereIn(seg)]));
  const carried = [...carriedReadings(segs), ...barePressures(segs)];
  const age = ageSaid(segs);
  for (const key of VITAL_KEYS) {
    const found = [
      ...segs.flatMap((seg, at) =>
        readings(key, seg.text).flatMap((r) => {
          const last = r.end >= seg.text.trimEnd().length - 1;
          const value = key === 'temperature' && last && r.value ? cutTemperature(segs, at, r.value, facts) : r.value;
          if (!value) return [];
          const words = around(seg.text, r.index, r.end);
          const place = elsewhere.get(seg)!.get(r.index) ?? null;
          const today = measuredToday(words);
          const before = segs[at - 1]?.role === seg.role ? segs[at - 1]!.text : undefined;
          return [{ ...r, value, key, seg, at, ids: [seg.id], words, today, carried: false, place, before }];
        }),
      ),
      // A number read out after the vital was named: after the readings said whole.
      ...carried
        .filter((r) => r.key === key)
        .map((r) => ({
          ...r,
          ids: [...new Set([r.named.id, r.seg.id])],
          words: around(r.seg.text, r.index, r.end),
          carried: true,
          place: null,
        })),
    ].map((r) => ({ reading: r, decision: gateVital(r, age) }));
    const written = found.filter((f) => f.decision.write);
    const today = (written.find((f) => f.reading.today) ?? written[0])?.reading;
    for (const { reading, decision } of found)
      if (!decision.write && (reading.place || !today)) offerVital(reading, decision.why, decision.section, facts);
    if (today) facts.vitals[key] = { value: today.value, segmentIds: today.ids };
  }
  // Only when no reading was said, and only from the clinician's statements, not a question or another day's.
  if (facts.vitals.bloodPressure) return;
  for (const u of utterancesOf(segs)) {
    if (u.seg.role !== 'Doctor' || u.question || measuredElsewhere(u.text, true)) continue;
    const value = bloodPressureWords(u.text);
    if (value) {
      facts.vitals.bloodPressure = { value, segmentIds: [u.seg.id] };
      return;
    }
  }
}
