import { capture, oneOf, regex } from '../pattern.js';
import { symptomMentions } from '../extract/index.js';
import type { Consultation } from './consultation-types.js';
import { COME_BACK_TAIL, FOLLOW_UP, INTERVAL_LEAD, PLANNED, symptomsBefore } from './read-spans.js';
import { checkAgeAtEvent } from './event-ages.js';
import { aboutSomeoneElse, describedSex, otherPersonAgainst } from './read-person.js';
import { SEX_WORDS } from '../reading/person-cues.js';
import { otherPartOfTest } from './test-parts.js';
import { daysWords, isDuration, sameSpan, spansIn } from './durations.js';
import { numberIn } from './text.js';
import { thresholdBefore } from './thresholds.js';
import { finding, uniq, type Finding, type Statement } from './types.js';

const VISIT =
  /\b(follow[- ]?up|come back|return|see (?:you|him|her|them|the patient)|appointment|revisit|visit|clinic)\b/;
const RELATIVE =
  /\b(mother|father|mom|dad|brother|sister|son|daughter|wife|husband|grand\w+|aunt|uncle|cousin|child|children|sibling)\b/;
/** 'Once a week' is one day a week, 'twice a week' two. */
const ONCE: Record<string, string> = { 1: 'once', 2: 'twice' };
const PER_WEEK = /^\s*(?:a|per|each|every|of the|out of the|outta the)\s+week\b/;
const WEEKDAY_ONSET =
  /\b(?:since|last|this past|(?:started|began|start|begin|came on) (?:on )?)\s*(?:(?:last|this|the)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b/;
/** How far before a written span the symptom it is the length of may be named. */
const WRITTEN_REACH = 60;
const AGE =
  /\b(\d{1,3})[- ]years?[- ]old\b(?!\s+(?:son|daughter|child|kid|grandson|granddaughter|baby|brother|sister))|\baged?\s+(\d{1,3})\b/;

/** Age: the age written must be the age said. */
export function checkAge(s: Statement, c: Consultation): Finding | null {
  // An age at some event ('had a bypass at age 60') or of someone who died is not the patient's age now: it is checked as an age then.
  if (s.role !== 'age' && /\b(?:at (?:the )?age(?: of)?\s+\d+|died|passed away)\b/.test(s.norm))
    return checkAgeAtEvent(s, c);
  const m = s.role === 'age' ? /(\d{1,3})/.exec(s.norm) : AGE.exec(s.norm);
  // A relative named in the sentence makes the age theirs only when named just before it ('her father is 60 years old'), not after ('a 16-year-old female with her mother').
  if (m && s.role !== 'age' && RELATIVE.test(s.norm.slice(Math.max(0, m.index - 40), m.index))) return null;
  const n = m ? Number(m[1] ?? m[2]) : null;
  if (n === null || c.ages.some((a) => a.n === n)) return null;
  // Only an age said of the patient goes against the one written; a relative's says nothing of it.
  const own = c.ages.filter((a) => !a.other);
  if (own.length)
    return finding('contradicted', 'age', `Transcript says ${own[0]!.n} years old`, uniq(own.map((a) => a.seg)));
  if (numberIn(c.text, n)) return null;
  return finding('unsupported', 'age', `The consultation never gives the patient's age as ${n}`);
}

/** A sex written as the patient's: in patientInfo, or describing the patient ('a 60-year-old, white male', 'patient is a female'). */
/** What comes before the patient's sex: an age ('60-year-old', '3 y/o'), 'patient is a', 'this pleasant'. */
const DESCRIBING_THE_PATIENT = [
  String.raw`\d{1,3}[- ]?(?:years?[- ]old|(?:day|week|month)s?[- ]old|y\/o|yo)`,
  'patient is an?',
  '(?:this|the|a|an) (?:pleasant|young|elderly|middle-aged)?',
];
/** The sex said (m[1]). */
const SEX_NAMES = ['female', 'male', 'woman', 'man', 'lady', 'gentleman', 'girl', 'boy'];
const SEX_CLAIM = regex([
  String.raw`\b${oneOf(DESCRIBING_THE_PATIENT)}\s*(?:[\w-]+,?\s+){0,3}?`,
  capture(SEX_NAMES),
  String.raw`\b`,
]);

/**
 * Sex: the patient's sex written must not be the opposite of what the consultation says. Words that
 * describe the patient ('a 50-year-old male') outweigh the word alone ('the lady in therapy').
 */
export function checkSex(s: Statement, c: Consultation): Finding | null {
  const m =
    s.role === 'sex' ? /\b(female|male|woman|man|lady|gentleman|girl|boy)\b/.exec(s.norm) : SEX_CLAIM.exec(s.norm);
  // Described as the consultation describes a patient, with commas between ('a pleasant, 31-year-old, right-handed, white male').
  const described = m ? null : s.role === 'sex' ? null : describedSex(s.norm);
  if (!m && !described) return null;
  if (m && s.role !== 'sex' && aboutSomeoneElse(s.norm, m.index)) {
    const other = otherPersonAgainst(s.norm, c.segs);
    return other
      ? { kind: 'contradicted', claim: 'sex', reason: `Transcript says ${other.words}`, segmentIds: [other.seg] }
      : null;
  }
  const sex = SEX_WORDS[m ? m[1]! : described!.word]!;
  const other = sex === 'female' ? 'male' : 'female';
  const { strong, weak } = c.sex;
  const against = strong[sex].length ? [] : strong[other].length ? strong[other] : weak[sex].length ? [] : weak[other];
  if (!against.length) return null;
  return finding('contradicted', 'sex', `Transcript says the patient is ${other}`, uniq(against));
}

/** Follow-up: the interval written must be the interval said for coming back. */
export function checkFollowUp(s: Statement, c: Consultation): Finding | null {
  if (s.role !== 'followUp' && !FOLLOW_UP.test(s.norm)) return null;
  // A threshold's time ('call if you gain 3 pounds in 2 days') is no time to come back (thresholds.ts).
  const spans = spansIn(s.norm).filter(
    (x) =>
      s.role === 'followUp' ||
      ((INTERVAL_LEAD.test(s.norm.slice(0, x.index)) || COME_BACK_TAIL.test(s.norm.slice(x.index + x.text.length))) &&
        thresholdBefore(s.norm, x.index) === null),
  );
  // For the next visit the clinician's own plan outweighs a plan the patient reports from elsewhere ('he said they would recheck in 6 months').
  const anyone = c.spans.filter((x) => x.followUp);
  const visit = s.role === 'followUp' || VISIT.test(s.norm);
  const said = visit && anyone.some((x) => x.role === 'Doctor') ? anyone.filter((x) => x.role === 'Doctor') : anyone;
  for (const x of spans) {
    if (/^(a few|few|several|a couple|couple)\b/.test(x.text) || said.some((y) => sameSpan(x.days, y.days))) continue;
    if (said.length)
      return finding(
        'contradicted',
        'followUp',
        `Transcript says follow-up in ${daysWords(said[0]!.days)}`,
        uniq(said.map((y) => y.seg)),
      );
    if (c.spans.some((y) => sameSpan(x.days, y.days))) continue;
    return finding('unsupported', 'followUp', `No follow-up in ${x.text} was said`);
  }
  return null;
}

/** Intervals of weeks and more said in the consultation: 'every 4 to 8 weeks', 'every six months'. */
function intervalsSaid(c: Consultation): number[] {
  return spansIn(c.text)
    .filter((y) => /\bevery\s+$/.test(c.text.slice(Math.max(0, y.index - 8), y.index)))
    .map((y) => y.days)
    .filter((d) => d >= 7);
}

/**
 * How often something recurs ('seen every 4 to 8 weeks'): each end of the interval written must be
 * one said, when the consultation says any interval of weeks or more. Hours go with a medicine's
 * schedule, read with the medicine.
 */
function checkInterval(x: { days: number; text: string }, c: Consultation): Finding | null {
  if (x.days < 7) return null;
  const said = intervalsSaid(c);
  if (!said.length || said.some((d) => sameSpan(x.days, d))) return null;
  return finding('unsupported', 'duration', `No interval of ${daysWords(x.days)} was said`);
}

/** Durations and onsets: the span written must be a span said. */
export function checkDuration(s: Statement, c: Consultation): Finding | null {
  if (s.role === 'followUp' || s.role === 'age') return null;
  const spans = spansIn(s.norm);
  // The statement's symptom names, read once and only where a span needs them.
  let mentions: ReturnType<typeof symptomMentions> | undefined;
  for (const x of spans) {
    // Vague amounts ('a few weeks', 'several days') claim no number; a threshold's time is read in thresholds.ts.
    if (/^(a few|few|several|a couple|couple)\b/.test(x.text) || thresholdBefore(s.norm, x.index) !== null) continue;
    const before = s.norm.slice(Math.max(0, x.index - 16), x.index);
    if (/\bevery\s+$/.test(before)) {
      const f = checkInterval(x, c);
      if (f) return f;
      continue;
    }
    // 'N days a week' says how often: borne out only by the number said with a week ('hitting the pool five days outta the week', 'five times a week').
    if (/^\d+ days?$/.test(x.text) && PER_WEEK.test(s.norm.slice(x.index + x.text.length))) {
      const n = x.text.split(' ')[0]!;
      const said = new RegExp(`\\b(?:${n}${ONCE[n] ? `|${ONCE[n]}` : ''})\\b[^.?!]{0,30}\\bweek`);
      if (c.segs.some((seg) => said.test(seg.text))) continue;
      return finding('unsupported', 'frequency', `No ${x.text} a week was said`);
    }
    if (!isDuration(s.norm, x) || (FOLLOW_UP.test(s.norm) && /\b(in|within|next)\s+$/.test(before))) continue;
    // 'Last week' and 'yesterday' say when, so they bear out only a time ago ('began a week ago').
    const ago = /^\s*ago\b/.test(s.norm.slice(x.index + x.text.length));
    // How long a complaint has lasted is not borne out by how long a plan treats it ('therapy for 6 to 8 weeks'); the
    // summary's main decision is the plan's.
    const history =
      !s.path.startsWith('plan') &&
      !PLANNED.test(s.norm.slice(Math.max(0, x.index - 80), x.index)) &&
      !/\b(?:will|plan|planned|advised|recommend\w*|refer\w*|therapy|main decision)\b/.test(s.norm);
    // Nor by when to come back ('see you again in 7 days').
    // A span written as when, ahead ('in 1 to 2 weeks'), is borne out by when to come back.
    const ahead = /\b(?:in|within)\s+$/.test(before);
    const heard = c.spans.filter((z) => (ago || !z.relative) && !(history && (z.plan || (z.comeBack && !ahead))));
    // A range up to a span said ('5 to 7 days' for 'a week') claims no more than it; one that reaches past it ('25 to 35 years' for '25 years') does.
    const range = spans.filter((y) => y.index === x.index);
    // A range within a range said ('4 to 6 days' for 'four five six seven days'), or starting at a span said as the least ('12 to 24 hours' for 'half a day or more'), claims no more than it.
    const saidRanges = (list: typeof heard) =>
      list.flatMap((z) =>
        list
          .filter((w) => w.seg === z.seg && w.text === z.text && w.days > z.days)
          .map((w) => [z.days, w.days] as const),
      );
    const within = (list: typeof heard) =>
      range.length === 2 &&
      (saidRanges(list).some(([lo, hi]) => range.every((y) => y.days >= lo * 0.92 && y.days <= hi * 1.08)) ||
        list.some((z) => z.atLeast && sameSpan(range[0]!.days, z.days)));
    const bears = (list: typeof heard) =>
      list.some((z) => sameSpan(x.days, z.days)) ||
      (range.length === 2 && range[1]!.days > range[0]!.days && list.some((z) => sameSpan(range[1]!.days, z.days))) ||
      within(list);
    // A symptom's duration is the span said with that symptom ('coughing a lot the last 2 days'), where one was, not a number said of something else.
    // A written sentence may put more words between ('lightheadedness upon standing more readily than usual for 2 days').
    const named = history ? symptomsBefore(s.norm, (mentions ??= symptomMentions(s.norm)), x.index, WRITTEN_REACH) : [];
    const bound = heard.filter((z) => z.symptoms?.some((n) => named.includes(n)));
    if (bound.length && !bears(bound) && !(ago && bears(heard.filter((z) => z.relative)))) {
      return finding(
        'unsupported',
        'duration',
        `Transcript says ${named[0]} for ${[...new Set(bound.map((z) => z.text))].slice(0, 3).join(', ')}, not ${x.text}`,
        uniq(bound.map((z) => z.seg)),
      );
    }
    if (bears(heard)) continue;
    // An onset said by the day of the week ('since tuesday', 'last weekend') was within the week: it bears out a span of a week or less.
    if (history && x.days >= 1 && x.days <= 7 && WEEKDAY_ONSET.test(c.text)) continue;
    const said = c.spans.filter((y) => !y.followUp).map((y) => y.text);
    const reason = said.length
      ? `Transcript says ${[...new Set(said)].slice(0, 3).join(', ')}, not ${x.text}`
      : `No duration of ${x.text} was said`;
    return finding('unsupported', 'duration', reason);
  }
  return null;
}

/** Tests by the words clinicians and patients use for them. */
const TESTS: [string, RegExp][] = [
  ['MRI', /\b(mri|magnetic resonance)\b/],
  ['CT scan', /\b(ct|cat scan|ct scan|computed tomography)\b/],
  ['X-ray', /\b(x-?rays?|x rays?|radiographs?|films?)\b/],
  ['ultrasound', /\b(ultrasound|sonogram|doppler|duplex)\b/],
  ['echocardiogram', /\b(echocardiogram|echo|tte|tee)\b/],
  ['EKG', /\b(ekg|ecg|electrocardiogram)\b/],
  ['colonoscopy', /\bcolonoscop/],
  ['endoscopy', /\b(endoscop|egd)/],
  ['mammogram', /\bmammogra/],
  ['biopsy', /\bbiops/],
  ['hemoglobin A1c', /\b(a1c|hemoglobin a 1 c|glycated)\b/],
  ['blood count', /\b(cbc|blood count)\b/],
  ['lipid panel', /\b(lipid|cholesterol)\b/],
  ['thyroid test', /\b(tsh|thyroid)\b/],
  ['urinalysis', /\b(urinalysis|urine)\b/],
  ['stress test', /\bstress test/],
  ['sleep study', /\bsleep study|polysomnogra/],
  ['nerve conduction study', /\b(nerve conduction|emg|electromyogra)/],
  ['Holter monitor', /\b(holter|heart monitor|event monitor|zio)\b/],
  ['bone density scan', /\b(bone density|dexa|dxa)\b/],
  ['PSA', /\b(psa|prostate specific)\b/],
  ['pulmonary function test', /\b(pulmonary function|pft|spirometry)\b/],
  ['catheterization', /\bcath(eterization)?\b/],
  ['culture', /\bcultures?\b/],
  ['stool test', /\bstool\b/],
];

/** Tests: a test written into the plan must have been talked about, and of the part it is written of where the talk says. */
export function checkTests(s: Statement, c: Consultation): Finding | null {
  if (
    s.role !== 'test' &&
    !/\b(order|obtain|schedule|arrange|refer|get (?:a|an)|will (?:get|do|check|repeat)|repeat)\b/.test(s.norm)
  )
    return null;
  for (const [name, re] of TESTS) {
    if (!re.test(s.norm)) continue;
    if (!re.test(c.text)) return finding('unsupported', 'test', `No ${name} was mentioned in the consultation`);
    const part = otherPartOfTest(s.norm, re, c.segs);
    if (part)
      return finding(
        'unsupported',
        'test',
        `The consultation talks of a ${name} only of another part than the ${part}`,
      );
  }
  return null;
}
