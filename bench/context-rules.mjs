#!/usr/bin/env node
// How often each context rule (reading/context-cues.ts), each answer rule (reading/answer-cues.ts) and each
// episode-over rule (reading/episode-cues.ts, per turn not the clinician's) fires on the dev data, so that a
// rule that never fires shows up. Counts only: no sentence is printed, so the
// held-out part may be counted too.
//
//   node bench/context-rules.mjs [--part tuning|held-out|both] [--set aci|mts|all] [--asr]
//
// What counts as firing, per row kind:
// - presence rows that decide (forward and backward negation, backward affirmation): each rule id in the
//   decision of every symptom and condition mention, as reading/trace.ts gives them — traceConsultation
//   over the consultation (talk column), traceText(…, 'note') over the clinician's note (ACI-Bench `note`,
//   MTS-Dialog `section_text`; note column).
// - terminators and pseudo-cues, which no decision names: per mention, the bench finds the forward cue
//   that would reach it as reading/context.ts does (the last cue within scope; a pseudo-cue at a cue's place
//   takes the cue and the reach of the ones before it). A pseudo row fires when it takes a cue there; a
//   terminator fires when its phrase matches the text between the reaching cue and the mention. A note's
//   list cue (reaching from the sentence's start) is looked at only where the talk rules left the mention
//   undenied, as negation() does.
// - hypothetical rows: hypotheticalCue(sentence, source)?.rule over every sentence (talk: each turn's
//   normalised sentences; note: the note's).
// - experiencer rows: per symptom mention, when aboutOthers holds, the row whose phrase is the last
//   other-person word before it; 'exp:self' when another person was named before the mention but the
//   speaker or the one spoken to was named after them (aboutOthers then says the patient's).
// - rows about what is judged (target 'result' and 'statement', reading/context-result-cues.ts; talk only,
//   as only the writer reads them): per sentence, the row judgedDenial names at some word of it, once a
//   sentence: where the row would deny a test's result or a clinician's statement standing there (the bench
//   does not find the results themselves).
// - rows about an examination finding (target 'finding', reading/exam-elsewhere-cues.ts; talk only): per turn
//   (the writer reads a finding with the clauses told before it), the row notFoundToday names at some word
//   of it, once a turn; a terminator fires when its phrase stands after the turn's first forward finding cue.
// - answer rows (talk only): every turn that follows a turn of the other speaker which ends in '?' or holds
//   a question as the extractor reads clauses (extract/utterances.ts clausesOf). 'filler' fires when fillers
//   open the reply; then the first row, in table order, whose phrase matches at the start after the fillers
//   (so an 'against'/'agree' row counts only where no earlier row took the reply).
// The table is printed per target (symptom and condition mentions, results, statements, findings, replies,
// episodes), each with the rows that never fired on the part read.
// With --asr the talk column reads the dialogues as recognised speech (bench/lib/speech.mjs); the note
// column reads the written note either way.
import { tsImport } from 'tsx/esm/api';
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { arg, args } from './lib/cli.mjs';
import { asSpeech } from './lib/speech.mjs';

const load = (p) => tsImport(p, import.meta.url);
const reading = '../packages/scribe/src/report/reading';
const { CONTEXT_RULES } = await load(`${reading}/context-cues.ts`);
const { ANSWER_RULES } = await load(`${reading}/answer-cues.ts`);
const { EPISODE_OVER } = await load(`${reading}/episode-cues.ts`);
const { episodeOver } = await load(`${reading}/episodes.ts`);
const { judgedDenial, negation, notFoundToday } = await load(`${reading}/context.ts`);
const { aboutOthers, hypotheticalCue } = await load(`${reading}/subject.ts`);
const { traceConsultation, traceText } = await load(`${reading}/trace.ts`);
const { conditionsIn, normalise, segsOf, symptomMentions } = await load(
  '../packages/scribe/src/report/extract/index.ts',
);
const { sentences } = await load('../packages/scribe/src/report/extract/text.ts');
const { clausesOf } = await load('../packages/scribe/src/report/extract/utterances.ts');
const { oneOf, regex } = await load('../packages/scribe/src/report/pattern.ts');
const { parseDialogueText, transcriptFromText } = await load('../packages/scribe/src/transcript-text/index.ts');
const { classifyRoles } = await load('../packages/scribe/src/roles/index.ts');

