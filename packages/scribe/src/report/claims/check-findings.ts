import { conditionsIn, readVital, symptomMentions, type VitalKey } from '../extract/index.js';
import { regex, wordsOf } from '../pattern.js';
import { answersGone } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { denialLimited } from '../reading/denial-limits.js';
import { symptomEnded } from '../reading/episodes.js';
import { hypotheticalCue, namesOthers } from '../reading/subject.js';
import { historyNamedBefore, timeOf } from '../reading/time.js';
import type { Consultation } from './consultation-types.js';
import { conditionTalkedAbout, symptomSaidInOtherWords } from './lay-terms.js';
import { EXAM } from './read-talk.js';
import { deniedOnOtherSide } from './sided-denials.js';
import { numberIn } from './text.js';
import { cap, finding, uniq, type Finding, type Statement } from './types.js';
import { VITAL_NAMES } from '../vocabulary/vital-names.js';

const LIST_ROLES = new Set(['symptom', 'condition']);
/** A history sentence telling what the patient reports ('the patient also reports headache'): its symptoms rest on the talk as a list's do. */
const REPORTS = /\b(?:reports?|complains? of|endorses?)\s+(?:(?:some|a|an|mild|occasional|intermittent)\s+)?$/;
/** Words for a symptom only suspected ('possible bleeding'): not claimed as present. When it was had is reading/time.ts's. */
const SUSPECTED_WORDS = [
  'possible',
  'possibly',
  'probable',
  'suspected',
  'may have',
  'might have',
  'may be',
  'might be',
  'could be',
  'rule out',
  'concern for',
];
const SUSPECTED = regex([wordsOf(SUSPECTED_WORDS)]);
/** 'When asked about daytime fatigue, …': a question reported, whose answer the sentence goes on to give. */
const ASKED_ABOUT = /\b(?:asked (?:about|if|whether)|inquired about|questioned about)\b/;
/** Where a note tells what the patient reports: a denial there says the patient does not have the symptom. */
const TOLD = /^(?:historyOfPresentIllness|reviewOfSystems|chiefComplaint)\b/;

/**
 * Symptoms: one written as present must not be one the patient denied, nor one never mentioned (in a list, or
 * reported in the history); one written as denied in the history must not be one the patient has now.
 */
/**
 * Whether a turn says by name that the symptom is over, as the reading decides it: a cue that ends it ('the rash
 * cleared up'), a reply that it is gone ('not really having any more'), or the words right around it ('no more
 * diarrhea', 'the nausea resolved'). Not a whole episode over ('then sunday i felt fine').
 */
const saidOver = (text: string, name: string) =>
  symptomEnded(text) || answersGone(text) || symptomMentions(text).some((x) => x.over !== null && x.term.name === name);

