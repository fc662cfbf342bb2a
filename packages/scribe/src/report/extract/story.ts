import { tellingWords } from '../claims/telling-words.js';
import { HPI_SENTENCES, RELIEF_WORDS } from '../vocabulary/hpi-sentences.js';
import { complaintKind } from './complaint-site.js';
import { hpiFacts } from './hpi-facts.js';
import { pronounsFor } from './person.js';
import { spokenAccount } from './spoken-account.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** How many words of a patient's own account the note must lack for it to be offered as said. */
const NEW_WORDS = 3;

/** The complaint's noun for the sentences ('pain', 'swelling', 'cough'): an injury is told by its pain. */
function complaintNoun(f: ClinicalFacts): string | null {
  const reason = f.reason?.value ?? f.symptoms[0]?.value ?? '';
  const kind = complaintKind(reason);
  if (kind) return kind === 'injury' ? 'pain' : kind;
  return symptomMentions(reason)[0]?.term.name ?? null;
}

/**
 * The history of present illness beyond the opening sentence, each sentence built from facts by its
 * pattern (vocabulary/hpi-sentences.ts), in the third person: the cause, the course, the pain score, what
 * it keeps the patient from, what makes it worse or better, what was tried and whether it helped. A pattern
 * whose facts were not read is not written. The patient's own account is never quoted: what of it the note lacks is held, offered as said.
 */
export function extractStory(segs: Seg[], facts: ClinicalFacts) {
  const p = pronounsFor(facts.sex?.value);
  const complaint = complaintNoun(facts);
  const read = hpiFacts(segs, p, facts.reason?.value ?? complaint);
  const cause = / after (.+)$/.exec(facts.reason?.value ?? '');
  // What was tried and whether it came before are told of a complaint; with none, a medicine taken is the
  // medication list's, and 'it has happened before' tells of nothing named.
  // A reason that names the visit ('emergency room follow-up') has told it already.
  if (/\b(?:emergency|hospital)\b/.test(facts.reason?.value ?? '')) delete read.care;
  if (!complaint) {
    delete read.tried;
    delete read.prior;
  }
  const values: Record<string, Found<string> | undefined> = {
    ...read,
    cause: cause ? { value: cause[1]!, segmentIds: facts.reason!.segmentIds } : undefined,
  };
  // What the patient was doing is told with the cause, in one sentence ('began after a fall while playing
  // volleyball'); where it is the cause told more closely ('moving something heavy': 'moving the couch'), in its stead.
  if (values.cause && read.activity) {
    const same = values.cause.value.includes(read.activity.value.split(' ')[0]!);
    values.cause = {
      value: same ? read.activity.value : `${values.cause.value} while ${read.activity.value}`,
      segmentIds: [...new Set([...values.cause.segmentIds, ...read.activity.segmentIds])],
    };
    delete values.activity;
  }
  const words: Record<string, string | undefined> = {
    Subject: facts.sex ? cap(p.subject) : 'The patient',
    complaint: complaint ?? undefined,
    relief: RELIEF_WORDS[(read.relief?.value ?? 'unknown') as keyof typeof RELIEF_WORDS],
  };
  for (const row of HPI_SENTENCES) {
    const fact = values[row.fact];
    if (!fact) continue;
    const names = [...row.text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const which = complaint && names.includes('complaint') ? whichOne(facts, complaint, fact) : undefined;
    if (which === null || (which && row.fact === 'course' && toldOwnCourse(facts, which))) continue;
    const value = (name: string) => (name === 'complaint' && which ? which : (words[name] ?? values[name]?.value));
    if (names.some((n) => value(n) === undefined)) continue;
    const ids = [...new Set(names.flatMap((n) => values[n]?.segmentIds ?? []))];
    facts.story.push({ value: row.text.replace(/\{(\w+)\}/g, (_, n: string) => value(n)!), segmentIds: ids });
  }
  holdAccount(segs, facts);
}

/**
 * Which of the note's symptoms of the complaint's word a sentence tells of, when the note has more than one
 * ('abdominal pain' and 'joint pain'): 'The pain is improving' would be read of either. The one named where
 * the fact was said, else the complaint's own; null when neither tells which, so the sentence is not written.
 * Undefined when the word names one symptom only.
 */
function whichOne(facts: ClinicalFacts, complaint: string, fact: Found<string>): string | null | undefined {
  const kinds = facts.symptoms.filter((s) => s.value.endsWith(` ${complaint}`));
  if (kinds.length < 2) return undefined;
  const saidThere = kinds.filter((s) => s.segmentIds.some((id) => fact.segmentIds.includes(id)));
  if (saidThere.length === 1) return saidThere[0]!.value;
  const reason = facts.reason?.value;
  return (saidThere.length === 0 && kinds.find((s) => reason?.includes(s.value))?.value) || null;
}

/** Whether the note tells this symptom's course in its own sentence ('Her joint pain is improving'). */
const toldOwnCourse = (facts: ClinicalFacts, symptom: string) =>
  facts.symptomCourses.some((c) => c.value.symptom === symptom);

/** The patient's own account, held as said where it tells what the note does not (words the history lacks). */
function holdAccount(segs: Seg[], facts: ClinicalFacts) {
  const written = [
    facts.reason?.value,
    facts.onset?.value,
    facts.duration?.value,
    ...facts.story.map((s) => s.value),
    ...facts.symptoms.map((s) => s.value),
    ...facts.negatedSymptoms.map((s) => s.value),
    ...facts.medications.map((m) => m.value.name),
  ].join(' ');
  const known = tellingWords(written.toLowerCase());
  for (const told of spokenAccount(segs, facts)) {
    const lacks = [...tellingWords(told.value.toLowerCase())].filter((w) => !known.has(w));
    if (lacks.length < NEW_WORDS) continue;
    facts.held.push({ value: { section: 'historyOfPresentIllness', text: told.value }, segmentIds: told.segmentIds });
  }
}