const asr = args.includes('--asr');

/** Whether a row reads a source: talk presence rows read notes too (a note is read as talk is, and its lists besides). */
const reads = (rule, source) =>
  !rule.source || rule.source === source || (rule.qualifier === 'presence' && rule.source === 'talk');
/** What a context row is about; a row that names none is about a symptom or condition mentioned. */
const targetOf = (rule) => rule.target ?? 'mention';
/** Rows of one kind that read a source, about mentions, each with its phrase anchored at the start (`^`) or alone. */
const rows = (source, qualifier, direction, value = 'negated') =>
  CONTEXT_RULES.filter(
    (r) =>
      targetOf(r) === 'mention' &&
      r.qualifier === qualifier &&
      r.direction === direction &&
      (qualifier !== 'presence' || r.value === value),
  ).filter((r) => (qualifier === 'presence' ? (r.source ?? 'talk') === source : reads(r, source)));
/** The rows about one target other than a mention, in one direction. */
const targetRows = (target, direction) =>
  CONTEXT_RULES.filter((r) => r.target === target && (!direction || r.direction === direction));
const anchored = (rs) => rs.map((rule) => ({ rule, re: regex(['^', oneOf([rule.phrase])]) }));
const whole = (rs) => rs.map((rule) => ({ rule, re: regex(['^', oneOf([rule.phrase]), '$']) }));
const anywhere = (rs) => rs.map((rule) => ({ rule, re: regex([oneOf([rule.phrase])]) }));
const forwardCue = (rs) => regex(['\\b(', rs.map((r) => r.phrase).join('|'), ')\\b'], 'g');

/** The presence layers negation() reads: the talk rules (for talk and notes), and a note's list rules. */
const LAYER = {
  talk: {
    forward: forwardCue(rows('talk', 'presence', 'forward')),
    forwardRows: whole(rows('talk', 'presence', 'forward')),
    pseudo: anchored(rows('talk', 'presence', 'pseudo')),
    terminate: anywhere(rows('talk', 'presence', 'terminate')),
  },
  note: {
    forward: forwardCue(rows('note', 'presence', 'forward')),
    terminate: anywhere(rows('note', 'presence', 'terminate')),
  },
};
const OTHERS = {
  talk: forwardCue(rows('talk', 'experiencer', 'forward')),
  note: forwardCue(rows('note', 'experiencer', 'forward')),
};
const OTHER_ROWS = {
  talk: whole(rows('talk', 'experiencer', 'forward')),
  note: whole(rows('note', 'experiencer', 'forward')),
};

const FILLER = regex([
  '^(?:',
  oneOf(ANSWER_RULES.filter((r) => r.answer === 'filler').map((r) => r.phrase)),
  '[, ]+)+',
]);
const ANSWERS = anchored(ANSWER_RULES.filter((r) => r.answer !== 'filler'));

const fires = new Map([...CONTEXT_RULES, ...ANSWER_RULES, ...EPISODE_OVER].map((r) => [r.id, { talk: 0, note: 0 }]));
const fire = (id, source) => fires.get(id)[source]++;

/** The terminators and pseudo-cues that act on the mention at [index, …) of a sentence (see the header). */
function boundaries(text, index, end, source) {
  const { forward, forwardRows, pseudo, terminate } = LAYER.talk;
  const from = Math.max(0, index - 100);
  const before = text.slice(from, index);
  let cue = null;
  for (const m of before.matchAll(forward)) {
    const taken = pseudo.find(({ re }) => re.test(before.slice(m.index)));
    if (taken) {
      fire(taken.rule.id, source);
      cue = null;
      continue;
    }
    const row = forwardRows.find(({ re }) => re.test(m[1])).rule;
    if (from + m.index >= index - (row.scope ?? Infinity)) cue = from + m.index + m[0].length;
  }
  if (cue !== null) for (const t of terminate) if (t.re.test(text.slice(cue, index))) fire(t.rule.id, source);
  if (source !== 'note' || negation(text, index, end, 'talk').negated) return;
  const list = [...text.slice(0, index).matchAll(LAYER.note.forward)].pop();
  if (!list) return;
  const between = text.slice(list.index + list[0].length, index);
  for (const t of LAYER.note.terminate) if (t.re.test(between)) fire(t.rule.id, source);
}

