import { regex, wordsOf } from '../pattern.js';
import { NO_ALLERGY_SAID } from '../reading/allergy-cues.js';
import type { Transcript } from '@asha/contracts';
import {
  allergenMentions,
  readVital,
  symptomMentions,
  withoutTreatedAllergy,
  type VitalKey,
} from '../extract/index.js';
import { answerPolarity } from '../reading/answers.js';
import type { ClinicalFacts } from '../extract/types.js';
import { takePresence } from './presence.js';
import { askedSymptoms, wholeSpansIn } from './asked-spans.js';
import { allergyTalk } from './allergy-talk.js';
import { asksDose, bareDoseAfter, bareDoseReply } from './bare-doses.js';
import { limbOf, tellingWords } from './body-parts.js';
import { dosesIn, type DoseRole } from './dose-roles.js';
import { drugMentionsIn, type DrugMention } from './drugs.js';
import { comparedSidesIn, otherSidesIn } from './other-side.js';
import { agesIn, emptySex, readSex, type SexSaid } from './read-person.js';
import { asks, questionFrom, readSymptoms, turnsOf, type Polar, type TurnPlace } from './read-talk.js';
import { isQuestion } from '../reading/questions.js';
import { bothSidesIn, HANDEDNESS, sideContext, sidesIn, worseSides } from './sides.js';
import type { SaidSide } from './said-side-types.js';
import { sentences } from '../extract/text.js';
import { isDuration, relativeSpansIn, spansIn } from './durations.js';
import { frequenciesOf } from './frequencies.js';
import { claimText } from './text.js';

/** What the consultation states about one medicine: the doses and frequencies said with it. */
export interface DrugFacts {
  segs: string[];
  doses: Map<string, string[]>;
  /** doses said as where a change goes ('increase it to 40 mg') and where it starts ('from 20 mg') */
  targets: Set<string>;
  froms: Set<string>;
  freqs: Set<number | 'prn'>;
  /** how long to take it, in days ('for about 3 weeks') */
  courses: Set<number>;
  allergySegs: string[];
}

/** Everything the checker compares report claims with, each fact with the segments that state it. */
export interface Consultation {
  segs: { id: string; role: string; text: string }[];
  text: string;
  drugs: Map<string, DrugFacts>;
  /** a dose number → the medicines it was said with */
  doseOwners: Map<string, Set<string>>;
  symptoms: Map<string, Polar>;
  conditions: Map<string, Polar>;
  /** every condition named, asked about or not */
  conditionNames: Set<string>;
  sides: SaidSide[];
  /** the side said to be the worse one ('my right knee hurts more than the left') */
  worse: { side: 'left' | 'right'; seg: string }[];
  allergies: Map<string, string[]>;
  noAllergies: string[];
  vitals: Map<VitalKey, { value: string; seg: string }[]>;
  /** ages said, `other` where they may be someone else's ('my mother is 80 years old') */
  ages: { n: number; seg: string; other: boolean }[];
  sex: SexSaid;
  /**
   * spans said ('3 weeks'), points in the past said relative to today ('last week': `relative`), spans a plan prescribes
   * ('therapy for 6 to 8 weeks': `plan`), when to come back ('in 7 days': `comeBack`), the least a span was ('3 days or
   * so': `atLeast`), and the symptoms said just before each (or asked in the question a bare reply answers)
   */
  spans: {
    days: number;
    seg: string;
    role: string;
    followUp: boolean;
    comeBack?: boolean;
    atLeast?: boolean;
    text: string;
    relative?: boolean;
    plan?: boolean;
    symptoms?: string[];
  }[];
}

const ALLERGY =
  /\ballerg|\breaction|\bcan't take\b|\bcannot take\b|\bintoleran|\bitch|\bhives\b|\banaphyla|\bmakes? me\b|\bmade me\b/;
const NO_ALLERGY = regex([wordsOf(NO_ALLERGY_SAID)]);
/** Words that prescribe a treatment or tell the patient what to do ('therapy', 'wear', 'i want you to', 'continue'). */
const PLAN_WORDS = [
  'therapy',
  'refer(?! ?red)',
  String.raw`prescribe\b`,
  'wear',
  'rest',
  'avoid',
  'stay off',
  'course of',
  "i'm gonna",
  'i am going to',
  "we'll",
  'we will',
  "we're going to",
  'i want you to',
  "i'd like you to",
  'recommend(?!ed)',
  'you should',
  'you need to',
  'continue',
];
/**
 * A span a plan prescribes ('refer you to physical therapy for 6 to 8 weeks', 'wear the brace for the
 * next 2 weeks'): how long to treat, not how long it has been. Said in the future or as an instruction,
 * whoever the role label says spoke ('they prescribed steroids for 3 days' tells history).
 */
