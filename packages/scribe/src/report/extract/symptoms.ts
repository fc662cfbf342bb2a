import { timeOf } from '../reading/time.js';
import { cueSpeaker } from '../reading/context.js';
import { answerPolarity, answersUnsure, answerToNegated } from '../reading/answers.js';
import { regex, wordsOf } from '../pattern.js';
import { EXAM_CONTEXT_WORDS, EXAM_NARRATION_WORDS, REPORTING_WORDS } from './symptom-context-words.js';
import { aboutCompanion } from './companion.js';
import { examSegments } from './exam-span.js';
import { inExaminerVoice } from './exam-voice.js';
import { asksAsClinician } from '../reading/questions.js';
import { examManoeuvre } from '../reading/exam-questions.js';
import { aboutOthers, beforeHypothetical, hypotheticalCue } from '../reading/subject.js';
import { addFound, type ClinicalFacts, type Found, type OtherReading, type Seg } from './types.js';
import { asked, byConditionName, ownWords, record, replyMentions } from './symptom-asked.js';
import { answersFamily } from './family.js';
import { answersAllergy } from './allergy-replies.js';
import { goesOnQuestion, saidBefore, utterancesOf, type Utterance } from './utterances.js';
import { inPatientVoice } from './voice.js';
import { type Mention, symptomMentions } from './symptom-mentions.js';
import { asksOnFrom, clarifies, runsOnQuestion } from './symptom-lists.js';
import { isBareList } from './symptom-words.js';
import { type Courses, settleCourses, noteCourse } from './symptom-courses.js';
import { holdSleepOfBreathing } from './breathing-position.js';
import { holdDoubted } from './symptom-doubts.js';
import { doubtOf } from '../reading/doubts.js';

export { symptomMentions } from './symptom-mentions.js';

/**
 * Side effects, warnings and hypotheticals ('if you get chest pain, call us') are not the patient's
 * symptoms, whoever the label says spoke them: what other people get ('a lot of patients get nausea on
 * it'), what the patient is told to report ('report any chest pain'), and what they will feel after a
 * treatment ('you're going to feel some dizziness', 'whenever you get a headache, take…').
 */
/** The patient saying what they have: 'I get…', 'I've had…', 'I'm having…'. */
const OWN_CLAIM =
  /\bi (?:get|have|had|feel|felt|start|(?:do|still|always|only|usually|sometimes) get)\b|\bi've (?:had|been|got)\b|\bi'm (?:having|getting)\b/;

/**
 * A warning or hypothetical says nothing of what the patient has. The patient's own account with its
 * condition after it ('I get a headache if I skip breakfast') is theirs: the condition only says when.
 */
