import { partsIn } from '../claims/body-parts.js';
import { capture, oneOf, regex } from '../pattern.js';
import { SITE_PARTS } from '../vocabulary/complaint-cues.js';
import { complaintKind } from './complaint-site.js';
import { otherSideOnly } from './complaint-side.js';
import { keepDurationToItsComplaint, namingWords } from './duration-of.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Found, Held, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const AMOUNT = '(\\d+(?:\\.\\d+)?|a|an|one|a few|a couple of|a couple|several)';
const UNIT = '(minutes?|hours?|days?|nights?|weeks?|months?|years?)';
/** How long the complaint has lasted is days or more: 'ice for 15 minutes' times a remedy, not the complaint. */
const LASTING_UNIT = '(days?|nights?|weeks?|months?|years?)';
/** 'for 3 days', 'for the past two weeks', 'over the last month'; 'over a few weeks' alone tells how something will go. */
const DURATION = new RegExp(
  `\\b(?:for\\s+(?:the\\s+)?(?:(?:past|last)\\s+)?|over\\s+the\\s+(?:past|last)\\s+)(?:(?:about|around|like|almost|nearly|over)\\s+)?${AMOUNT}\\s+${LASTING_UNIT}\\b`,
);
/** How long it has been, in the patient's words: 'it's been there gosh it's like 6 or so weeks now'. */
const BEEN_DURATION = new RegExp(
  `\\bbeen(?:\\s+(?:there|going on|like this|happening|at this point|about|around|like|almost|nearly|over|gosh|um|uh|it's))*\\s+${AMOUNT}(?:\\s+or\\s+so)?\\s+${LASTING_UNIT}\\b(?!\\s+ago)`,
);
/** A bare answer to 'how long has this been going on': 'the last four days', 'past two weeks'. */
const DURATION_ANSWER = new RegExp(
  `^(?:(?:um|uh|so|well|oh|probably|maybe|about|around|like|i think|i'd say)\\s+)*(?:for\\s+)?(?:the\\s+)?(?:past|last)\\s+(?:(?:about|around|like)\\s+)?${AMOUNT}\\s+${LASTING_UNIT}\\b`,
);
const AGO = new RegExp(`\\b(?:about|around|like|almost|nearly)?\\s*${AMOUNT}\\s+${UNIT}\\s+ago\\b`);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** When it started, captured (m[1]): 'yesterday', 'last week', 'this morning', 'monday', '3 days'. */
const STARTED_WHEN = capture([
  'yesterday',
  `last ${oneOf(['night', 'week', 'month', 'year', 'weekend', ...WEEKDAYS])}`,
  'this morning',
  ...WEEKDAYS,
  String.raw`\d{1,2} (?:days|weeks)`,
]);
const SINCE = regex([String.raw`\b(?:since|started|began|start(?:ed)? on)\s+`, STARTED_WHEN, String.raw`\b`]);
/** A named day an event of the patient's is told at (m[1] or m[2]): 'yesterday', 'last night', 'this morning', 'monday'. */
const EVENT_TIME = capture([
  'yesterday',
  `last ${oneOf(['night', 'week', 'weekend', ...WEEKDAYS])}`,
  'this morning',
  ...WEEKDAYS,
]);
/**
 * What happened to the patient at a time: 'yesterday i slipped', 'this happened last night', 'i fell on monday',
 * 'i hurt my left foot playing soccer yesterday', 'it started hurting last night': the verb, a few words of the
 * same clause, then the day.
 */
