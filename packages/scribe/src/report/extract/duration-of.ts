import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Seg } from './types.js';

/**
 * The words of a complaint that name it ('abdominal', 'pain'), matched from their start ('right' is in
 * 'alright'); a side or a short word names nothing.
 */
export function namingWords(complaint: string): RegExp[] {
  return complaint
    .split(' ')
    .filter((w) => w.length > 3 && !/^(?:right|left|bilateral)$/.test(w))
    .map((w) => new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '.')}`));
}

/**
 * A duration said of one of two complaints given together ('abdominal pain and diarrhea' | 'i've had the
 * pain for about two years'): it is that complaint's, not the other's, so it is not written for both; it is
 * offered as said of its own complaint ('Abdominal pain for 2 years.'). A duration said of both, or of
 * neither by name ('for about two years' answering 'how long have you had the pain and diarrhea'), stays as it was.
 */
export function keepDurationToItsComplaint(segs: Seg[], facts: ClinicalFacts) {
  const duration = facts.duration;
  const complaints = (facts.reason?.value ?? '').split(/,? and |, /).filter(Boolean);
  // Only a reason that is a list of complaints ('back pain evaluation and also has' is one complaint said on).
  if (!duration || complaints.length < 2 || !complaints.every((c) => symptomMentions(c).length > 0)) return;
  // The words the time was said in, not the question before them that may name both.
  const said = segs.find((s) => s.id === duration.segmentIds.at(-1))?.text.toLowerCase() ?? '';
  const named = complaints.filter((c) => namingWords(c).some((w) => w.test(said)));
  if (!named.length || named.length === complaints.length) return;
  const own = named.join(' and ');
  facts.held.push({
    value: {
      section: 'historyOfPresentIllness',
      text: `${own[0]!.toUpperCase()}${own.slice(1)} for ${duration.value}.`,
    },
    segmentIds: duration.segmentIds,
  });
  facts.duration = null;
}