export function checkSymptoms(s: Statement, c: Consultation): Finding | null {
  // Not the patient's own symptoms: another person's, ones to watch for, or the risks of a procedure.
  if (hypotheticalCue(s.norm, 'note') || namesOthers(s.norm, 'note')) return null;
  for (const m of symptomMentions(s.norm)) {
    const p = c.symptoms.get(m.term.name);
    const negated = isNegated(s.norm, m.index, m.end, 'note');
    // A denial that is not limited to a time, a setting or a degree ('denies chest pain today') of a symptom the patient has now.
    const had = () =>
      c.segs
        .filter((x) => p?.current?.includes(x.id))
        .map((x) => x.text)
        .join(' ');
    if (negated && p?.current?.length && TOLD.test(s.path) && !denialLimited(s.norm, m.index, m.end, had()))
      return finding('contradicted', 'negation', `Patient reported ${m.term.name}`, uniq(p.current));
    if (!negated && !ASKED_ABOUT.test(s.norm.slice(0, m.index))) {
      // Had once or gone now ('history of', 'resolved'), yet to come, or only suspected: not claimed as present today.
      const when = timeOf(s.norm, 'note');
      if (when === 'past' || when === 'future' || SUSPECTED.test(s.norm)) continue;
      // The review of systems tells what the patient has today, and so does a history sentence saying in the present
      // that the patient reports it ('The patient also reports nausea'): not a symptom told only of an earlier episode.
      // Nor one said by name to be over by today ('the rash cleared up'), which the history tells as resolved. A
      // whole episode said to be over ('then sunday i felt fine') may still have its symptoms listed there.
      const reported = s.path === 'historyOfPresentIllness.narrative' && REPORTS.test(s.norm.slice(0, m.index));
      const today = s.path.startsWith('reviewOfSystems') || reported;
      const endedByName = p?.over?.some((id) => saidOver(c.segs.find((x) => x.id === id)?.text ?? '', m.term.name));
      const overOnly = endedByName && p!.affirmed.every((id) => p!.over!.includes(id));
      if (overOnly && today)
        return finding(
          'unsupported',
          'symptom',
          `${cap(m.term.name)} was said to be over, not had today`,
          uniq(p!.over!),
        );
      const thenOnly = p?.then?.length && p.affirmed.every((id) => p.then!.includes(id));
      if (thenOnly && today)
        return finding(
          'unsupported',
          'symptom',
          `${cap(m.term.name)} was told only of an earlier episode, not said to go on today`,
          uniq(p.then!),
        );
      // An examination records what the clinician finds: the patient not having noticed it does not contradict it.
      const exam = s.path.startsWith('physicalExam');
      const byPatient = p?.denied.every((id) => c.segs.find((x) => x.id === id)?.role === 'Patient');
      if (exam && byPatient) continue;
      // And a history tells what the patient reports: a finding only the examination showed does not make a denied symptom reported.
      const told = exam || !byPatient ? p?.affirmed : p?.affirmed.filter((id) => !p.observed.includes(id));
      // Whether the patient has a symptom is the writer's reading's to say (presence.ts). One it does not hold as had
      // now, named only in the clinician's turns ('arthritis is common with back pain'), the patient never reported;
      // one the clinician finds on examination ('you have swelling') is the examination's, not the history's.
      // A condition the clinician names from the record ('your anxiety'), or a symptom of an earlier episode the
      // clinician recounts ('when you first came you were suffering with dyspnea'), is history, not one reported now.
      const byClinician = (id: string) => {
        const seg = c.segs.find((x) => x.id === id);
        return seg?.role !== 'Patient' && !EXAM.test(seg?.text ?? '');
      };
      const unreported =
        told?.length &&
        !p?.current?.length &&
        !p?.then?.length &&
        !c.conditions.has(m.term.name) &&
        told.every(byClinician);
      if (unreported && (today || s.path.startsWith('historyOfPresentIllness.associatedSymptoms')))
        return finding(
          'unsupported',
          'symptom',
          `${cap(m.term.name)} was named only by the clinician, not reported by the patient`,
          uniq(told),
        );
      if (told?.length) continue;
      // A symptom the patient named only with doubt (not sure, once, at times from certain things) is no symptom of today.
      if (p?.doubted?.length && !p.denied.length && !s.path.startsWith('assessment'))
        return finding(
          'unsupported',
          'symptom',
          `${cap(m.term.name)} was named only with doubt (not sure, once, or at times from certain things), not as had today`,
          uniq(p.doubted),
        );
      // An assessment records the clinician's impression: a symptom the clinician suspects ('you may have had some bleeding') is borne out there.
      if (p?.possible.length && s.path.startsWith('assessment')) continue;
      // Suspected by the clinician but denied by the patient: 'reports bleeding' is still against what the patient said.
      if (p?.denied.length && !deniedOnOtherSide(s.norm, m, p.denied, c))
        return finding('contradicted', 'negation', `Patient denied ${m.term.name}`, uniq(p.denied));
      if (p?.possible.length) continue;
      if (p?.passed.length) {
        const named = [...new Set(p.passed.flatMap((x) => x.named))].slice(0, 3).join(', ');
        return finding(
          'unsupported',
          'negation',
          `Asked about ${m.term.name}, the patient reported only ${named}`,
          uniq(p.passed.map((x) => x.seg)),
        );
      }
      const words = m.term.name.split(' ').map((w) => w.replace(/(?:ness|s)$/, ''));
      const inOneTurn = c.segs.some((seg) => words.every((w) => seg.text.includes(w)));
      if (
        (s.role === 'symptom' || reported) &&
        !c.conditions.has(m.term.name) &&
        !inOneTurn &&
        !symptomSaidInOtherWords(m.term.name, c.segs)
      ) {
        return finding('unsupported', 'symptom', `${cap(m.term.name)} was not mentioned in the consultation`);
      }
    }
  }
  return null;
}