export const PLANNED = regex([
  wordsOf(PLAN_WORDS),
  String.raw`[^.?!;]{0,60}\b(?:for|next|another)\s+(?:about\s+|approximately\s+|the next\s+)?$`,
]);
const NEXT: Record<string, number> = { week: 7, month: 30, year: 365 };
const FOLLOW_UP =
  /\b(follow[- ]?up|come back|see (?:you|him|her|them)|return|recheck|check back|check in|appointment|revisit|touch base)\b/;
const GIVEN_COMPLAINT =
  /\b(pain|hurts?|swollen|swelling|tender\w*|weak\w*|numb\w*|bruis\w*|injur\w*|fractur\w*|rash|lump)\b/;
const ASKING =
  /\b(any|anything|have you|do you|did you|are you|is there|how about|what about|does|did|noticed|is it)\b/;
const VITAL_KEYS: VitalKey[] = ['bloodPressure', 'heartRate', 'temperature', 'respiratoryRate', 'weight'];

function drugFacts(c: Consultation, name: string): DrugFacts {
  let f = c.drugs.get(name);
  if (!f)
    c.drugs.set(
      name,
      (f = {
        segs: [],
        doses: new Map(),
        targets: new Set(),
        froms: new Set(),
        freqs: new Set(),
        courses: new Set(),
        allergySegs: [],
      }),
    );
  return f;
}

function addDose(c: Consultation, name: string, dose: string, seg: string, role: DoseRole = null) {
  const f = drugFacts(c, name);
  f.doses.set(dose, [...(f.doses.get(dose) ?? []), seg]);
  if (role === 'to') f.targets.add(dose);
  if (role === 'from') f.froms.add(dose);
  if (!c.doseOwners.has(dose)) c.doseOwners.set(dose, new Set());
  c.doseOwners.get(dose)!.add(name);
}

/**
 * Where speech turns to another medicine, named or not yet known by name ('i also wanna prescribe
 * something called carafate'): the words after it are not the medicine's before it.
 */
const NEXT_MEDICINE =
  /\b(?:something|a (?:medicine|medication|drug|pill)|one) called\b|\balso\s+(?:wanna|want to|gonna|going to|like to)\s+(?:prescribe|start|give|put)\b/;

/** Words of measuring something else (blood sugars, weight): a schedule after them is not a medicine's. */
const MONITORING = /\b(?:check|checking|monitor|monitoring|measure|measuring|weigh|weighing|record|test|testing)\b/;

/** A span said as how long to take a medicine ('… twice a day for about 3 weeks', 'continue that for 3 weeks'). */
export const COURSE = /\b(?:for|x)\s+(?:about\s+|approximately\s+|another\s+|the next\s+)?$/;
function addCourses(f: DrugFacts, words: string) {
  for (const sp of spansIn(words))
    if (COURSE.test(words.slice(Math.max(0, sp.index - 24), sp.index))) f.courses.add(sp.days);
}

/** Words with which speakers correct themselves. */
const REPAIR = /\b(?:no,? actually|no,? wait|or rather|sorry,? i meant?)\b/g;

