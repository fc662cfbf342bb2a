import { sitedName } from './extract/symptom-sites.js';
import { complaintKind } from './extract/complaint-site.js';
import { symptomMentions } from './extract/symptom-mentions.js';
import { inSentence } from './extract/written-case.js';
import type { ClinicalFacts, Found } from './extract/index.js';
import { planMedication } from './plan-medication.js';
import { SEEN_AS } from './summary-reasons.js';
import type { Taking } from './reading/adherence.js';
import { COURSE_SENTENCES, courseSentence, verbFor } from './vocabulary/course-sentences.js';
import { COURSES } from './vocabulary/hpi-cues.js';
import { CARE_SOUGHT } from './vocabulary/hpi-onset-cues.js';

/** One sentence of prose and the transcript segments its facts come from. */
export interface Sentence {
  text: string;
  segmentIds: string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ids = (...found: (Found<unknown> | null | undefined)[]) => [
  ...new Set(found.flatMap((f) => f?.segmentIds ?? [])),
];

/** 'a', 'a and b', 'a, b and c' */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A complaint that names the visit for care it follows ('follow-up from an emergency room visit'). */
const CARE_VISIT = /\b(?:emergency|hospital|er)\b/;

/** '45-year-old woman', 'woman', '45-year-old patient', or '' when neither age nor sex was said. */
function whoIs(f: ClinicalFacts): string {
  const years = Number(f.age?.value);
  const child = years > 0 && years < 18;
  const noun = f.sex ? (f.sex.value === 'female' ? (child ? 'girl' : 'woman') : child ? 'boy' : 'man') : 'patient';
  return [f.age ? `${f.age.value}-year-old` : '', f.sex || f.age ? noun : ''].filter(Boolean).join(' ');
}

function pronoun(f: ClinicalFacts): string {
  return f.sex ? (f.sex.value === 'female' ? 'She' : 'He') : 'The patient';
}

function possessive(f: ClinicalFacts): string {
  return f.sex ? (f.sex.value === 'female' ? 'Her' : 'His') : "The patient's";
}

/** What the visit is about, as a short phrase: the stated reason, else the first symptom the patient has today. */
export function chiefComplaint(f: ClinicalFacts): Found<string> | null {
  // Without a stated reason, the first symptom of today: never one the patient says is over or had only in an
  // earlier episode, which the history tells as such; with none of today, no chief complaint is written.
  const over = (s: Found<string>) => [...f.resolvedSymptoms, ...f.episodeSymptoms].some((r) => r.value === s.value);
  const first = f.reason ?? f.symptoms.find((s) => !over(s)) ?? null;
  return first ? { value: cap(first.value), segmentIds: first.segmentIds } : null;
}

function timing(f: ClinicalFacts): { text: string; from: Found<string>[] } {
  if (f.duration) return { text: ` for ${f.duration.value}`, from: [f.duration] };
  if (f.onset)
    return { text: /ago$/.test(f.onset.value) ? ` that began ${f.onset.value}` : ` ${f.onset.value}`, from: [f.onset] };
  return { text: '', from: [] };
}

/**
 * The history of present illness in the third person, each sentence from extracted facts only: who
 * the patient is and why they came, how long, what else they report, what they deny, what they take.
 */
export function hpiSentences(f: ClinicalFacts): Sentence[] {
  const out: Sentence[] = [];
  const cc = chiefComplaint(f);
  const who = whoIs(f);
  const history = f.conditions.slice(0, 4);
  const t = cc ? timing(f) : { text: '', from: [] };
  // A repair the past history writes 'status post …' is told as a history of the repair.
  const had = history.map((c) => c.value.replace(/^status post /, ''));
  const withHistory = history.length ? ` with a history of ${listOf(had)}` : '';
  // The cause said with the complaint is its own sentence of the history ('right knee pain after a fall').
  // A visit to establish care is told as its purpose: 'presenting to establish care for …'.
  const reason =
    cc?.value
      .toLowerCase()
      .replace(/ after .+$/, '')
      .replace(/^establishing care/, 'to establish care') ?? '';
  const complains = f.symptoms.some((s) => s.value === f.reason?.value) || (f.reason && complaintKind(f.reason.value));
  // A follow-up is what the patient comes for, whatever it follows ('presenting for follow-up of …').
  const followUp = /^follow-up\b/.test(reason);
  const verb = reason.startsWith('to ')
    ? 'presenting'
    : (f.reason && !complains) || followUp
      ? 'presenting for'
      : 'presenting with';
  // A symptom the complaint already names ('back pain' in 'right back pain') is not reported again.
  const inReason = new Set(symptomMentions(reason).map((m) => m.term.name));
  // The complaint's own symptom, when the patient says its episode is over, is told so where it is named.
  const ccOver = f.resolvedSymptoms.filter((r) => r.value === reason || inReason.has(r.value));
  if (cc || who || withHistory) {
    const over = cc && ccOver.length ? ', now resolved' : '';
    out.push({
      text: `${cap(who || 'patient')}${withHistory}${cc ? ` ${verb} ${reason}${t.text}${over}` : ''}.`,
      segmentIds: ids(cc, f.age, f.sex, ...history, ...t.from, ...(over ? ccOver : [])),
    });
  }
  const story = f.story.map((s) => ({ text: s.value, segmentIds: s.segmentIds }));
  // What the patient had in the story of an earlier episode is told as had then, not as what they have today:
  // right after the care then sought, where the history tells it, or the visit the complaint names.
  const then = (s: Found<string>) => f.episodeSymptoms.some((e) => e.value === s.value);
  const hadThen = f.symptoms.filter(then);
  if (hadThen.length) {
    const careTold = CARE_SOUGHT.some((c) => story[0]?.text.includes(` ${c.told}.`));
    const when = careTold || CARE_VISIT.test(reason) ? 'At that time' : 'During an earlier episode';
    const who = pronoun(f).replace(/^The/, 'the');
    story.splice(careTold ? 1 : 0, 0, {
      text: `${when}, ${who} had ${listOf(hadThen.map((s) => s.value))}.`,
      segmentIds: ids(...hadThen),
    });
  }
  out.push(...story);
  const others = f.symptoms.filter((s) => s.value !== reason && !inReason.has(s.value) && !then(s)).slice(0, 6);
  const over = (s: Found<string>) => f.resolvedSymptoms.find((r) => r.value === s.value);
  // One whose course the patient tells is written with it ('Her shortness of breath is improving').
  const course = (s: Found<string>) => f.symptomCourses.find((c) => c.value.symptom === s.value);
  const now = others.filter((s) => !over(s) && !course(s));
  if (now.length)
    out.push({
      text: `${pronoun(f)} reports ${listOf(now.map((s) => sitedName(f, s.value)))}.`,
      segmentIds: ids(...now),
    });
  // The complaint's own course is told once: by the story's sentence of it, when the story has one.
  const toldCourse = f.story.some((s) => COURSES.some((c) => s.value.endsWith(` ${c.course}.`)));
  const inComplaint = (s: Found<string>) => s.value === reason || inReason.has(s.value);
  const coursed = f.symptoms.filter(
    (s) => !over(s) && course(s) && (inComplaint(s) ? !toldCourse : others.includes(s)),
  );
  for (const s of coursed) {
    const c = course(s)!;
    const words = { ...c.value, Possessive: possessive(f), is: verbFor(c.value.symptom) };
    out.push({ text: courseSentence(COURSE_SENTENCES.history, words), segmentIds: ids(s, c) });
  }
  // An episode the patient says is over is told as had, not as what they have today.
  // Every one is told here, not only the first few: the review of systems, being of today, leaves it out.
  const gone = f.symptoms.filter((s) => s.value !== reason && !inReason.has(s.value) && !then(s) && over(s));
  if (gone.length)
    out.push({
      text: `${pronoun(f)} reports ${listOf(gone.map((s) => s.value))}, now resolved.`,
      segmentIds: ids(...gone, ...gone.map((s) => over(s)!)),
    });
  const denied = f.negatedSymptoms.slice(0, 8);
  if (denied.length)
    out.push({ text: `${pronoun(f)} denies ${listOf(denied.map((s) => s.value))}.`, segmentIds: ids(...denied) });
  const meds = f.medications.slice(0, 5);
  if (meds.length)
    out.push({
      text: `${pronoun(f)} takes ${listOf(meds.map((m) => [m.value.name, m.value.dosage].filter(Boolean).join(' ')))}.`,
      segmentIds: ids(...meds),
    });
  for (const a of f.adherence) out.push({ text: adherenceSentence(f, a.value), segmentIds: a.segmentIds });
  return out;
}

/** How the patient says they take a medicine, as the history tells it. */
const TAKING_SENTENCES: Record<Taking, string> = {
  'not taking': '{Subject} reports not taking {drug}{since}.',
  'taking irregularly': '{Subject} reports taking {drug} irregularly.',
  'stopped on own': '{Subject} reports stopping {drug} on {their} own{since}.',
};

function adherenceSentence(f: ClinicalFacts, a: ClinicalFacts['adherence'][number]['value']): string {
  const words: Record<string, string> = {
    Subject: pronoun(f),
    drug: a.name,
    since: a.since ? ` ${a.since}` : '',
    their: f.sex ? (f.sex.value === 'female' ? 'her' : 'his') : 'their',
  };
  return TAKING_SENTENCES[a.taking].replace(/\{(\w+)\}/g, (_, n: string) => words[n]!);
}

const CERTAINTY: Record<string, string> = { probable: 'probable ', possible: 'possible ', 'ruled out': 'ruled out: ' };

/**
 * The one plan step that most changes what happens next, for the summary: a procedure, then a medicine
 * started, changed or stopped, then a test, then a referral, then a medicine continued.
 */
function mainDecision(f: ClinicalFacts): Found<string> | null {
  const meds = (changed: boolean) =>
    f.planMedications
      .filter((m) => (m.value.action === 'continue') !== changed)
      .map((m) => ({ value: planMedication(m.value), segmentIds: m.segmentIds }));
  const referrals = f.referrals.map((r) => ({ value: `referral to ${r.value}`, segmentIds: r.segmentIds }));
  return [...f.procedures, ...meds(true), ...f.investigations, ...referrals, ...meds(false)][0] ?? null;
}

const SEEN = SEEN_AS.map(([said, written]) => ({ said: new RegExp(said, 'i'), written }));

/** What follows 'seen' for a reason for the visit: 'to establish care for DCIS', 'for back pain' (summary-reasons.ts). */
function seenAs(reason: string): string {
  const row = SEEN.find((r) => r.said.test(reason));
  return row ? reason.replace(row.said, row.written) : `for ${reason}`;
}

/** How many problems the summary names; the others are counted. */
const SUMMARY_PROBLEMS = 3;

/**
 * The visit in a few short sentences that add to the sections rather than restate them: who came and
 * why, the problems found (a few by name, the rest counted), and the main decision. The full
 * assessment and plan are in their own sections; listing them again here is repetition a reader has to
 * skip.
 */
export function summarySentences(f: ClinicalFacts): Sentence[] {
  const out: Sentence[] = [];
  const cc = chiefComplaint(f);
  const who = whoIs(f);
  if (cc)
    out.push({
      text: `${cap(who || 'patient')} seen ${seenAs(cc.value.toLowerCase())}.`,
      segmentIds: ids(cc, f.age, f.sex),
    });
  // The problems by name, up to a few ('vitamin D deficiency and acne'): a count alone ('and 1 other
  // problem') tells the reader nothing; past a few, the rest are counted, and one more is named, not counted.
  const named = f.assessment.length > SUMMARY_PROBLEMS + 1 ? f.assessment.slice(0, SUMMARY_PROBLEMS) : f.assessment;
  if (named.length) {
    const rest = f.assessment.length - named.length;
    const problems = named.map((a) => `${CERTAINTY[a.value.certainty ?? ''] ?? ''}${a.value.diagnosis}`);
    const text = rest ? `${problems.join(', ')} and ${rest} other${rest > 1 ? 's' : ''}` : listOf(problems);
    out.push({ text: `Assessment: ${text}.`, segmentIds: ids(...named) });
  }
  const decision = mainDecision(f);
  if (decision) out.push({ text: `Main decision: ${inSentence(decision.value)}.`, segmentIds: ids(decision) });
  return out;
}