/** Conditions: one written as present must not be one the consultation rules out, nor (in a list or a sentence stating the history) one never mentioned. */
export function checkConditions(s: Statement, c: Consultation): Finding | null {
  if (
    /\b(mother|father|mom|dad|brother|sister|family|grand\w+|aunt|uncle|cousin|son|daughter|wife|husband|sibling)\b/.test(
      s.norm,
    ) &&
    s.path.startsWith('familyHistory') === false
  )
    return null;
  // 'could not be the case', 'was ruled out', 'unlikely': the statement denies the condition.
  if (/\b(not (?:be )?the case|ruled out|rule out|unlikely|excluded|not consistent with|no evidence)\b/.test(s.norm))
    return null;
  for (const k of conditionsIn(s.norm)) {
    if (isNegated(s.norm, k.index, k.end, 'note')) continue;
    const p = c.conditions.get(k.name);
    const s2 = c.symptoms.get(k.name);
    if (p?.affirmed.length || p?.possible.length || s2?.affirmed.length || s2?.possible.length) continue;
    // Told only of a relative ('my mom had breast cancer'): a list of the patient's conditions gives them the relative's.
    const kin = c.kinConditions.get(k.name);
    if (kin && s.role === 'condition' && !s.path.startsWith('familyHistory') && !p?.denied.length)
      return finding(
        'unsupported',
        'condition',
        `${cap(k.name)} was said of the patient's ${kin.relation}, not the patient`,
        uniq(kin.segs),
      );
    if (p?.denied.length)
      return finding('contradicted', 'condition', `The consultation says no ${k.name}`, uniq(p.denied));
    // Never named at all: not by the lexicon's names, nor by its telling word ('cholesterol', 'fibrillation').
    // Telling words by their stem: 'cataract surgery' names cataracts, 'disc degeneration' degenerative disc disease.
    const telling = k.name
      .split(' ')
      .filter(
        (w) =>
          w.length > 4 &&
          !/^(chronic|acute|disease|disorder|type|high|heart|severe|multiple|general|primary|secondary)$/.test(w),
      )
      .map((w) => w.replace(/(?:ative|ation|ive|ion|s)$/, ''));
    // A sentence that states the history names its conditions as a list does: one never talked of is unsupported.
    if (
      (LIST_ROLES.has(s.role) || historyNamedBefore(s.norm.slice(0, k.index))) &&
      !c.conditionNames.has(k.name) &&
      !telling.some((w) => c.text.includes(w)) &&
      !conditionTalkedAbout(k.name, c.text)
    ) {
      return finding('unsupported', 'condition', `${cap(k.name)} was not mentioned in the consultation`);
    }
  }
  return null;
}

/** The words of a turn that talks about each vital. */
export const VITAL_TALK: Record<VitalKey, RegExp> = {
  bloodPressure: /\b(blood pressure|bp|pressure|systolic|diastolic|mmhg)\b|\d\s*(?:over|\/)\s*\d/,
  heartRate: /\b(heart rate|pulse|hr|bpm|beats)\b/,
  temperature: /\b(temp|temperature|fever|febrile|afebrile|degrees)\b/,
  respiratoryRate: /\b(respiratory|respirations|breaths|rr)\b/,
  oxygenSaturation: /\b(?:oxygen|o2|sat\w*|pulse ox)\b/,
  weight: /\b(weight|weigh|weighs|weighed|pounds|lbs|kilos?|kg|kilograms)\b/,
};