/** The medicines of a sentence, and `extra` wherever it is said: a word the report shows is a medicine that no list knows. */
function mentionsIn(sentence: string, extra?: string): DrugMention[] {
  const mentions = drugMentionsIn(sentence);
  if (!extra) return mentions;
  for (const m of sentence.matchAll(
    new RegExp(`(?<![a-z])${extra.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`, 'g'),
  )) {
    if (!mentions.some((x) => m.index < x.end && x.index < m.index + extra.length))
      mentions.push({ name: extra, index: m.index, end: m.index + extra.length });
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/** Medicines, with the doses and frequencies bound to each: said between it and the next medicine. */
function readDrugs(
  c: Consultation,
  sentence: string,
  seg: string,
  lastDrug: { name: string | null; at: number },
  turn: TurnPlace,
  inAllergyTalk: boolean,
  extra?: string,
) {
  const { at } = turn;
  const mentions = mentionsIn(sentence, extra);
  mentions.forEach((m, i) => {
    const f = drugFacts(c, m.name);
    if (!f.segs.includes(seg)) f.segs.push(seg);
    const rest = sentence.slice(m.end, mentions[i + 1]?.index ?? sentence.length);
    const upTo = NEXT_MEDICINE.exec(rest)?.index ?? rest.length;
    // A speaker's own correction replaces what came before it ('the 500 mg once a day no actually … twice a day').
    const repair = [...rest.slice(0, upTo).matchAll(REPAIR)].at(-1);
    const from = repair ? repair.index + repair[0].length : 0;
    const window = rest.slice(from, upTo);
    for (const d of dosesIn(sentence, m.end + from, m.end + upTo)) addDose(c, m.name, d.dose, seg, d.role);
    // A number right after the name, unit or not, is its dose ('metformin 500 twice a day').
    const bare = from ? null : bareDoseAfter(window);
    if (bare) addDose(c, m.name, bare, seg);
    const before = /(\d+(?:\.\d+)?)\s*(?:mg|mcg|milligrams?|units?)\s+(?:of\s+)?$/.exec(
      sentence.slice(mentions[i - 1]?.end ?? 0, m.index),
    );
    if (before) addDose(c, m.name, before[1]!, seg);
    // What follows a word of monitoring is the schedule of the monitoring: '… the metformin i do want you to check your blood sugars daily'.
    for (const freq of frequenciesOf(window.split(MONITORING)[0]!)) f.freqs.add(freq);
    addCourses(f, window);
    if (ALLERGY.test(withoutTreatedAllergy(sentence)) || inAllergyTalk) f.allergySegs.push(seg);
  });
  if (mentions.length) Object.assign(lastDrug, { name: mentions.at(-1)!.name, at });
  else if (
    lastDrug.name &&
    (at - lastDrug.at <= 1 ||
      (DOSE_ASKED.test(sentence) && at - lastDrug.at <= 3) ||
      (DOSE_ASKED.test(turn.question) && at - lastDrug.at <= 4))
  ) {
    // A dose said on its own ('20 mg', 'twice a day') belongs to the medicine just talked about, or a few turns back when it or the question it answers calls it 'the dose' or 'your prescription'.
    for (const d of dosesIn(sentence)) addDose(c, lastDrug.name, d.dose, seg, d.role);
    // The number that answers a question about the dose, unit or not ('what dose of lisinopril?' '10 once a day').
    const reply =
      at - lastDrug.at <= 2 &&
      asksDose(
        turn.question,
        drugMentionsIn(turn.question).some((m) => m.name === lastDrug.name),
      )
        ? bareDoseReply(sentence)
        : null;
    if (reply && !dosesIn(sentence).length) addDose(c, lastDrug.name, reply, seg);
    if (/\d\s*(?:mg|mcg|units?)\b/.test(sentence))
      for (const freq of frequenciesOf(sentence)) drugFacts(c, lastDrug.name).freqs.add(freq);
    // 'We're going to continue that for about three weeks' said of the medicine just named is its course.
    if (at - lastDrug.at <= 1 && /\b(?:continue|take|keep|use|stay on)\s+(?:that|it|this|them)\b/.test(sentence))
      addCourses(drugFacts(c, lastDrug.name), sentence);
  }
}

function readAllergies(c: Consultation, sentence: string, seg: string, askedAbout: boolean) {
  if (!ALLERGY.test(withoutTreatedAllergy(sentence)) && !askedAbout) return;
  if (NO_ALLERGY.test(sentence) || (askedAbout && answerPolarity(sentence) === false)) {
    c.noAllergies.push(seg);
    return;
  }
  // A question asks, but an allergy stated with a tag ('you're allergic to augmentin, is that right?') is stated.
  if (sentence.endsWith('?') && (isQuestion(sentence) || !ALLERGY.test(sentence))) return;
  const names = [...allergenMentions(sentence), ...drugMentionsIn(sentence).map((d) => d.name)];
  for (const n of names) c.allergies.set(n, [...(c.allergies.get(n) ?? []), seg]);
}

/** Sides and the worse side of one sentence; a side in a question is what the reply makes it: 'no' makes it well, no answer says nothing. */
/**
 * Sides and the worse side of one sentence. A side in a question is what the reply makes it ('no'
 * makes it well, no answer says nothing), unless the question takes its complaint as given ('besides
 * the pain in your left eye, any other problems?'); words of the question never call it well.
 */
function readSides(
  c: Consultation,
  sentence: string,
  context: string,
  seg: string,
  reply: { id: string; role: string; text: string } | undefined,
  role: string,
) {
  const from = isQuestion(sentence) ? Math.max(0, questionFrom(role, sentence)) : questionFrom(role, sentence);
  const asked = from >= 0;
  const answer = asks(role, sentence) && reply && reply.role !== role ? answerPolarity(reply.text) : null;
  const worse = worseSides(sentence);
  for (const s of sidesIn(sentence, context)) {
    const compared = worse.some((w) => s.index >= w.index && s.index < w.end);
    const lead = s.clause.slice(0, Math.max(0, s.clause.indexOf(s.side)));
    const given = GIVEN_COMPLAINT.test(lead) && !ASKING.test(lead);
    // Said before the question of a long unpunctuated turn starts: stated, whatever the reply.
    if (!asked || s.index < from) c.sides.push({ ...s, words: tellingWords(s.clause), asked: false, compared, seg });
    else if (given)
      c.sides.push({ ...s, well: false, wholeWell: false, words: tellingWords(s.clause), asked: false, compared, seg });
    else {
      // The reply tells about the side asked about ('how about the right shoulder?' 'It hurt yesterday'), whether or not it starts with yes or no.
      const answered = reply !== undefined && reply.role !== role;
      const words = tellingWords(answered ? `${s.clause} ${reply.text.slice(0, 120)}` : s.clause);
      c.sides.push({
        ...s,
        words,
        asked,
        answered,
        compared,
        well: answer === false,
        wholeWell: answer === false,
        seg: answer !== null ? reply!.id : seg,
      });
    }
  }
  if (answer === false) return;
  // 'Which hand is it?' 'My right hand.' 'Is this your dominant hand?' 'Yes': the side of the limb just talked about
  // (hand, arm, wrist, elbow, shoulder, fingers: 'a rash over my right arm') is the dominant one.
  // A yes may come after a word of regret ('unfortunately, yes').
  const yes =
    answer === true ||
    (reply !== undefined && reply.role !== role && /^(?:[a-z]+,?\s+)?(?:yes|yeah|yep|it is)\b/.test(reply.text));
  const dominance =
    yes && /\b(?:is|was) (?:this|that|it) (?:your|his|her) dominant (?:hand|arm|side|one)\b/.test(sentence);
  const hand = dominance ? c.sides.findLast((x) => limbOf(x.part) === 'arm' && !x.both && !x.well) : undefined;
  if (hand) c.sides.push({ ...hand, part: HANDEDNESS, well: false, wholeWell: false, asked: false, seg: reply!.id });
  for (const b of asked ? [] : bothSidesIn(sentence)) {
    const clause = sentence.slice(Math.max(0, b.index - 60), b.index + 60);
    for (const side of ['left', 'right'] as const) {
      c.sides.push({
        side,
        part: b.part,
        bound: true,
        well: false,
        wholeWell: false,
        near: clause,
        clause,
        index: b.index,
        words: tellingWords(clause),
        asked,
        both: true,
        seg,
      });
    }
  }
  for (const w of worse) c.worse.push({ side: w.side, seg });
}

/** Words that ask for or tell a medicine's dose ('do you remember the dosage?', 'how many milligrams?', a bare 'how much?' after it is named). */
const DOSE_ASKED =
  /\b(?:dos(?:e|age|ing)|prescription|strength|how (?:many (?:milligrams|mg)|much (?:do|did|are|have) you))\b|\bhow much(?: of (?:it|that|them))?\s*\??$/;

const withDrugs = new WeakMap<Consultation, Map<string, Consultation>>();

/**
 * The consultation's medicines read again with `name` taken as a medicine wherever it is said: a name
 * the report shows is a medicine ('Micronase 2.5 mg') that no list knows and no dose followed in
 * speech ('still taking Micronase?' 'yes, 2.5 mg once a day') still has the doses and schedule said with it.
 */
export function readingWithDrug(c: Consultation, name: string): Consultation {
  const known = withDrugs.get(c) ?? new Map<string, Consultation>();
  withDrugs.set(c, known);
  const hit = known.get(name);
  if (hit) return hit;
  const d: Consultation = { ...c, drugs: new Map(), doseOwners: new Map() };
  const lastDrug = { name: null as string | null, at: -1 };
  const turns = turnsOf(c.segs);
  c.segs.forEach((seg, i) => {
    for (const sentence of sentences(seg.text))
      readDrugs(d, sentence, seg.id, lastDrug, turns[i]!, allergyTalk(c.segs, i), name);
  });
  known.set(name, d);
  return d;
}

/** The symptoms named just before a span ('coughing a lot the last 2 days', 'fever for 4 days'), within `reach` characters: the span is how long they have lasted. */
export const symptomsBefore = (
  text: string,
  mentions: { term: { name: string }; end: number }[],
  at: number,
  reach = 30,
) =>
  mentions
    .filter((m) => m.end <= at && at - m.end <= reach && !/[,;]|\band\b/.test(text.slice(m.end, at)))
    .map((m) => m.term.name);

/** Reads a consultation once into the facts the claim checks compare with. */
export function readConsultation(t: Transcript, facts?: ClinicalFacts): Consultation {
  const segs = t.segments.map((s) => ({ id: s.id, role: s.role as string, text: claimText(s.english || s.text) }));
  const c: Consultation = {
    segs,
    text: segs.map((s) => s.text).join(' \n '),
    drugs: new Map(),
    doseOwners: new Map(),
    symptoms: new Map(),
    conditions: new Map(),
    conditionNames: new Set(),
    sides: [],
    worse: [],
    allergies: new Map(),
    noAllergies: [],
    vitals: new Map(),
    ages: [],
    sex: emptySex(),
    spans: [],
  };
  const lastDrug = { name: null as string | null, at: -1 };
  const turns = turnsOf(segs);
  // The side last named, for a part later called 'the other' one.
  let lastSide: { side: 'left' | 'right'; turn: number; seg: string } | undefined;
  segs.forEach((seg, i) => {
    const askedAllergy = allergyTalk(segs, i);
    let context = segs[i - 1]?.text ?? '';
    const question = segs[i - 1]?.role !== seg.role ? context : '';
    for (const sentence of sentences(seg.text)) {
      readDrugs(c, sentence, seg.id, lastDrug, turns[i]!, askedAllergy);
      readSymptoms(c, sentence, seg.id, seg.role, segs[i + 1]);
      readAllergies(c, sentence, seg.id, askedAllergy);
      const sidesBefore = c.sides.length;
      readSides(c, sentence, sideContext(sentence, context, question), seg.id, segs[i + 1], seg.role);
      c.sides.push(
        ...otherSidesIn(
          sentence,
          seg.id,
          i,
          lastSide,
          lastSide
            ? segs
                .slice(lastSide.turn + 1, i)
                .map((x) => x.text)
                .join(' ')
            : '',
        ),
        ...comparedSidesIn(sentence, seg.id),
      );
      const named = c.sides
        .slice(sidesBefore)
        .filter((x) => !x.both)
        .at(-1);
      if (named) lastSide = { side: named.side, turn: i, seg: seg.id };
      for (const key of VITAL_KEYS) {
        const v = readVital(key, sentence);
        if (v) c.vitals.set(key, [...(c.vitals.get(key) ?? []), { value: v, seg: seg.id }]);
      }
      for (const a of agesIn(sentence, seg.role)) c.ages.push({ ...a, seg: seg.id });
      readSex(c.sex, sentence, seg.id);
      const spans = [...spansIn(sentence), ...wholeSpansIn(sentence, question)];
      // Symptom names are read only where a span is said (most sentences have none, and reading them is the costly part).
      const mentions = spans.length ? symptomMentions(sentence) : [];
      // A bare reply ('about two days') answers the question before it: its span is of the symptoms asked about (askedSymptoms).
      const asked = spans.length && !mentions.length ? askedSymptoms(segs, i) : [];
      for (const s of spans) {
        const symptoms = asked.length ? asked : symptomsBefore(sentence, mentions, s.index);
        const before = sentence.slice(Math.max(0, s.index - 12), s.index);
        if (!isDuration(sentence, s)) continue;
        const followUp = FOLLOW_UP.test(sentence) && /\b(in|within|for|next|another)\s+(?:about\s+)?$/.test(before);
        // 'See you again in 7 days' says when to come back; 'wanted me to see you because of this pain … for 6 months' says how long.
        const comeBack = followUp && /\b(?:in|within|next)\s+(?:about\s+)?$/.test(before);
        // 'Half a day or more', 'three days or so' give the least the span was.
        const atLeast = /^\s*(?:or more|or so|or longer)\b/.test(sentence.slice(s.index + s.text.length));
        c.spans.push({
          days: s.days,
          seg: seg.id,
          role: seg.role,
          followUp,
          comeBack,
          text: s.text,
          plan: PLANNED.test(sentence.slice(Math.max(0, s.index - 80), s.index)),
          symptoms,
          atLeast,
        });
      }
      for (const s of relativeSpansIn(sentence))
        c.spans.push({ days: s.days, seg: seg.id, role: seg.role, followUp: false, text: s.text, relative: s.point });
      // 'See him in the office next week' comes back in a week.
      for (const m of FOLLOW_UP.test(sentence) ? sentence.matchAll(/\bnext (week|month|year)\b/g) : [])
        c.spans.push({ days: NEXT[m[1]!]!, seg: seg.id, role: seg.role, followUp: true, comeBack: true, text: m[0] });
      context = sentence;
    }
  });
  if (facts) takePresence(c.symptoms, facts, new Map(segs.map((s) => [s.id, s.role])));
  return c;
}
