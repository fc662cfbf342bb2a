import { planMedication } from '../plan-medication.js';
import { answerPolarity } from '../reading/answers.js';
import { CHILD_BEFORE, EXCEPTED, FOR_ANOTHER, generic, mergeMed } from './medication-taking.js';
import { STOPPED, adherenceOf, stoppedIn } from '../reading/adherence.js';
import { notTakenSaid, toldAdherence } from './medication-adherence.js';
import { allergyTalk, namesAllergy } from './medication-allergy-talk.js';
import { drugMentions } from './drug-mentions.js';
import { orderedClass } from './medication-class.js';
import { addPlan, declinedNext, holdOnce, scheduleSaidNext } from './medication-entries.js';
import {
  afterOldDose,
  correctedDose,
  dosageNear,
  indicationNear,
  scheduleOfList,
  withSchedule,
} from './medication-dose.js';
import { asksDose, doseInReply, doseSaidNext } from './medication-dose-next.js';
import { instructionsFor } from './medication-instructions.js';
import { formsSaidElsewhere } from './medication-forms.js';
import { medicationActions, starts } from './medication-plan.js';
import { decidedAgainst, forLater, notNowStop, ordersToPatient, switchedFromBefore } from './medication-plan-voice.js';
import {
  OWN_MEDICINE,
  advisedAgainst,
  askedOfThePast,
  askedAsExamples,
  procedureDrug,
  listed,
  listedAfter,
  namedNotTaken,
  notSaidTakenNow,
  orList,
  reactedTo,
  startsUnnamed,
  takingSaid,
  triedOnly,
  withoutCorrected,
} from './medication-standing.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import { timeOf } from '../reading/time.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { replyTo, utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

/** Where one clause joins the next ('… daily and i used to be on …'): a drug's own words end there. */
const JOINED = /\b(?:and|but|so|then)\b/;

/**
 * Current medications with dose and indication, and the clinician's plan for medicines: started,
 * stopped, changed (with the new dose and frequency) or continued. A drug the clinician asks about is
 * current when the question says taking ('are you taking ibuprofen?') and the patient does not say no,
 * or when the patient says yes. A dose named after a change or a start ('increase your lisinopril to
 * 40 mg') is the dose ordered, never the one taken; a drug switched from is not taken. A drug only tried,
 * advised against, asked about as one example of several, or named by the clinician in passing is
 * offered, not listed (medication-standing.ts).
 */
export function extractMedications(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const switchedFrom = new Set<string>();
  const tried = new Set<string>();
  let unnamedStart = -Infinity;
  // Kinds of medicine ordered without a drug named ('some antibiotics'), and the starts a drug named next gave.
  const classes: { at: number; name: string; ids: string[] }[] = [];
  const namedAfter = new Set<number>();
  const allergies = allergyTalk();
  all.forEach((u, i) => {
    const sentence = u.text;
    // 'allergic to penicillin': an allergy named, whose drugs are never taken. Allergy as the trouble a
    // medicine treats or a disease's mechanism ('an allergic reaction in your lungs … a course of an oral
    // steroid') leaves the sentence to be read for what is prescribed.
    if (namesAllergy(sentence)) {
      allergies.heard(u, i);
      return;
    }
    const mentions = drugMentions(sentence);
    const negated = mentions.filter((m) => isNegated(sentence, m.index, m.end));
    const found = withoutCorrected(
      sentence,
      mentions.filter((m) => !negated.includes(m)),
    );
    const clinician = clinicianSays(u.seg, sentence);
    // "i haven't been taking the metformin": a drug the patient says they do not take, told in the history.
    if (!u.question && !clinician) notTakenSaid(facts, sentence, negated, [u.seg.id]);
    // 'any allergies to medicines?' | 'yes penicillin': the drugs are offered for the allergy list.
    const allergyAsked = allergies.allergyReply(u, i, found.length > 0);
    if (allergyAsked) {
      for (const m of found) holdOnce(facts, 'allergies', `Allergy to ${m.name}.`, [allergyAsked.id, u.seg.id]);
      return;
    }
    if (found.length === 0) {
      const kind = clinician && !u.question ? orderedClass(sentence) : null;
      if ((clinician && !u.question && startsUnnamed(sentence)) || kind) unnamedStart = i;
      if (kind) classes.push({ at: i, name: kind, ids: [u.seg.id] });
      return;
    }
    const ordering = !u.seg.confirmed && ordersToPatient(sentence);
    // The drug named just after a start that did not name it ('… a little pain medicine' | 'so tramadol
    // 50 mg every six hours') is the one started, whichever label speech recognition gave the words.
    const namedNext = !u.question && i - unnamedStart <= 2 && !OWN_MEDICINE.test(sentence);
    const planning = ((clinician || ordering) && !u.question) || namedNext;
    const actions = medicationActions(sentence, found).map((c, k) => {
      const at = found[k]!.index;
      // 'continue your medicines except the prozac': the drug left out is stopped.
      if (c?.action === 'continue' && c.at < at && EXCEPTED.test(sentence.slice(c.at, at)))
        return { ...c, action: 'stop' as const };
      return c || !namedNext ? c : { action: 'start' as const, at, word: 'start' };
    });
    const reply = u.question ? replyTo(all, i, segs) : null;
    const answer = reply ? answerPolarity(reply.text) : null;
    if (answer === false) return;
    const ids = reply ? [u.seg.id, ...reply.ids] : [u.seg.id];
    // The reply about these drugs: to this question, or to the question just after that names no drug
    // ('we have you on the prozac 20 mg a day.' | 'are you taking that?'), or the patient's words at once
    // after the clinician names one drug ('you're on lisinopril.' | "i haven't been taking it").
    const next = all[i + 1];
    const saidBack =
      clinician && found.length === 1 && next && next.seg !== u.seg && !clinicianSays(next.seg, next.text)
        ? { text: next.text, ids: [next.seg.id] }
        : null;
    const replyAbout =
      reply ??
      (next?.question && drugMentions(next.text).length === 0 ? replyTo(all, i + 1, segs) : null) ??
      (u.question ? null : saidBack);
    const examples = u.question ? askedAsExamples(sentence, found) : new Set<number>();
    if (examples.size > 0)
      holdOnce(
        facts,
        'medications',
        `Takes ${orList(found.filter((_, k) => examples.has(k)).map((m) => m.name))}.`,
        ids,
      );
    const taking: boolean[] = [];
    found.forEach((m, k) => {
      // A dose said after the next drug is that drug's dose.
      const after = sentence.slice(m.end, found[k + 1]?.index ?? sentence.length);
      const cue = actions[k];
      // An action said of the drug after it ('lisinopril 20 mg … increase it to 40 mg'): its dose follows the action.
      const ofIt = cue && cue.at > m.end ? after.slice(cue.at + cue.word.length - m.end) : after;
      const told = cue?.action === 'change' ? afterOldDose(ofIt) : ofIt;
      // A dose put right at once, in these words or the next ('… or 50 000 units, excuse me'), is the dose meant.
      const nextText = k === found.length - 1 ? (all[i + 1]?.text ?? '') : '';
      const fixed = correctedDose(told) ?? (/^or\b/.test(nextText) ? correctedDose(nextText) : null);
      // How often, said once for the drugs one action names ('stay on tylenol 500 mg and ibuprofen 200 mg
      // and take that 3 times a day'): after the last of them.
      const last = cue ? found.findLastIndex((_, j) => j >= k && actions.slice(k, j + 1).every((a) => a === cue)) : k;
      const listEnd = found[last]!.end;
      const shared = cue ? scheduleOfList(sentence.slice(listEnd, found[last + 1]?.index ?? sentence.length)) : null;
      const dosage = withSchedule(dosageNear(fixed ?? told, sentence.slice(found[k - 1]?.end ?? 0, m.index)), shared);
      // The words about this drug alone, up to where the next clause joins ('… daily and i used to be on …').
      const before = sentence
        .slice(Math.max(found[k - 1]?.end ?? 0, m.index - 40), m.index)
        .split(JOINED)
        .pop()!;
      const afterIt = sentence.slice(m.end, Math.min(found[k + 1]?.index ?? sentence.length, m.end + 30));
      const around = { before, after: afterIt.split(JOINED)[0]! };
      // Taking said of a list ('you are on pacerone, lasix and neurontin') is said of each drug in it.
      const inList = k > 0 && listedAfter(sentence.slice(found[k - 1]!.end, m.index));
      const listBefore = { before: sentence.slice(Math.max(0, m.index - 60), m.index), after: around.after };
      taking[k] =
        takingSaid(listBefore, u.question ? sentence.slice(0, m.index) : '') || (inList && taking[k - 1] === true);
      // A dose said apart from the drug: in the reply to a question of it ('how much lisinopril do you take?' |
      // '20 milligrams a day'), which says it is taken, or in the next clause of the turn ('… i think we have
      // you on 20 mg a day').
      // The question may end in the clause after the drug ('how much lisinopril' | 'do you take?').
      const question = u.question ? sentence : next?.question ? `${sentence} ${next.text}` : null;
      // Not a question of the past ('how much tylenol did you take?'): what was tried, not what is taken.
      const asked =
        question !== null && found.length === 1 && asksDose(question) && !askedOfThePast(question, replyAbout);
      const replyDose = asked && replyAbout ? doseInReply(replyAbout.text) : null;
      const nextDose = !cue && k === found.length - 1 && next?.seg === u.seg ? doseSaidNext(next.text) : null;
      if (replyDose) taking[k] = true;
      // 'avoid aleve': advice, which the plan's advice holds; never a medicine taken.
      if (advisedAgainst(around)) return;
      // 'itching with the methylprednisolone': an intolerance, offered for the allergy list.
      if (reactedTo({ before, after: afterIt })) {
        holdOnce(facts, 'allergies', `Reaction to ${m.name}.`, ids);
        return;
      }
      // 'half a cc of lidocaine' injected today, 'the cortisone injection': a procedure's drug, not one taken.
      const procedure = procedureDrug(sentence, m);
      if (procedure) {
        holdOnce(facts, 'plan', `${listed(m.name)} ${procedure}.`, [u.seg.id]);
        return;
      }
      if (switchedFromBefore(sentence.slice(0, m.index))) {
        switchedFrom.add(generic(m.name));
        const to = found[k + 1] && /\bto (?:the |a |an )?$/.test(after) ? ` to ${found[k + 1]!.name}` : '';
        holdOnce(facts, 'historyOfPresentIllness', `Switched from ${m.name}${to}.`, [u.seg.id]);
        return;
      }
      // "i wouldn't start gabapentin", "i'm not ready to increase your metformin": decided against, so
      // nothing is planned; a medicine not started is not taken either.
      const against = !!cue && decidedAgainst(sentence, cue.at);
      if (against && starts(cue.action)) return;
      // "let's hold off on the gabapentin" when the patient has not said they take it: nothing started or
      // stopped, and the drug is not taken; the words are offered for the plan. Taking said before the drug
      // ('you're on gabapentin, so let's hold off on it') counts; the 'on' of 'hold off on' does not.
      const takenSoFar =
        (taking[k] && (cue?.at ?? 0) > m.index) ||
        facts.medications.some((t) => generic(t.value.name) === generic(m.name));
      if (cue?.action === 'stop' && planning && notNowStop(sentence.slice(cue.at)) && !takenSoFar) {
        holdOnce(facts, 'plan', `Hold off on ${m.name}.`, [u.seg.id]);
        return;
      }
      if (cue && planning && !against) {
        const med = { name: m.name, instructions: instructionsFor(cue, dosage, after), action: cue.action };
        // 'if it is still high we may have to increase the lisinopril', 'amoxicillin in case the strep test is
        // positive': a plan for later, offered, not written.
        if (forLater(sentence, cue.at, m.end)) {
          holdOnce(facts, 'plan', `May ${planMedication(med)}.`, [u.seg.id]);
          return;
        }
        // 'i'd recommend starting sertraline' | "i'd rather not": turned down, offered as declined, not written.
        if (declinedNext(u, next)) {
          holdOnce(facts, 'plan', `Patient declined to ${planMedication(med)}.`, [u.seg.id, next!.seg.id]);
          return;
        }
        addPlan(facts, med, [u.seg.id]);
        if (namedNext && cue.action === 'start') namedAfter.add(unnamedStart);
        if (starts(cue.action) || cue.action === 'change') scheduleSaidNext(facts, m.name, next, after);
        return;
      }
      // 'my mom takes metformin for her diabetes': another person's medicine, not the patient's.
      const others = aboutOthers(sentence, m.index) && !CHILD_BEFORE.test(sentence.slice(0, m.index));
      // How the patient says they take it, in their words of this drug alone, or in their reply about it
      // alone: not taken now, now and then (still taken, so listed), or stopped of their own accord.
      const aloneIn = replyAbout && drugMentions(replyAbout.text).every((r) => r.name === m.name);
      const own = clinician || others || u.question ? null : adherenceOf(`${before}${m.name}${around.after}`);
      const replied = aloneIn ? adherenceOf(replyAbout.text, true) : null;
      const said = own ?? replied;
      if (said) toldAdherence(facts, m.name, said, own ? [u.seg.id] : [u.seg.id, ...replyAbout!.ids]);
      if (replied?.taking === 'taking irregularly') taking[k] = true;
      if (STOPPED.test(sentence) && said?.taking !== 'taking irregularly') return;
      if (others) return;
      // Asked about and answered as stopped, the reply naming no other drug: taken before, not now.
      if (aloneIn && stoppedIn(replyAbout) && replied?.taking !== 'taking irregularly') {
        holdOnce(facts, 'medications', `Previously took ${m.name}.`, [u.seg.id, ...replyAbout.ids]);
        return;
      }
      // 'i used to be on amlodipine', 'i was on lisinopril years ago': taken before, not now. The words
      // about this drug alone decide, so 'i take lisinopril and i used to be on amlodipine' keeps lisinopril.
      if (timeOf(`${before}${m.name}${around.after}`) === 'past') {
        holdOnce(facts, 'medications', `Previously took ${m.name}.`, [u.seg.id]);
        return;
      }
      if (examples.has(k)) return;
      // 'i took some tylenol': tried for the problem, not a medicine the patient is on. So too a yes to a
      // question of the past ('were you taking any insulin at that time?').
      if (triedOnly(around) || (u.question && askedOfThePast(sentence.slice(0, m.index), replyAbout))) {
        tried.add(generic(m.name));
        holdOnce(facts, 'medications', `Has taken ${m.name}.`, ids);
        return;
      }
      // '… it still hurts even with ibuprofen': the patient telling again of the medicine tried.
      if (!clinician && tried.has(generic(m.name)) && notSaidTakenNow(around)) return;
      // Asked about without taking ('will the tramadol be okay?') and not answered yes, or named by the
      // clinician with no word of taking ('before we started the progesterone'): named in passing.
      // A short answer to a question is the patient's, whatever the label says ('tylenol, but it doesn't help').
      const answering = all[i - 1]?.question === true && all[i - 1]!.seg !== u.seg;
      const passing = u.question
        ? answer !== true && !taking[k]
        : clinician && !answering && !cue && !dosage && !taking[k];
      // 'we could use the betamethasone', 'i was wondering if cialis would help': a possibility, not taken.
      if (passing || namedNotTaken(around)) {
        holdOnce(facts, 'medications', `${listed(m.name, dosage)}.`, ids);
        return;
      }
      // A change or start heard in an unsure voice ('i would like to start her on levothyroxine' under the
      // patient's label): offered for the plan. A changed drug is taken, its new dose only offered; a drug
      // about to be started, for another ('start her on', 'give you') or prescribed, is not taken yet.
      const starting =
        !!cue && starts(cue.action) && cue.at < m.index && FOR_ANOTHER.test(sentence.slice(cue.at, m.index));
      const ordered =
        cue && !against && !u.question && ((dosage && (cue.action === 'change' || starts(cue.action))) || starting);
      if (ordered) {
        const text = planMedication({
          name: m.name,
          instructions: instructionsFor(cue, dosage, after),
          action: cue.action,
        });
        holdOnce(facts, 'plan', `${text[0]!.toUpperCase()}${text.slice(1)}.`, [u.seg.id]);
        if (starting) return;
      }
      addFound(
        facts.medications,
        // A dose said with a change ('what about increasing my testosterone to 175') is the new one, not the one taken.
        {
          name: m.name,
          dosage: ordered || cue?.action === 'change' ? null : (dosage ?? replyDose ?? nextDose),
          indication: indicationNear(after),
        },
        replyDose ? [...new Set([...ids, ...replyAbout!.ids])] : ids,
        (v) => v.name,
        mergeMed,
      );
    });
  });
  facts.medications = facts.medications.filter((m) => !switchedFrom.has(generic(m.value.name)));
  // 'i'll call in some antibiotics' with no drug named next: the plan starts the kind as said.
  for (const c of classes)
    if (!namedAfter.has(c.at)) addPlan(facts, { name: c.name, instructions: null, action: 'start' }, c.ids);
  formsSaidElsewhere(segs, facts);
}