/** The turns that talk about a vital, or vitals in general, with the turn on each side. */
function vitalTalk(c: Consultation, key: VitalKey): string {
  const near = new Set<number>();
  c.segs.forEach((s, i) => {
    if (VITAL_TALK[key].test(s.text) || /\bvitals?\b/.test(s.text)) for (const j of [i - 1, i, i + 1]) near.add(j);
  });
  return [...near]
    .sort((a, b) => a - b)
    .map((i) => c.segs[i]?.text ?? '')
    .join(' \n ');
}
/** A vital written in words ('BP elevated', 'BP normal'): high, low or normal, the first that fits. */
const VITAL_SENSES: RegExp[] = [
  /\b(high|elevated|raised|up)\b/,
  /\blow\b/,
  /\b(normal|good|fine|great|controlled|under control|perfect)\b/,
];
const senseOf = (text: string) => VITAL_SENSES.findIndex((re) => re.test(text));

/** Whether a vital written in words was said in words of the same sense where the vital is named ('your blood pressure was normal today'). */
function saidInWords(c: Consultation, key: VitalKey, value: string): boolean {
  const sense = senseOf(value);
  if (sense < 0) return false;
  const named = new RegExp(VITAL_TALK[key].source, 'g');
  return c.segs.some((s) =>
    [...s.text.matchAll(named)].some(
      (m) => !/^\d/.test(m[0]) && senseOf(s.text.slice(m.index, m.index + 60)) === sense,
    ),
  );
}
const numbers = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).join('/');

/** Vitals: the value written must be a value said for that vital. */
export function checkVitals(s: Statement, c: Consultation): Finding | null {
  const keys = s.role === 'vital' ? [s.path.split('.').pop() as VitalKey] : (Object.keys(VITAL_NAMES) as VitalKey[]);
  // The saturation is checked by oxygen.ts, in the field and in prose alike: it compares the saturation alone,
  // and the oxygen breathed said with it ('92% on 2 L oxygen') is no second number to match.
  for (const key of keys.filter((k) => k !== 'oxygenSaturation')) {
    const text = s.role === 'vital' ? `${VITAL_NAMES[key]} ${s.norm.replace(/^[a-z]+\s/, '')}` : s.norm;
    const value = readVital(key, text) ?? (s.role === 'vital' ? s.norm.replace(/^[a-z]+\s/, '') : null);
    if (!value) continue;
    const said = c.vitals.get(key) ?? [];
    if (said.some((v) => numbers(v.value) === numbers(value))) continue;
    // A decimal cut short on either side ('98.7' read or written as 98) is the same value, when the full one was said where that vital is talked about.
    const whole = (v: string) => numbers(v).replace(/\.\d+/g, '');
    if (
      said.some((v) => numbers(v.value) === whole(value)) &&
      numbers(value)
        .split('/')
        .every((n) => vitalTalk(c, key).includes(n))
    )
      continue;
    if (said.some((v) => whole(v.value) === numbers(value) && whole(v.value) !== numbers(v.value))) continue;
    if (said.length)
      return finding(
        'contradicted',
        'vital',
        `Transcript says ${VITAL_NAMES[key]} ${said[0]!.value}`,
        uniq(said.map((v) => v.seg)),
      );
    // A value the reading missed still counts when said where that vital is talked about.
    const nums = numbers(value).split('/').filter(Boolean);
    const talk = vitalTalk(c, key);
    if (nums.length && nums.every((n) => numberIn(talk, n))) continue;
    if (!nums.length && saidInWords(c, key, value)) continue;
    return finding('unsupported', 'vital', `No ${VITAL_NAMES[key]} of ${value} was said`);
  }
  return null;
}
