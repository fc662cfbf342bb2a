import { regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { hypotheticalCue } from '../reading/subject.js';
import { COURSES } from '../vocabulary/hpi-cues.js';
import { type Mention, symptomMentions } from './symptom-mentions.js';
import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

/** Each course as a note writes it after the symptom's name ('Shortness of breath, improving'), with its cue words. */
const COURSE_RES = COURSES.map((c) => ({ state: c.state, re: regex([wordsOf(c.cues)]) }));
/** How near a symptom its course words are read: its own clause, as speech gives no pause marks. */
const BEFORE = 50;
const AFTER = 40;

/** A symptom the patient gives a course, with the pieces that said it. */
export type Courses = Map<string, { state: string; ids: string[] }>;

/** How far words are from a named symptom: none inside it, else the gap to its nearer end. */
const gap = (at: number, o: { index: number; end: number }) => Math.max(0, o.index - at, at - o.end);

/**
 * Notes the course the patient's words give a symptom they say is there ('not quite as much shortness of
 * breath'). The course words tell of the symptom named nearest them ('the cough is there all the time and i get
 * short of breath' tells the cough's course, not the breathing's). A course denied ("it's not getting worse") or
 * put as an if ('if the cough gets worse') tells none.
 */
export function noteCourse(courses: Courses, text: string, m: Mention, id: string) {
  const from = Math.max(0, m.index - BEFORE);
  const near = text.slice(from, m.end + AFTER);
  const named = symptomMentions(near);
  if (named.length === 0) return;
  for (const { state, re } of COURSE_RES) {
    const cue = re.exec(near);
    if (!cue) continue;
    const nearest = named.reduce((a, b) => (gap(cue.index, b) < gap(cue.index, a) ? b : a), named[0]!);
    const told =
      !isNegated(near, cue.index, cue.index + cue[0].length) &&
      !hypotheticalCue(near.slice(0, cue.index + cue[0].length));
    if (told && from + nearest.index === m.index && !courses.has(m.term.name))
      courses.set(m.term.name, { state, ids: [id] });
    return;
  }
}

/**
 * A symptom the patient says is there with its course ('i don't have quite as much shortness of breath') and
 * also denies in a bare 'no' ('short of breath or any problems sleeping?' 'no'): the two answers disagree,
 * and the note must neither deny it nor write it as simply there. It is offered for the history with its
 * course ('Shortness of breath, improving'), on the evidence of both, for the clinician to settle. The
 * course of one only affirmed is kept, for the note to write with it.
 */
export function settleCourses(facts: ClinicalFacts, courses: Courses) {
  for (const [name, { state, ids }] of courses) {
    const denied = facts.negatedSymptoms.find((n) => n.value === name);
    if (!denied) {
      if (facts.symptoms.some((s) => s.value === name))
        facts.symptomCourses.push({ value: { symptom: name, state }, segmentIds: ids });
      continue;
    }
    facts.symptoms = facts.symptoms.filter((s) => s.value !== name);
    facts.negatedSymptoms = facts.negatedSymptoms.filter((n) => n !== denied);
    facts.held.push({
      value: { section: 'historyOfPresentIllness', text: `${display(name)}, ${state}` },
      segmentIds: [...new Set([...ids, ...denied.segmentIds])],
    });
  }
}
