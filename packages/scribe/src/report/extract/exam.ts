import { regex, wordsOf } from '../pattern.js';
import { display } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

type ExamKey = keyof ClinicalFacts['exam'];

/**
 * The subject words that bind an examination finding to its field: the heart and its sounds to
 * cardiovascular, the lungs to respiratory, the limbs (legs, ankles, joints of the limbs, edema, pulses)
 * to extremities, how the patient looks to general appearance.
 */
const SUBJECTS: [ExamKey, RegExp][] = [
  [
    'cardiovascular',
    /\b(?:heart(?! rate| failure| disease| attack| problems?| condition)|cardiac exam|murmurs?|regular rate|rhythm|s1|s2|gallops?|rubs?|jugular venous|jvd|carotid)\b/g,
  ],
  [
    'respiratory',
    /\b(?:lungs?|breath sounds|breathing (?:is|sounds)|wheez\w*|crackles|rales|rhonchi|respiratory effort|air movement|lung fields?)\b/g,
  ],
  [
    'extremities',
    /\b(?:extremit\w*|legs?|ankles?|feet|foot|calf|calves|edema|knees?|hips?|shoulders?|elbows?|wrists?|hands?|fingers?|toes?|arms?|pulses|capillary refill)\b/g,
  ],
  [
    'generalAppearance',
    /\b(?:general appearance|you appear|you look (?:well|good|comfortable|tired|uncomfortable)|in no (?:acute |apparent )?distress|well[- ]appearing|alert and oriented|pleasant)\b/g,
  ],
];
/** Words that say the clause reports what was found, not what the clinician is about to do. */
/** Words of an examination finding: what was heard or felt, normal or not, a grade. */
const FINDING_WORDS = [
  'appreciate',
  'hear',
  'heard',
  'see',
  'feel',
  'notice',
  'normal',
  'clear',
  'regular',
  'murmur',
  'edema',
  'swelling',
  'swollen',
  String.raw`tender\w*`,
  'no',
  'without',
  'is',
  'are',
  'sounds?',
  'looks?',
  'good',
  'fine',
  'intact',
  'present',
  'absent',
  'decreased',
  'increased',
  'positive',
  'negative',
  'grade',
  'trace',
  'pitting',
  String.raw`wheez\w*`,
  'crackles',
  'limited',
  'pain',
  'bruising',
  'ecchymosis',
  'erythema',
  'effusion',
  'stable',
  'unremarkable',
  String.raw`\d+ out of \d+`,
  String.raw`\d+\+`,
];
const FINDING = regex([wordsOf(FINDING_WORDS)]);
const ACTION =
  /^(?:(?:so|and|now|okay|alright|all right|um|uh) )*(?:i'm gonna|i'm gon na|i'm going to|let me|let's|i'll|i will|i want to|we'll|we're gonna|we're gon na|can you|go ahead and)\b/;
const EXAM_CONTEXT =
  /\b(?:exam\w*|i (?:do |don't |do n't )?(?:hear|appreciate|see|feel|notice)|listen\w*|auscultat\w*|palpat\w*|on (?:your|the) (?:heart|lung|cardiac|extremit\w*)|sounds? (?:clear|good|normal|fine))\b/;
/** Where one finding ends and the next subject's begins. */
const BOUNDARY = /(?:[,.;]\s+|\s(?:and|but|also|now|then|so)\s|\s(?=on (?:your|the|his|her) ))/g;

function cleanClause(text: string): string {
  return text
    .trim()
    .replace(/^(?:(?:and|but|also|now|then|so|okay|alright|um|uh|,)\s+)+/, '')
    .replace(/[,;.\s-]+$/, '')
    .split(' ')
    .slice(0, 24)
    .join(' ');
}

function subjectOf(piece: string): ExamKey | null {
  let best: { key: ExamKey; at: number } | null = null;
  for (const [key, re] of SUBJECTS) {
    const m = new RegExp(re.source).exec(piece);
    if (m && (!best || m.index < best.at)) best = { key, at: m.index };
  }
  return best?.key ?? null;
}

/**
 * A clinician's exam narration in clauses, each bound to the field of its subject: neighbouring clauses
 * of one subject join ('there is some edema and some erythema of your right knee'), a short clause
 * without a subject continues the one before it, and what the clinician is about to do is left out.
 */
function findings(text: string): { key: ExamKey; clause: string }[] {
  const cuts = [0, ...[...text.matchAll(BOUNDARY)].map((m) => m.index), text.length];
  const out: { key: ExamKey; from: number; to: number }[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k]!, cuts[k + 1]!];
    const piece = cleanClause(text.slice(from, to));
    if (!piece || ACTION.test(piece)) continue;
    const key = subjectOf(piece);
    const last = out[out.length - 1];
    const adjacent = last && last.to === from;
    if (key && adjacent && last.key === key) last.to = to;
    else if (key && FINDING.test(piece)) out.push({ key, from, to });
    else if (!key && adjacent && FINDING.test(piece) && piece.split(' ').length <= 10) last.to = to;
  }
  return out
    .map((o) => ({ key: o.key, clause: cleanClause(text.slice(o.from, o.to)) }))
    .filter((o) => o.clause.split(' ').length >= 2);
}

/**
 * Examination findings, each clause in the one field its subject names (never one sentence in two):
 * 'lungs are clear, no edema of the legs' gives respiratory 'lungs are clear' and extremities 'no edema
 * of the legs'. Up to two clauses per field, from the clinician's exam narration.
 */
export function extractExam(segs: Seg[], facts: ClinicalFacts) {
  const clauses: Partial<Record<ExamKey, { text: string[]; ids: string[] }>> = {};
  for (const u of utterancesOf(segs)) {
    if (u.seg.role !== 'Doctor' || u.question || !EXAM_CONTEXT.test(u.text)) continue;
    for (const { key, clause } of findings(u.text)) {
      const slot = (clauses[key] ??= { text: [], ids: [] });
      if (slot.text.length >= 2 || slot.text.includes(clause)) continue;
      slot.text.push(clause);
      if (!slot.ids.includes(u.seg.id)) slot.ids.push(u.seg.id);
    }
  }
  for (const [key, slot] of Object.entries(clauses) as [ExamKey, { text: string[]; ids: string[] }][]) {
    const text = slot.text.map(display).join('; ');
    facts.exam[key] = { value: text, segmentIds: slot.ids };
  }
}