function hypothetical(u: Utterance): boolean {
  const cue = hypotheticalCue(u.text);
  if (!cue) return false;
  if (u.seg.role === 'Doctor' || cue.rule !== 'hyp:if') return true;
  const first = symptomMentions(u.text)[0];
  return !(
    first &&
    first.end <= cue.index &&
    OWN_CLAIM.test(u.text.slice(0, first.index)) &&
    !hypotheticalCue(u.text.slice(0, cue.index))
  );
}
/** The speaker's own words of themselves. */
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b/;
/** The listener named: 'you don't have a fever', 'your lower extremities have no edema'. */
const SECOND_PERSON = /\b(?:you|your|you're|you've)\b/;
/** The symptom said as the listener's ('your migraines', 'your acid reflux'). */
const YOUR_BEFORE = /\byour (?:[a-z']+ ){0,2}$/;
/** A clinician describing what they find on examination: signs, not symptoms the patient reports. */
const EXAM_CONTEXT = regex([wordsOf(EXAM_CONTEXT_WORDS)]);
/**
 * Examination and imaging narrated in a clinician's words ('on your skin exam', 'I don't appreciate…',
 * 'radiographs show… marrow edema'): findings, not symptoms, even where speech labelled the patient.
 */
const EXAM_NARRATION = regex([wordsOf(EXAM_NARRATION_WORDS)]);
/** A clinician's statement that the patient has a symptom: second or third person, or a reporting verb. */
const REPORTING = regex([wordsOf(REPORTING_WORDS)]);
/**
 * The words around a mention, where a clinician says whose it is ('you have some swelling', 'she reports
 * nausea', 'weight gain, anything you have noticed'): a 'your' far back in a long piece of speech ('keep
 * your leg up … to help that swelling go down') does not make the aim of a treatment a symptom reported.
 */
const wordsAround = (text: string, m: Mention) =>
  [
    ...text.slice(0, m.index).split(' ').slice(-12),
    text.slice(m.index, m.end),
    ...text.slice(m.end).split(' ').slice(0, 8),
  ].join(' ');

/**
 * Whether the words near a symptom place it in the past ('a history of fatigue', 'migraines about 30
 * years ago'), read by the shared time cues: only near it, as 'my father had them in the past' at the end
 * of a long account places nothing of the patient's.
 */
const TIME_BEFORE = 60;
const TIME_AFTER = 30;
const placedInPast = (text: string, m: Mention) =>
  timeOf(text.slice(Math.max(0, m.index - TIME_BEFORE), m.end + TIME_AFTER)) === 'past';

/**
 * Symptoms the patient has, and those they deny. The patient's own statements count as said (with
 * their negation); a clinician's statement counts when it is about the patient ('you've had a cough',
 * 'she reports…') and is not an examination finding; its evidence adds the patient's reply when the
 * reply confirms it, and a reply that denies it makes it denied.
 */
export function extractSymptoms(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const exam = examSegments(segs);
  const had: Found<string>[] = [];
  const courses: Courses = new Map();
  const unsure = new Map<string, string[]>();
  all.forEach((u, i) => {
    // A question asked before hypothetical talk ('any chest pain, because that can be a sign of…') is still
    // asked, as the checker reads it: only what comes before the hypothetical cue is read.
    const read = hypothetical(u) ? (u.question ? beforeHypothetical(u.text) : '') : u.text;
    let mentions = symptomMentions(read, cueSpeaker(u.seg.role)).filter((m) => !aboutOthers(u.text, m.index));
    // The reply to a question about the family names the family's ('what runs in your family?' | 'i have high
    // blood pressure and depression'), up to a 'but' that turns to the speaker's own.
    if (!u.question && answersFamily(all, i, false))
      mentions = mentions.filter((m) => /\bbut\b/.test(u.text.slice(0, m.index)));
    // The reply to a question about allergies names their reactions ('any allergies?' | 'penicillin gives me a
    // rash'), not symptoms of today, up to a 'but' that turns to them.
    if (!u.question && answersAllergy(all, i))
      mentions = mentions.filter((m) => /\bbut\b/.test(u.text.slice(0, m.index)));
    if (mentions.length === 0) return;
    // A question asked with the examiner's hands ('does it hurt when I press here?') is answered by a finding
    // at that spot, which the examination reads, not by a symptom the history reports or denies.
    if (u.question && examManoeuvre(u.text, exam.has(u.at), saidBefore(all, i))) return;
    // A patient's own question ('could this be a migraine?') says nothing about what they have; one in the
    // clinician's elliptic form ('okay and any fever or chills') is the clinician's, mislabelled by speech.
    if (u.question)
      return u.seg.role === 'Doctor' || asksAsClinician(u.text)
        ? asked(facts, all, i, segs, mentions, unsure)
        : undefined;
    // A symptom had in the past ('you've had this reflux in the past', 'i used to get migraines') is not one of
    // today; what is denied there is still denied.
    const past = mentions.filter((m) => !m.negated && placedInPast(u.text, m));
    for (const m of past) addFound(had, m.term.name, [u.seg.id], (v) => v);
    mentions = mentions.filter((m) => !past.includes(m));
    if (mentions.length === 0) return;
    if (u.seg.role !== 'Doctor') {
      // A bare list of symptoms followed by a 'no' is the clinician's question running on past a pause
      // (speech cut there, and the list labelled with the wrong speaker): the 'no' denies them.
      const next = segs[u.at + 1];
      if (runsOnQuestion(u.seg, next)) {
        for (const m of mentions) record(facts, m.term.name, false, [u.seg.id, next!.id]);
        return;
      }
      // The question going on past a pause ('weight loss anything like that') asserts nothing by itself.
      if (goesOnQuestion(all, segs, u.at)) return;
      // A bare list the same turn then asks on from in the clinician's form ('diarrhea | do you feel your belly
      // is bigger'): a clinician's list of questions under the patient's label, which asserts nothing.
      if (all[i + 1]?.at === u.at && asksOnFrom(u.text, all[i + 1])) return;
      if (clarifies(u.text) || EXAM_NARRATION.test(u.text)) return;
      // During the examination, words to the patient or in an examiner's voice, none of the speaker's own, are
      // the examiner's findings ('your lower extremities have no edema'), not the patient's.
      const examiner = !FIRST_PERSON.test(u.text) && (SECOND_PERSON.test(u.text) || inExaminerVoice(u.text));
      if (exam.has(u.at) && !u.seg.confirmed && examiner) return;
      // A companion's words about the patient count; their words about themselves do not. 'Your migraines'
      // with no word of the speaker's own is the clinician speaking to the patient under the patient's label.
      const addressed = !u.seg.confirmed && !FIRST_PERSON.test(u.text);
      for (const m of mentions)
        if (
          !aboutCompanion(u.seg, u.text, m.index) &&
          !(addressed && YOUR_BEFORE.test(u.text.slice(0, m.index))) &&
          ownWords(u.text, m) &&
          !doubtOf(u.text, m.index, m.end)
        ) {
          // Said to be over ('the nausea resolved'): had, so no denial; resolved.ts tells it as resolved.
          record(facts, m.term.name, !m.negated || m.over !== null, [u.seg.id]);
          if (!m.negated) noteCourse(courses, u.text, m, u.seg.id);
        }
      return;
    }
    // Exam narration runs on through the rest of the clinician's turn once it starts.
    const examining =
      EXAM_CONTEXT.test(u.text) ||
      (exam.has(u.at) && !mentions.some((m) => inPatientVoice(u.text.slice(0, m.index)))) ||
      all.slice(Math.max(0, i - 3), i).some((o) => o.at === u.at && EXAM_CONTEXT.test(o.text));
    if (examining) return;
    // A clinician naming a known condition by a symptom's word ('for your migraines, continue the imitrex')
    // speaks of the condition; only the patient's words make it a symptom of today.
    mentions = mentions.filter((m) => !byConditionName(u.text, m));
    if (mentions.length === 0) return;
    // The first half of an either-or question ('like reflux into your throat or | are you vomiting'): the
    // reply says which, so it asserts nothing.
    if (/\bor$/.test(u.text) && all[i + 1]?.at === u.at && all[i + 1]!.question) return;
    // Symptom names alone, ending the clinician's turn, ask about them: speech drops the question's mark.
    if (isBareList(u.text) && all[i + 1]?.at !== u.at) return asked(facts, all, i, segs, mentions, unsure);
    // The patient's next words answer this statement only when the clinician asked nothing after it.
    const last = !all.slice(i + 1).some((o) => o.at === u.at && o.question);
    const reply = last && segs[u.at + 1] && segs[u.at + 1]!.role !== 'Doctor' ? segs[u.at + 1]! : null;
    const confirmed = reply ? answerPolarity(reply.text) : null;
    const named = reply ? replyMentions(reply.text) : new Map<string, boolean>();
    for (const m of mentions) {
      const said = named.get(m.term.name);
      // 'so the fever went away?' 'yes', 'so no more nausea' 'no i don't': had, and over (resolved.ts); 'yes i do'
      // to the second: had still. Unanswered, the clinician's guess, and no denial.
      if (m.over) {
        const answered =
          m.over === 'before'
            ? reply !== null && (said !== undefined || answerToNegated(reply.text) !== null)
            : said === true || confirmed === true;
        if (answered) record(facts, m.term.name, true, [u.seg.id, reply!.id]);
      } else if (m.negated) {
        // 'and no dizziness' said as a statement is still answered: 'yes, I do' goes against it.
        const against = reply !== null && (said === true || answerToNegated(reply.text) === true);
        record(facts, m.term.name, against, against ? [u.seg.id, reply.id] : [u.seg.id]);
      } else if (!u.seg.confirmed && inPatientVoice(u.text.slice(0, m.index)))
        record(facts, m.term.name, true, [u.seg.id]);
      else if (!REPORTING.test(wordsAround(u.text, m))) continue;
      else if (said === false || (said === undefined && confirmed === false))
        record(facts, m.term.name, false, [u.seg.id, reply!.id]);
      // 'you had a fever' 'probably not, i never checked': the patient is not sure of what the clinician said.
      else if (said === undefined && reply && answersUnsure(reply.text)) unsure.set(m.term.name, [u.seg.id, reply.id]);
      else record(facts, m.term.name, true, said || confirmed ? [u.seg.id, reply!.id] : [u.seg.id]);
    }
  });
  settleCourses(facts, courses);
  holdSleepOfBreathing(facts);
  holdDoubted(facts, segs, unsure);
  // A symptom affirmed and also denied, or also placed in the past, is not denied: those readings are kept for
  // the gate that writes a symptom as current only when it is sure (current-symptoms.ts).
  const has = (name: string) => facts.symptoms.some((s) => s.value === name);
  const also = (found: Found<string>[], reading: OtherReading) =>
    found.filter((f) => has(f.value)).map((f) => ({ value: { symptom: f.value, reading }, segmentIds: f.segmentIds }));
  facts.symptomReadings.push(...also(facts.negatedSymptoms, 'denied'), ...also(had, 'past'));
  facts.negatedSymptoms = facts.negatedSymptoms.filter((n) => !has(n.value));
  // One had only in the past is offered for the past history ('a history of chronic back pain'), not written.
  for (const h of had.filter((h) => !has(h.value)))
    facts.held.push({ value: { section: 'pastMedicalHistory', text: h.value }, segmentIds: h.segmentIds });
}