const EVENT_VERB = oneOf([
  'happened',
  'slipped',
  'fell',
  'tripped',
  'twisted',
  'rolled',
  'hurt',
  'injured',
  'noticed',
  'dropped',
  'started',
  'began',
]);
/** Words of the same clause between the verb and the day; an event told as happening 'again' began before. */
const SAME_CLAUSE_WORDS = String.raw`(?:(?!(?:and|but|then|so|again)\b)[a-z']+\s+){0,5}?`;
const HAPPENED_WHEN = regex([
  oneOf([
    String.raw`^(?:(?:so|well|yeah|um|uh|and|okay)\s+)*${EVENT_TIME}\s+(?:i|we|she|he|it)\b`,
    String.raw`\b${EVENT_VERB}\s+${SAME_CLAUSE_WORDS}${EVENT_TIME}\b`,
  ]),
]);
/** The clinician asking how the complaint came about: the day in the answer is when it happened. */
const ASKS_WHAT_HAPPENED =
  /\b(?:what happened|how did (?:this|that|it|you) (?:happen|hurt|injure|do)|tell me (?:a little )?(?:bit )?(?:more )?about (?:what happened|how it happened))\b/;
const DAY_SAID = regex([String.raw`\b${EVENT_TIME}\b`]);

/**
 * Whether the answer to 'what happened' tells of the complaint: the visit is for a complaint (a pain, an
 * injury, a symptom), not a follow-up or an exam, and the answer names no part a complaint is placed at but
 * the complaint's ('it all happened last week, i injured my leg' dates the leg, not a hand complaint).
 */
function tellsOfComplaint(answer: string, reason: string): boolean {
  if (!complaintKind(reason) && !symptomMentions(reason).length) return false;
  const own = new Set(partsIn(reason).map((p) => p.part));
  return partsIn(answer).every((p) => own.has(p.part) || !SITE_PARTS.includes(p.part));
}

/**
 * Words of what is to come, guessed or advised ('should improve over a few weeks', 'you've most likely had it for
 * years', "let's no running for two weeks").
 */
const TO_COME =
  /\b(?:should|will|'ll|(?<!(?:was|were) )(?:going to|gon na|gonna)|expect\w*|might|likely|let's|wan na(?! say)|want you to|avoid\w*|hold off|stay off)\b/;
const CONTEXT =
  /\b(pain|hurt\w*|started|began|since|been having|noticed|symptoms?|feel|felt|ache\w*|happen\w*|going on|bother\w*|injur\w*|fell|twisted)\b/;
/**
 * Times that date something else: a past operation, a diagnosis, a birth, the last visit, a habit given up, an earlier episode
 * ('the same pain that i had when i had kidney stones two years ago', 'i remember that from two years ago').
 */
const OTHER_EVENT = regex([
  String.raw`\b`,
  oneOf([
    ...['surgery', 'operation', 'operated', 'diagnosed', 'history', 'transplant', 'years old', 'born', 'married'],
    ...['repaired', 'removed', 'replaced', 'replacement', 'procedure', 'went to (?:a|an|the|my|see)'],
    ...['retired', 'vaccine', 'booster', 'quit', 'stopped', 'saw you', 'moved', String.raw`pregnan\w*`],
    // 'when did you stop smoking': the answer dates a habit given up, not the complaint.
    'stop (?:smoking|drinking|using|taking)',
    'last (?:visit|time i saw|bowel movement|(?:menstrual )?period)',
  ]),
  String.raw`\b`,
]);
/** An earlier episode the patient compares with: its time is not this episode's. */
const EARLIER_EPISODE = /\b(?:when i had|the last time|last (?:episode|one)|remember (?:that|it) from)\b/;
/** A question about an earlier time ('you've injured your right foot before, tell me about that'): its answer dates that. */
const EARLIER_ASKED = /\b(?:before|previous(?:ly)?|in the past|prior)\b/;
/** How many closing words of a question say what it asks. */
const CLOSING_WORDS = 12;
/** A question whose closing words are of an earlier time: 'you've hurt it before, tell me about that'. */
const closesOnEarlier = (question: string) => EARLIER_ASKED.test(question.split(' ').slice(-CLOSING_WORDS).join(' '));
/** Words of a treatment's course just before a time ('three times a day for ten days'): how long to take it, not the complaint's time. */
const TREATMENT_COURSE =
  /\b(?:mg|milligrams?|times a day|a day|daily|twice|tablets?|pills?|capsules?|take|prescrib\w*|course|antibiotics?|doses?)\b/;