/** Whose a symptom is: the row of the last other-person word when it is another's, or the self row that ended that. */
function experiencer(text, index, source) {
  const other = [...text.slice(0, index).matchAll(OTHERS[source])].pop();
  if (!other) return;
  if (aboutOthers(text, index, source)) fire(OTHER_ROWS[source].find(({ re }) => re.test(other[1])).rule.id, source);
  else fire(CONTEXT_RULES.find((r) => r.qualifier === 'experiencer' && r.direction === 'terminate').id, source);
}

/** Word starts of a sentence, where a judged word or a finding could stand. */
const wordStarts = (s) => [...s.matchAll(/\b\w/g)].map((m) => m.index);
const JUDGED_CUE = { result: anywhere(targetRows('result')), statement: anywhere(targetRows('statement')) };
const FINDING_CUE = forwardCue(targetRows('finding', 'forward'));
const FINDING_TERMINATE = anywhere(targetRows('finding', 'terminate'));

/** The rows about what is judged that would deny some word of a sentence, once a sentence. */
function countJudged(s, source) {
  const fired = new Set();
  for (const target of ['result', 'statement'])
    if (JUDGED_CUE[target].some(({ re }) => re.test(s)))
      for (const at of wordStarts(s)) for (const id of judgedDenial(s, at, target).rules) fired.add(id);
  for (const id of fired) fire(id, source);
}

/**
 * The rows about findings that would place some word of a turn elsewhere, once a turn: the writer reads a
 * finding with the clauses of the turn before it, across sentence ends.
 */
function countFindings(turn) {
  const cue = [...turn.matchAll(FINDING_CUE)].at(0);
  if (!cue) return;
  const fired = new Set();
  for (const at of wordStarts(turn)) {
    const id = notFoundToday(turn, at);
    if (id) fired.add(id);
  }
  const after = turn.slice(cue.index + cue[0].length);
  for (const t of FINDING_TERMINATE) if (t.re.test(after)) fired.add(t.rule.id);
  for (const id of fired) fire(id, 'talk');
}

function countSentences(list, source) {
  for (const s of list) {
    if (source === 'talk') countJudged(s, source);
    const hyp = hypotheticalCue(s, source);
    if (hyp) fire(hyp.rule, source);
    for (const m of [...symptomMentions(s), ...conditionsIn(s)]) boundaries(s, m.index, m.end, source);
    for (const m of symptomMentions(s)) experiencer(s, m.index, source);
  }
}

/** Replies to a question of the other speaker: the fillers that open them, and the first answer row that reads them. */
function countAnswers(segs) {
  let replies = 0;
  for (let i = 1; i < segs.length; i++) {
    const q = segs[i - 1];
    if (q.role === segs[i].role || !(q.text.trim().endsWith('?') || clausesOf(q.text).some((c) => c.question)))
      continue;
    replies++;
    const reply = segs[i].text.trim();
    if (FILLER.test(reply)) fire('filler', 'talk');
    const row = ANSWERS.find(({ re }) => re.test(reply.replace(FILLER, '')));
    if (row) fire(row.rule.id, 'talk');
  }
  return replies;
}

function casesOf(part) {
  const set = arg('--set', 'all');
  const aci = set === 'mts' ? [] : readCsv(dataFile('aci-bench', part === 'tuning' ? 'train.csv' : 'valid.csv'));
  const mts =
    set === 'aci'
      ? []
      : readCsv(
          dataFile('mts-dialog', part === 'tuning' ? 'MTS-Dialog-TrainingSet.csv' : 'MTS-Dialog-ValidationSet.csv'),
        );
  return [
    ...aci.map((row) => ({ dialogue: row.dialogue, note: row.note })),
    ...mts.map((row) => ({ dialogue: row.dialogue, note: row.section_text })),
  ];
}

