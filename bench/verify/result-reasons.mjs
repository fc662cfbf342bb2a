// Why the checker missed a planted 'result judgement flipped' or 'follow-up interval changed': one general
// reason per miss, computed from the checker's own readers, so the misses of a part can be counted by reason
// (bench/eval-verify.mjs --why) without reading any case. Each reason names the first step that failed.
import { tsImport } from 'tsx/esm/api';

const load = (p) => tsImport(p, import.meta.url);
const { statementsOf } = await load('../../packages/scribe/src/report/claims/index.ts');
const { checkJudgement } = await load('../../packages/scribe/src/report/claims/check-judgement.ts');
const { checkFollowUp } = await load('../../packages/scribe/src/report/claims/check-facts.ts');
const { sameSpan, spansIn } = await load('../../packages/scribe/src/report/claims/durations.ts');
const { agrees, judgedMentions, judgementsIn, mentionsIn, opposed } = await load(
  '../../packages/scribe/src/report/reading/judgements.ts',
);
const { regex, wordsOf } = await load('../../packages/scribe/src/report/pattern.ts');
const { JUDGEMENT_ENDS, NO_RESULT_CUES } = await load('../../packages/scribe/src/report/reading/judgement-cues.ts');
const { SHOWN_TESTS } = await load('../../packages/scribe/src/report/vocabulary/result-cues.ts');

const TESTS = SHOWN_TESTS.map(([name, said]) => ({
  name,
  re: regex([wordsOf([name.toLowerCase().replace(/[-\s]+/g, '[- ]?'), ...said])]),
}));
/** Words a judgement may be said in that the judgement cues may not hold: what to look at when none is read. */
const LOOSE_JUDGEMENT =
  /\b(?:normal|abnormal|fine|good|great|okay|ok|clear|negative|positive|high|low|elevated|up|down|nothing|fracture|broken|unremarkable|concerning|worrisome|perfect)\b/;
/** How many words after a test's name the loose look reaches. */
const LOOSE_WORDS = 25;

const NO_RESULT = regex([wordsOf(NO_RESULT_CUES)]);
const ENDS = regex([`\\.(?!\\d)|[?!;]|${wordsOf(JUDGEMENT_ENDS)}`]);

/** Why a judgement word said within 25 words after a test's name is not bound to it: the first thing in its way. */
function whyUnbound(turns, tests) {
  const out = new Set();
  for (const t of turns)
    for (const m of mentionsIn(t.text, TESTS).filter((x) => tests.has(x.test))) {
      const words = t.text.slice(m.end).split(/\s+/).filter(Boolean).slice(0, LOOSE_WORDS);
      const at = words.findIndex((_, i) => judgementsIn(words.slice(0, i + 1).join(' ')).length > 0);
      if (at < 0) continue;
      const between = words.slice(0, at).join(' ');
      const lead = t.text.slice(0, m.index).split(/\s+/).slice(-8).join(' ');
      if (NO_RESULT.test(lead)) out.add('a plan or supposition word in the 8 words before the name');
      else if (mentionsIn(between, TESTS).length) out.add('another test named between');
      else if (ENDS.test(between)) out.add(`a clause end between (${ENDS.exec(between)[0]})`);
      else if (NO_RESULT.test(between)) out.add(`a plan word between (${NO_RESULT.exec(between)[0]})`);
      else if (at >= 14) out.add('14 words or more after the name');
      else out.add('other');
    }
  return [...out].sort().join('; ') || 'none found';
}

function turnsOf(c) {
  const out = [];
  for (const seg of c.segs) {
    const last = out.at(-1);
    if (last && last.role === seg.role) last.text += ` ${seg.text}`;
    else out.push({ text: seg.text, role: seg.role });
  }
  return out;
}

const statementAt = (report, planted) =>
  statementsOf(report).find(
    (s) => s.path === planted.path && (s.text === planted.text || s.text.includes(planted.text)),
  );

