import { answerPolarity, answersGone, answersOver, answersStill, answerToNegated } from '../reading/answers.js';
import { episodeOver, hadBeforeToday, toldAsPast } from '../reading/episodes.js';
import { presumedIn } from './attributes.js';
import { complaintKind } from './complaint-site.js';
import { type Mention, symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/** How many pieces back from 'i felt fine ever since' the episode it ends may have been told. */
const EPISODE_REACH = 8;
/** How many words may stand between a symptom and the words that end it nearby ('the rash on my arm cleared up'). */
const NEAR_WORDS = 4;

/** What stands between symptoms listed together: 'fever and chills', 'nausea, vomiting or diarrhea'. */
const LISTED = /^\s*(?:,|,? and|,? or)?\s*$/;
/** Words that point back to what was named before ('is it still going on', 'and are they any better'). */
const POINTS_BACK = /\b(?:it|that|they|them|those)\b/;
/** How many turns back the words that end what is named nearby reach ('any headaches?' 'they come and go but none this week'). */
const NEAR_TURNS = 2;

/**
 * The symptoms a cue that ends only what is named close before it ends: the last one named in its turn, a few
 * words before it at most; or, when its turn names none, those of the turn just before it, or of the one before
 * that when the turn between points back to it ('i had diarrhea' 'and is it still going on' 'no it's resolved
 * now'; not 'i've been dizzy' 'and your blood pressure' 'it went down').
 */
function endedNear(segs: Seg[], at: number, index: number, present: Set<string>): { names: string[]; id: string } {
  const before = lastNamedIn(segs[at]!.text.slice(0, index));
  const last = symptomMentions(before).at(-1);
  if (last) {
    const near = before.slice(last.end).trim().split(/\s+/).filter(Boolean).length <= NEAR_WORDS;
    return { names: near ? namedLast(before, present) : [], id: segs[at]!.id };
  }
  for (let back = at - 1; back >= Math.max(0, at - NEAR_TURNS); back--) {
    const turn = segs[back]!;
    if (symptomMentions(turn.text).length) return { names: named(turn.text, present), id: turn.id };
    // Only a turn that itself points back ('is it still going on') passes on to the one before it.
    if (!POINTS_BACK.test(turn.text)) break;
  }
  return { names: [], id: '' };
}

/**
 * A text from where its last symptom is named: a sentence names each symptom once, at its first naming, so
 * 'i had a fever for three days but the fever went away' is read on past the first 'fever' to the second.
 */
function lastNamedIn(text: string): string {
  let from = 0;
  for (;;) {
    const last = symptomMentions(text.slice(from)).at(-1);
    if (!last || !symptomMentions(text.slice(from + last.end)).length) return text.slice(from);
    from += last.end;
  }
}

/** The present symptoms a text names, by their lexicon names; only those told in the past tense when `past`. */
const named = (text: string, present: Set<string>, past = false) =>
  symptomMentions(text)
    .filter((m) => !m.negated && present.has(m.term.name) && (!past || toldAsPast(text, m.index)))
    .map((m) => m.term.name);

/**
 * The symptoms the patient names only as had at a time before today, each time they name them ('i was
 * nauseous a couple of days back, from sitting in the back of a car'): an episode had, not a symptom of
 * today. The complaint the visit is for is left as it is: the patient came for it.
 */
function hadOnlyBefore(segs: Seg[], present: Set<string>, reason: string): Found<string>[] {
  const told = new Map<string, { before: boolean; ids: string[] }>();
  for (const seg of segs.filter((s) => s.role !== 'Doctor')) {
    for (const m of symptomMentions(seg.text)) {
      if (m.negated || !present.has(m.term.name) || reason.includes(m.term.name)) continue;
      const t = told.get(m.term.name) ?? { before: true, ids: [] };
      t.before &&= hadBeforeToday(seg.text, m.index, m.end);
      t.ids.push(seg.id);
      told.set(m.term.name, t);
    }
  }
  return [...told].filter(([, t]) => t.before).map(([value, t]) => ({ value, segmentIds: t.ids }));
}

/**
 * The present symptoms named last in a text, with those listed with it: what 'it' or 'they' stands for ('stomach
 * pain. i had diarrhea last week but it's fine now' ends the diarrhea, not the pain; 'fever and chills … which have
 * resolved' ends both).
 */
function namedLast(text: string, present: Set<string>): string[] {
  const mentions = symptomMentions(text);
  let first = mentions.length - 1;
  if (first < 0) return [];
  while (first > 0 && LISTED.test(text.slice(mentions[first - 1]!.end, mentions[first]!.index))) first--;
  return named(text.slice(mentions[first]!.index), present);
}

/**
 * The symptoms of an episode the patient says is over ('i felt a little chest pain for an hour' … 'i felt fine
 * ever since'): those the nearest words before the cue name, in its own piece or up to EPISODE_REACH pieces
 * back; when the nearest symptom named is one the patient does not have, the cue is about that, and ends
 * nothing of theirs. What was named before that nearest telling belongs to another time, unless the cue ends the whole
 * episode ('i was short of breath' … 'i felt dizzy, and then sunday i felt fine') and the patient told it in
 * the past tense. A symptom named again after the cue, in the patient's words, is not over.
 */
export function resolvedSymptoms(segs: Seg[], facts: ClinicalFacts): Found<string>[] {
  const present = new Set(facts.symptoms.map((s) => s.value));
  const out: Found<string>[] = hadOnlyBefore(segs, present, facts.reason?.value.toLowerCase() ?? '');
  const add = (name: string, ids: string[]) => {
    if (!out.some((o) => o.value === name)) out.push({ value: name, segmentIds: [...new Set(ids)] });
  };
  segs.forEach((seg, at) => {
    // A symptom said to be over ('the nausea resolved', 'no more vomiting'), in the patient's words or a clinician's
    // the patient agrees with (as the symptoms are read, symptoms.ts): over, unless named as had again after.
    // A clinician's is agreed with as it was said: 'so no more nausea' by 'no i don't', 'so the rash went away' by 'yes'.
    const next = segs[at + 1]?.role === 'Doctor' ? '' : (segs[at + 1]?.text ?? '');
    const agreed = (m: Mention) =>
      seg.role !== 'Doctor' || (m.over === 'before' ? answerToNegated(next) === false : answerPolarity(next) === true);
    for (const m of symptomMentions(seg.text).filter((m) => m.over !== null && present.has(m.term.name) && agreed(m))) {
      const later = segs.slice(at + 1).filter((s) => s.role !== 'Doctor');
      if (![seg.text.slice(m.end), ...later.map((s) => s.text)].some((t) => named(t, present).includes(m.term.name)))
        add(m.term.name, [seg.id]);
    }
    // A reply that what was asked is over ('any cough?' 'it went away'; 'how's your back pain?' 'not really having
    // any more', as symptom-asked.ts reads it) ends what the question named.
    const asked = askedJustBefore(segs, at);
    const gone = answersOver(seg.text) || (asked && answersGone(seg.text));
    const replied = gone ? { ends: 'last' as const, index: 0, end: 0 } : null;
    const over = seg.role === 'Doctor' ? confirmedOver(segs, at) : (episodeOver(seg.text) ?? replied);
    if (!over) return;
    const after = [
      seg.text.slice(over.end),
      ...segs
        .slice(at + 1)
        .filter((s) => s.role !== 'Doctor')
        .map((s) => s.text),
    ];
    const again = new Set(after.flatMap((text) => named(text, present)));
    if (over.ends === 'near') {
      const near = endedNear(segs, at, over.index, present);
      for (const name of near.names) if (!again.has(name)) add(name, [near.id, seg.id]);
      return;
    }
    let nearest = true;
    for (let back = at; back >= Math.max(0, at - EPISODE_REACH); back--) {
      const text = back === at ? seg.text.slice(0, over.index) : segs[back]!.text;
      if (!nearest && segs[back]!.role === 'Doctor') continue;
      // The nearest symptom named, had or not, is what 'it' stands for: 'any blood?' 'no … nothing since'.
      if (nearest && symptomMentions(text).length === 0) continue;
      // The nearest telling: a cue that ends the symptom told last ends that one (and those listed with it), not
      // the whole turn; one that ends the episode ends besides what the turn tells as had ('stomach pain. i had
      // diarrhea on friday and felt fine since' ends the diarrhea; the pain, told as now, stays).
      const told = !nearest
        ? named(text, present, true)
        : over.ends === 'last'
          ? namedLast(text, present)
          : [...namedLast(text, present), ...named(text, present, true)];
      for (const name of told) if (!again.has(name)) add(name, [segs[back]!.id, seg.id]);
      if (over.ends === 'last') return;
      nearest = false;
    }
  });
  return out;
}

/** How many of the patient's pieces a reply may run over after the question it answers (speech cuts at pauses). */
const REPLY_PIECES = 2;
/** Whether a piece answers a clinician's question naming a symptom, asked just before it ('how's your back pain?'). */
function askedJustBefore(segs: Seg[], at: number): boolean {
  for (let back = at - 1; back >= Math.max(0, at - REPLY_PIECES); back--)
    if (segs[back]!.role === 'Doctor') return symptomMentions(segs[back]!.text).length > 0;
  return false;
}

/**
 * A clinician's summary that a symptom it names is over, which the patient's next turn affirms ('so you had
 * fever and chills last week which have resolved' | 'right'): over as if the patient had said it. Only a cue
 * said of a symptom named just before it in the same turn counts: 'how long did that take, how was that
 * resolved' asks of an earlier episode and ends nothing of today. Unconfirmed, it is the clinician's guess.
 */
function confirmedOver(segs: Seg[], at: number) {
  const next = segs[at + 1];
  if (!next || next.role === 'Doctor' || answerPolarity(next.text) !== true || answersStill(next.text)) return null;
  const text = segs[at]!.text;
  const over = episodeOver(text);
  if (over?.ends === 'near' && symptomMentions(text.slice(0, over.index)).length > 0) return over;
  return askedGone(text);
}

/**
 * Where a question asks whether the symptom it names is over ('has the cough gone away?', attributes.ts): a 'yes'
 * to it ends that symptom, as the writer reads the reply (symptom-asked.ts).
 */
function askedGone(text: string) {
  let from = 0;
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const at = text.indexOf(sentence, from);
    from = at + sentence.length;
    const mentions = [...symptomMentions(sentence)];
    const m = mentions.find((x) => presumedIn(sentence, x, mentions) === 'gone');
    if (m) return { ends: 'near' as const, index: at + m.end, end: at + m.end };
  }
  return null;
}