/**
 * 'When was your last mammogram?', 'when was the last time you took your temperature?': the answer dates that
 * last event, not the complaint; 'when was the last time you felt well?' still dates the complaint's start.
 */
const LAST_ASKED =
  /\bwhen (?:was|were|did) (?:your|you|the) last\b(?! time you (?:felt|were) (?:well|fine|normal|good|okay|ok|yourself)\b)/;
const ASKS_WHEN = /\b(when did|how long|how many (?:days|weeks|months)|when was|start(?:ed)?|begin|began)\b/;
const ASKS_WHEN_UNMARKED = /\b(when did|how long has|how long have|how many (?:days|weeks|months))\b/;

function tidy(amount: string, unit: string): string {
  const a = amount
    .replace(/^an?$/, '1')
    .replace(/^one$/, '1')
    .replace(/^a couple(?: of)?$/, '2');
  return `${a} ${unit}`;
}

/**
 * Onset ('2 weeks ago', 'since yesterday') and duration ('for 3 days') of the complaint: of all the
 * times said, the one said with the chief complaint (or another symptom), by the patient, in answer
 * to 'when did it start'; a time that dates an operation or a diagnosis is not the complaint's, and one said
 * with nothing of the complaint is offered as said, not written.
 */
export function extractTiming(segs: Seg[], facts: ClinicalFacts) {
  const reasonWords = namingWords(facts.reason?.value ?? facts.symptoms[0]?.value ?? '');
  const best: {
    onset?: { f: Found<string>; score: number };
    duration?: { f: Found<string>; score: number; doctor: boolean };
  } = {};
  const all = utterancesOf(segs);
  const loose: Found<Held>[] = [];
  all.forEach((said, i) => {
    // A number said twice in a row is one number stammered ('for like 4 4 days').
    const u = { ...said, text: said.text.replace(/\b(\d+) \1\b/g, '$1') };
    if (u.question || OTHER_EVENT.test(u.text) || EARLIER_EPISODE.test(u.text)) return;
    const prev = all[i - 1];
    // Recognised speech may leave a question unmarked ('okay and when did this happen'): its question words still ask.
    const asks = prev?.question ? ASKS_WHEN.test(prev.text) : ASKS_WHEN_UNMARKED.test(prev?.text ?? '');
    const answersWhen = u.seg.role !== 'Doctor' && prev?.seg.role === 'Doctor' && asks;
    // The reply to a question that closes on an earlier time and does not ask when ('you've injured your right foot
    // before, tell me about that' | 'twenty years ago i broke my ankle … it swells up at times') dates that time.
    if (u.seg.role !== 'Doctor' && prev?.seg.role === 'Doctor' && !asks && closesOnEarlier(prev.seg.text)) return;
    // The answer to 'when was your last bowel movement' dates that; the answer to the clinician's words of the
    // complaint ('you hurt your right ankle, what happened?') tells of the complaint.
    if (answersWhen && (OTHER_EVENT.test(prev!.text) || LAST_ASKED.test(prev!.text))) return;
    // Words of the complaint's part on its other side ('how about the right shoulder' when the left hurts) are not of it.
    const reason = facts.reason?.value ?? '';
    const toComplaint =
      u.seg.role !== 'Doctor' &&
      prev?.seg.role === 'Doctor' &&
      reasonWords.some((w) => w.test(prev.seg.text)) &&
      !EARLIER_ASKED.test(prev.seg.text) &&
      !otherSideOnly(prev.seg.text, reason);
    const context = `${answersWhen ? prev!.text : ''} ${u.text}`;
    const score =
      (reasonWords.some((w) => w.test(context)) ? 4 : 0) +
      (symptomMentions(context).some((m) => !m.negated) ? 2 : 0) +
      (u.seg.role !== 'Doctor' ? 1 : 0) +
      (CONTEXT.test(context) || answersWhen ? 1 : 0);
    // A time said of what is to come ('we'll see you for two weeks') is no time of the complaint's.
    const told = (m: RegExpExecArray | null) =>
      m &&
      !TO_COME.test(u.text.slice(0, m.index).split(' ').slice(-8).join(' ')) &&
      !TREATMENT_COURSE.test(u.text.slice(0, m.index).split(' ').slice(-5).join(' '))
        ? m
        : null;
    // A day an event is told at ('yesterday i slipped') is the complaint's onset only where the complaint is spoken of.
    const happenedAsked =
      u.seg.role !== 'Doctor' &&
      prev?.seg.role === 'Doctor' &&
      ASKS_WHAT_HAPPENED.test(prev.text) &&
      !EARLIER_ASKED.test(prev.seg.text) &&
      tellsOfComplaint(u.text, facts.reason?.value ?? facts.symptoms[0]?.value ?? '');
    const event =
      (toComplaint || reasonWords.some((w) => w.test(u.text)) ? told(HAPPENED_WHEN.exec(u.text)) : null) ??
      (happenedAsked ? told(DAY_SAID.exec(u.text)) : null);
    if (event && (best.onset?.score ?? 0) < 4) {
      const ids = toComplaint || happenedAsked ? [prev!.seg.id, u.seg.id] : [u.seg.id];
      best.onset = { f: { value: `since ${event[1] ?? event[2]}`, segmentIds: ids }, score: 4 };
    }
    // The patient's reply to the clinician's words of the complaint tells of it, whatever its own words
    // ('you hurt your left ankle, tell me more' | 'yeah i did … it's been killing me for a couple days now').
    if (score < 2 && !toComplaint) return;
    const ids = answersWhen || toComplaint ? [prev!.seg.id, u.seg.id] : [u.seg.id];
    // A time is the complaint's only when said with it (its words, a symptom), in answer to when it began, or just
    // after it was spoken of; otherwise it may date something else.
    const named = score >= 4 || symptomMentions(context).some((m) => !m.negated);
    // The complaint or a symptom spoken of, or when it began asked, in the two pieces before ('tell me about your
    // back' | 'three nights ago i fell'; 'when did you notice it' | 'before the holidays' | 'for the past eight days').
    const topic = all
      .filter((p) => p.at < u.at && p.at >= u.at - 2)
      .some(
        (p) =>
          reasonWords.some((w) => w.test(p.text)) ||
          symptomMentions(p.text).some((m) => !m.negated) ||
          (p.seg.role === 'Doctor' && ASKS_WHEN_UNMARKED.test(p.text)),
      );
    if (!named && !answersWhen && !toComplaint && !topic) {
      const ago = told(AGO.exec(u.text));
      if (ago)
        loose.push({
          value: { section: 'historyOfPresentIllness', text: `Onset ${tidy(ago[1]!, ago[2]!)} ago.` },
          segmentIds: ids,
        });
      return;
    }
    const ago = told(AGO.exec(u.text));
    const since = told(SINCE.exec(u.text));
    const onset = ago ? `${tidy(ago[1]!, ago[2]!)} ago` : since ? `since ${since[1]}` : null;
    if (onset && score > (best.onset?.score ?? 0)) best.onset = { f: { value: onset, segmentIds: ids }, score };
    const duration =
      told(DURATION.exec(u.text)) ??
      (u.seg.role !== 'Doctor' && named ? told(BEEN_DURATION.exec(u.text)) : null) ??
      (answersWhen ? DURATION_ANSWER.exec(u.text) : null);
    // The patient's own time beats what the clinician was told of it ('the assistant said a couple of weeks').
    const own = u.seg.role !== 'Doctor' && best.duration?.doctor ? 1 : 0;
    if (duration && score + own > (best.duration?.score ?? 0))
      best.duration = {
        f: { value: tidy(duration[1]!, duration[2]!), segmentIds: ids },
        score,
        doctor: u.seg.role === 'Doctor',
      };
  });
  facts.onset = best.onset?.f ?? null;
  facts.duration = best.duration?.f ?? null;
  keepDurationToItsComplaint(segs, facts);
  // A time said with nothing of the complaint ('that was three months ago') may date something else: offered as said.
  if (!facts.onset && !facts.duration) facts.held.push(...loose.slice(0, 1));
}