/** Why a flipped judgement was not flagged. */
function judgementMiss(c, report, planted) {
  const s = statementAt(report, planted);
  if (!s) return 'statement not found';
  if (checkJudgement(s, c)) return 'the rule flags it; the flag is lost after';
  const named = mentionsIn(s.norm, TESTS);
  if (!named.length) return 'the statement names no test the checker knows';
  const judged = judgedMentions(s.norm, TESTS, 'note').filter((m) => m.judgements.length === 1);
  if (!judged.length) {
    const all = judgedMentions(s.norm, TESTS, 'note');
    return all.some((m) => m.judgements.length > 1)
      ? 'the statement is read with two judgements'
      : `the written judgement is not read (${judgementsIn(s.norm).join('+') || 'no judgement word read'})`;
  }
  const tests = new Set(judged.map((m) => m.test));
  const turns = turnsOf(c);
  const talkNames = turns.some((t) => mentionsIn(t.text, TESTS).some((m) => tests.has(m.test)));
  if (!talkNames) return 'the talk never names the test by a name the checker knows';
  const bound = turns.flatMap((t) => judgedMentions(t.text, TESTS).filter((m) => tests.has(m.test)));
  const heard = [...new Set(bound.flatMap((m) => m.judgements))];
  const written = judged[0].judgements[0];
  if (!heard.length) {
    const loose = turns.some((t) =>
      mentionsIn(t.text, TESTS)
        .filter((m) => tests.has(m.test))
        .some((m) => {
          const after = t.text.slice(m.end).split(/\s+/).slice(0, LOOSE_WORDS).join(' ');
          return judgementsIn(after).length > 0;
        }),
    );
    if (loose) return `the talk judges the test beyond its clause: ${whyUnbound(turns, tests)}`;
    const word = turns.some((t) =>
      mentionsIn(t.text, TESTS)
        .filter((m) => tests.has(m.test))
        .some((m) => LOOSE_JUDGEMENT.test(t.text.slice(m.end).split(/\s+/).slice(0, LOOSE_WORDS).join(' '))),
    );
    return word
      ? 'the talk judges the test in words the judgement cues do not read'
      : 'the talk names the test and says no judgement near it (it is said elsewhere: in a reply, on screen)';
  }
  if (!heard.some((h) => opposed(h, written)))
    return `the talk's judgement (${heard.join('+')}) is not opposed to ${written}`;
  if (heard.some((h) => agrees(h, written)))
    return `the talk also says what bears out ${written} (${heard.filter((h) => agrees(h, written)).join('+')})`;
  return 'something said near the test agrees with what is written';
}

/** How the talk says the interval the statement held before the plant. */
function saidAs(c, original) {
  const span = spansIn(original.toLowerCase())[0];
  if (!span) return 'the original interval is no span the checker reads';
  const said = c.spans.filter((x) => sameSpan(x.days, span.days));
  if (!said.length) return 'the talk never says the original interval as a span';
  if (!said.some((x) => x.followUp)) return 'the talk says the original interval, not as when to come back';
  return 'the talk says the original interval as when to come back';
}

/** Why a changed follow-up interval was not flagged. */
function followUpMiss(c, report, planted, original) {
  const s = statementAt(report, planted);
  if (!s) return 'statement not found';
  if (checkFollowUp(s, c)) return 'the rule flags it; the flag is lost after';
  if (s.role !== 'followUp' && !/\b(?:follow|come back|return|recheck|see (?:you|him|her|them))/.test(s.norm))
    return 'the statement is not read as a follow-up';
  const written = spansIn(s.norm);
  if (!written.length) return 'the planted interval is not read';
  const come = c.spans.filter((x) => x.followUp);
  if (come.some((y) => written.some((x) => sameSpan(x.days, y.days))))
    return `the talk says the planted interval as a follow-up too (${saidAs(c, original)})`;
  if (!come.length) {
    const anywhere = c.spans.some((y) => written.some((x) => sameSpan(x.days, y.days)));
    return anywhere
      ? `the talk reads no follow-up span, and says the planted span of something else (${saidAs(c, original)})`
      : `the talk reads no follow-up span (${saidAs(c, original)})`;
  }
  if (s.role !== 'followUp') return 'a follow-up sentence whose span is not after in/within/for/next';
  return 'other';
}

/** The reason a planted falsehood of `kind` was missed, or null for the kinds this file does not explain. */
export function missReason(kind, c, original, planted, target) {
  if (kind === 'result judgement flipped') return judgementMiss(c, planted, target);
  if (kind !== 'follow-up interval changed') return null;
  const before = statementsOf(original).filter((s) => s.path === target.path);
  const was = before.find((s) => !statementsOf(planted).some((p) => p.path === s.path && p.text === s.text));
  return followUpMiss(c, planted, target, was?.text ?? '');
}