/**
 * A complaint the patient says is over is not why they came when they also tell of one they have today
 * ('i was throwing up all weekend but that stopped' … 'now i just feel tired'): the visit's reason, and the
 * problem written from it, become the first symptom of today. With nothing of today, the complaint stays, told
 * as resolved. A complaint placed from the words that tell an over symptom of its kind ('i had some tingling in my
 * fingers a few months ago' | 'and now' | 'no that's gone' placed as 'finger numbness') is that symptom's, so over too:
 * with nothing of today it is no reason for the visit, and neither the reason nor a problem is written from it
 * (the history tells it as resolved).
 */
export function reasonOfToday(facts: ClinicalFacts) {
  const reason = facts.reason;
  if (!reason) return;
  const overFound = [...facts.resolvedSymptoms, ...facts.episodeSymptoms];
  const over = new Set(overFound.map((r) => r.value));
  const named = symptomMentions(reason.value.toLowerCase()).map((m) => m.term.name);
  const todayIds = new Set(facts.symptoms.filter((s) => !over.has(s.value)).flatMap((s) => s.segmentIds));
  const overIds = new Set(overFound.flatMap((r) => r.segmentIds));
  // Placed from the over symptom's words when it is the same kind of complaint ('tingling' placed as 'finger
  // numbness'), not another told beside it ('my belly still hurts, no more vomiting' keeps the belly pain).
  const kind = complaintKind(reason.value.toLowerCase());
  const sameKind = overFound.some(
    (r) =>
      kind !== null && complaintKind(r.value) === kind && r.segmentIds.some((id) => reason.segmentIds.includes(id)),
  );
  const placedFromOver =
    named.length > 0 &&
    sameKind &&
    !named.some((n) => over.has(n)) &&
    reason.segmentIds.every((id) => overIds.has(id) && !todayIds.has(id));
  if (!placedFromOver && (named.length === 0 || !named.every((n) => over.has(n)))) return;
  const problem = facts.assessment.find(
    (a) => a.value.diagnosis === reason.value && a.segmentIds.join() === reason.segmentIds.join(),
  );
  const today = facts.symptoms.find((s) => !over.has(s.value));
  if (!today) {
    if (!placedFromOver) return;
    facts.reason = null;
    facts.assessment = facts.assessment.filter((a) => a !== problem);
    return;
  }
  facts.reason = today;
  if (problem) problem.value = { ...problem.value, diagnosis: today.value };
}