const totals = { dialogues: 0, talkSentences: 0, noteSentences: 0, talkMentions: 0, noteMentions: 0, replies: 0 };
function countPart(part) {
  for (const c of casesOf(part)) {
    const transcript = transcriptFromText(
      asr ? asSpeech(c.dialogue, { parseDialogueText, classifyRoles }) : c.dialogue,
    );
    totals.dialogues++;
    for (const line of traceConsultation(transcript)) {
      totals.talkMentions++;
      for (const id of line.rules) fire(id, 'talk');
    }
    for (const line of traceText(c.note ?? '', 'note', 'note', 'note')) {
      totals.noteMentions++;
      for (const id of line.rules) fire(id, 'note');
    }
    const segs = segsOf(transcript);
    const talk = segs.flatMap((s) => sentences(normalise(s.raw)));
    const note = sentences(normalise(c.note ?? ''));
    totals.talkSentences += talk.length;
    totals.noteSentences += note.length;
    countSentences(talk, 'talk');
    countSentences(note, 'note');
    for (const seg of segs) countFindings(normalise(seg.raw));
    totals.replies += countAnswers(segs);
    // An episode said to be over: the row that reads it, in the words of anyone but the clinician.
    for (const seg of segs) {
      const over = seg.role === 'Doctor' ? null : episodeOver(seg.text);
      if (over) fire(over.rule, 'talk');
    }
  }
}

if (dataAvailable()) {
  const which = arg('--part', 'tuning');
  for (const part of ['tuning', 'held-out']) if (which === 'both' || which === part) countPart(part);
  console.log(
    `context and answer rules firing · ${which} part${which === 'both' ? 's' : ''}${asr ? ' · talk as recognised speech' : ''}: ` +
      `${totals.dialogues} dialogues; talk ${totals.talkSentences} sentences, ${totals.talkMentions} mentions, ${totals.replies} replies to questions; ` +
      `notes ${totals.noteSentences} sentences, ${totals.noteMentions} mentions`,
  );
  const table = [
    ...CONTEXT_RULES.map((r) => ({
      id: r.id,
      target: targetOf(r),
      qualifier: r.qualifier,
      direction: r.direction,
      language: r.language,
      rule: r,
    })),
    ...ANSWER_RULES.map((r) => ({
      id: r.id,
      target: 'reply',
      qualifier: 'answer',
      direction: r.answer,
      language: r.language,
      rule: null,
    })),
    ...EPISODE_OVER.map((r) => ({
      id: r.id,
      target: 'episode',
      qualifier: 'time',
      direction: 'over',
      language: r.language,
      rule: null,
    })),
  ];
  // Only the writer reads the rows about what is judged and about findings, in the consultation's talk.
  const readsSource = (row, source) =>
    row.rule && row.target === 'mention' ? reads(row.rule, source) : source === 'talk';
  const cell = (row, source) => (readsSource(row, source) ? String(fires.get(row.id)[source]) : '—');
  const TARGETS = {
    mention: 'symptoms and conditions mentioned',
    result: "a test's result or finding judged",
    statement: "a clinician's statement of a diagnosis",
    finding: 'an examination finding told as not found today',
    reply: 'replies to a question',
    episode: 'an episode said to be over',
  };
  for (const [target, title] of Object.entries(TARGETS)) {
    const rowsOf = table.filter((row) => row.target === target);
    console.log(`\n== target ${target}: ${title} (${rowsOf.length} rows)`);
    console.log(
      `${'rule'.padEnd(28)}${'qualifier'.padEnd(14)}${'direction'.padEnd(12)}${'lang'.padEnd(6)}${'talk'.padStart(8)}${'note'.padStart(8)}`,
    );
    for (const row of rowsOf)
      console.log(
        `${row.id.padEnd(28)}${row.qualifier.padEnd(14)}${row.direction.padEnd(12)}${row.language.padEnd(6)}${cell(row, 'talk').padStart(8)}${cell(row, 'note').padStart(8)}`,
      );
    const never = rowsOf.filter((row) => fires.get(row.id).talk + fires.get(row.id).note === 0).map((row) => row.id);
    console.log(`${target} rows that never fired: ${never.length ? never.join(', ') : 'none'}`);
  }
}
