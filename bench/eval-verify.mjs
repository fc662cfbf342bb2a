#!/usr/bin/env node
// The verifier against planted falsehoods. For every dev dialogue it takes two correct-as-written
// reports — the built-in extractor's and a prose report made from the clinician's note — plants one
// falsehood at a time (bench/verify/plant.mjs), runs the verifier, and prints per kind the share of
// planted statements it flags, and the share of untouched statements it flags on the reports as
// written. Each kind is planted into every statement eligible for it (up to PER_REPORT per report,
// each into a fresh copy), not into one chosen statement: the held-out part has few reports with
// sides, vitals or doses, and one plant per report left its per-kind figures resting on 5-40 cases.
// The rule is the same for both parts; kinds that add a made-up entry plant one per report. Tuning part (ACI-Bench train + MTS-Dialog training set) and held-out part
// (ACI-Bench valid + MTS-Dialog validation set) are printed separately. Also prints the verifier's
// cost on the longest consultation.
//
// "Denied symptom written as present" plants only a symptom that two sources agree was denied: the
// built-in extractor's reading of the consultation's negations, and the clinician's note for the same
// dialogue (its history, review of systems or chief complaint says it is absent, and nowhere that it is
// present; bench/note/reference.mjs noteFacts). The extractor alone sometimes reads a symptom the
// patient has as denied, and writing such a symptom as present is no falsehood: the checker is right
// not to flag it, and counting that as a miss understates it. A symptom the note affirms, or does not
// mention (an MTS-Dialog note is one section, often not the history), is dropped. The rule is
// conservative: it also drops denials the note words in ways noteFacts does not read (a long 'denied …'
// list, 'negative as far as …'), which shrinks the sample but plants nothing untrue. The count dropped
// is printed per part, with the same rule for both parts.
//
// "Denied symptom (from the note) written as present" plants, the same way, the symptoms the clinician's
// note says were denied (noteFacts: denied in its history, review of systems or chief complaint, and
// nowhere said present), whatever the extractor read of them: it measures the checker's reading of the
// consultation apart from the writer's. Only symptoms the checker has a name for are planted (its symptom
// lexicon finds the name in the planted sentence and in the listed item); the count the note denies and
// the count planted are printed per part. A miss here is a denial the checker did not read in the talk
// — or one the consultation never voices (the note's review of systems holds more than was said). Only the
// note's outright denials are planted (bench/verify/note-denials.mjs): not a symptom it excepts ('denied …
// rashes, except where dressings were applied'), says the patient is not bothered by, or denies in some setting
// only, which the patient had. The figure is printed for all plants (the headline) and for the plants whose
// symptom the consultation's talk names at all (in one turn, by the symptom lexicon, or as the checker reads the talk): a denial the note holds but the talk
// never voices can be caught only as a symptom never mentioned, which the checker flags only when no turn names it.
//
// "Present symptom written as denied" is the reverse: a symptom the patient has, written as absent ('The
// patient denies shortness of breath.' in the history, 'Denies shortness of breath.' in the review of systems).
// It plants a symptom the writer's facts say present (and not gone now), that the clinician's note denies
// nowhere (outright or in a qualified form), and that the checker has a name for; the count is printed per
// part, with how many of them the note itself says present (the rest it does not mention).
//
//   node bench/eval-verify.mjs [--part tuning|held-out|both] [--set aci|mts|all] [--asr] [--misses <kind substring>] [--false-flags] [--jsonl <file>] [--kind <kind substring>] [--side-reasons] [--reasons] [--why]
//
// --asr feeds the dialogues as speech recognition gives them (bench/lib/speech.mjs: lower case, no
// punctuation, cut at pauses, speakers labelled by the role classifier): the writer and the checker read
// that form, and the reports planted into are the same two (the extractor's, now written from the speech
// form, and the clinician's note). The part headers and the cost header then say "as recognised speech".
// --side-reasons prints, per part, a count of the swapped sides missed by general reason (bench/verify/side-reasons.mjs):
// no case text or ids, so it may run on the held-out part; with --misses on the tuning part each miss shows its reason.
// --kind runs only the planted kinds whose name holds the substring (and skips the timing of the longest consultation).
// --reasons prints, for the misses of "denied symptom (from the note) written as present", a count per general
// reason computed by code (bench/verify/miss-reasons.mjs: the talk never names it, affirms it elsewhere, names it only
// in a clinician's question ...): counts only, no case's text or id, so it may be run on the held-out part.
// --why prints, for each part, the misses of 'result judgement flipped' and 'follow-up interval changed' counted
// by a general reason computed by code (bench/verify/result-reasons.mjs): counts only, no case, so it may be run on
// the held-out part.
// --misses and --false-flags print examples, on the tuning part only (with --adjudicate also on the
// held-out part: for judging by hand, once tuning is over, which of its flags are false alarms and
// which of its misses are plants the consultation in fact supports).
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { asSpeech } from './lib/speech.mjs';
import { loadLine, runsLine, warmRuns } from './lib/timing.mjs';
import { noteFacts } from './note/reference.mjs';
import { missReason } from './verify/miss-reasons.mjs';
import { outrightDenials } from './verify/note-denials.mjs';
import { reportFromAciNote, reportFromMtsSection } from './verify/notes.mjs';
import { PLANTERS } from './verify/plant.mjs';
import { sideMissReason } from './verify/side-reasons.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const load = (p) => tsImport(p, import.meta.url);
const { missReason: resultMissReason } = args.includes('--why') ? await import('./verify/result-reasons.mjs') : {};
const { flagsFor, readForVerification, verifyReport } = await load('../packages/scribe/src/report/verify.ts');
const { writeReport } = await load('../packages/scribe/src/report/write.ts');
const { parseDialogueText, transcriptFromText, transcriptToText } = await load(
  '../packages/scribe/src/transcript-text/index.ts',
);
const { classifyRoles } = await load('../packages/scribe/src/roles/index.ts');
const { reportItems } = await load('../packages/scribe/src/report/items.ts');
const lex = await load('../packages/scribe/src/report/extract/index.ts');
const { extractFacts, normalise, symptomMentions } = lex;
const { emptyReport } = await load('../packages/scribe/src/report/empty.ts');
const sideLib = {
  ...(await load('../packages/scribe/src/report/claims/sides.ts')),
  ...(await load('../packages/scribe/src/report/claims/body-parts.ts')),
  ...(await load('../packages/scribe/src/report/claims/text.ts')),
  ...(await load('../packages/scribe/src/report/claims/telling-words.ts')),
  ...(await load('../packages/scribe/src/report/claims/side-complaints.ts')),
  ...(await load('../packages/scribe/src/report/claims/check-sides.ts')),
  ...(await load('../packages/scribe/src/report/claims/side-corrections.ts')),
  ...(await load('../packages/scribe/src/report/claims/side-words.ts')),
};
// Flags that offer something to add (an omission, what was said but held back) are not false flags.
const OFFERED = new Set(['omitted', 'said']);
const empty = () => ({ ...emptyReport(), metadata: { ...emptyReport().metadata, engine: 'clinician-note' } });
const asr = args.includes('--asr');
const heard = asr ? ' · as recognised speech' : '';
/** The transcript the writer and the checker read: the dialogue as written, or with --asr as recognised speech. */
const transcriptOf = (dialogue) =>
  transcriptFromText(asr ? asSpeech(dialogue, { parseDialogueText, classifyRoles }) : dialogue);

function seeded(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** Statements of a report: each list item, and each sentence of a prose item. */
function statementsOf(r) {
  return reportItems(r).flatMap((i) =>
    i.prose
      ? i.text
          .split(/(?<=[.?!])\s+(?=[A-Z0-9])/)
          .filter((s) => s.trim())
          .map((text) => ({ path: i.path, text, prose: true, item: i.text }))
      : [{ path: i.path, text: i.text, prose: false, item: i.text }],
  );
}

const covers = (f, s) =>
  !OFFERED.has(f.kind) &&
  f.path === s.path &&
  (f.text === s.item || f.text.includes(s.text) || s.text.includes(f.text));

function casesOf(part) {
  const aci = readCsv(dataFile('aci-bench', part === 'tuning' ? 'train.csv' : 'valid.csv'));
  const mts = readCsv(
    dataFile('mts-dialog', part === 'tuning' ? 'MTS-Dialog-TrainingSet.csv' : 'MTS-Dialog-ValidationSet.csv'),
  );
  const set = arg('--set', 'all');
  return [
    ...(set === 'mts' ? [] : aci).map((row) => ({
      id: row.encounter_id,
      dialogue: row.dialogue,
      note: () => reportFromAciNote(row.note, empty),
      noteFacts: () => noteFacts('aci', row, lex),
      set: 'aci',
    })),
    ...(set === 'aci' ? [] : mts).map((row) => ({
      id: `mts-${row.ID}`,
      dialogue: row.dialogue,
      note: () => reportFromMtsSection(row.section_header, row.section_text, empty),
      noteFacts: () => noteFacts('mts', row, lex),
      set: 'mts',
    })),
  ];
}

function contextOf(facts, transcript) {
  const spoken = normalise(transcript.segments.map((s) => s.english || s.text).join(' \n '));
  const denied = facts.negatedSymptoms.map((s) => s.value).filter((v) => !facts.symptoms.some((p) => p.value === v));
  const taken = facts.medications.map((m) => m.value.name);
  return { spoken, denied, taken, norm: (t) => normalise(t) };
}

/** Whether the checker reads symptom `d` by name where the planters write it: in a narrative sentence and as a listed item. */
const named = (d) =>
  [`The patient also reports ${d}.`, d[0].toUpperCase() + d.slice(1)].every((t) =>
    symptomMentions(normalise(t)).some((m) => m.term.name === d),
  );

const clone = (o) => structuredClone(o);
const FROM_NOTE = 'denied symptom (from the note) written as present';
/** At most this many falsehoods of one kind per report, each in its own copy, so that no one long report outweighs the rest. */
const PER_REPORT = 8;

async function runPart(part) {
  const kinds = Object.keys(PLANTERS).filter((k) => !arg('--kind') || k.includes(arg('--kind')));
  const res = { ext: {}, note: {} };
  for (const src of ['ext', 'note'])
    for (const k of kinds) res[src][k] = { planted: 0, flagged: 0, named: 0, namedFlagged: 0 };
  const clean = {
    ext: { statements: 0, flagged: 0, bySection: {} },
    note: { statements: 0, flagged: 0, bySection: {} },
  };
  const times = [];
  const examples = [];
  const jsonl = [];
  let extractorFailures = 0;
  const denied = { read: 0, kept: 0, notePresent: 0, noteSilent: 0 };
  const noteDenied = { listed: 0, qualified: 0, named: 0, talked: 0 };
  const toDeny = { planted: 0, noteSays: 0 };
  const sideReasons = {};
  const reasons = {};
  const resultReasons = {};
  for (const c of casesOf(part)) {
    const transcript = transcriptOf(c.dialogue);
    const facts = extractFacts(transcript);
    const base = contextOf(facts, transcript);
    // A denied symptom is planted only where the clinician's note also says it was denied (see the header).
    const note = c.noteFacts();
    // Only what the note denies outright: not what it excepts, is not bothered by, or denies in some setting only.
    const deniedAnyway = new Set(note.denied);
    const outright = outrightDenials(note, lex);
    noteDenied.qualified += note.denied.size - outright.size;
    note.denied = outright;
    // The symptoms the consultation names at all (in a turn, by the symptom lexicon, or as the checker reads the talk): a note's denial of one it never names is not voiced.
    const { consultation } = readForVerification(transcript, facts);
    const voiced = new Set(
      transcript.segments.flatMap((s) => symptomMentions(normalise(s.english || s.text)).map((m) => m.term.name)),
    );
    for (const d of base.denied) {
      denied.read++;
      if (note.denied.has(d)) {
        denied.kept++;
        continue;
      }
      const present = note.symptoms.has(d);
      denied[present ? 'notePresent' : 'noteSilent']++;
      if (
        (part === 'tuning' || args.includes('--adjudicate')) &&
        arg('--misses') &&
        'denied symptom written as present'.includes(arg('--misses'))
      )
        examples.push(`[${c.id}] denied symptom dropped (the note ${present ? 'says present' : 'does not say'}): ${d}`);
    }
    base.denied = base.denied.filter((d) => note.denied.has(d));
    // A symptom the patient has: the writer's facts say present (and not gone now), and the clinician's note denies it nowhere (outright or not).
    const gone = new Set(facts.resolvedSymptoms.map((s) => s.value));
    base.present = [...new Set(facts.symptoms.map((s) => s.value))].filter(
      (d) => !gone.has(d) && !deniedAnyway.has(d) && named(d),
    );
    toDeny.planted += base.present.length;
    toDeny.noteSays += base.present.filter((d) => note.symptoms.has(d)).length;
    // The note's own denials, whatever the extractor read, that the checker's symptom names read as written.
    base.noteDenied = [...note.denied].filter(named);
    noteDenied.listed += note.denied.size;
    noteDenied.named += base.noteDenied.length;
    const talked = new Set(base.noteDenied.filter((d) => voiced.has(d) || consultation.symptoms.has(d)));
    noteDenied.talked += talked.size;
    // The extractor is being changed by others at the same time; a case it fails on is counted, not fatal.
    const written = await writeReport(transcript).catch(() => null);
    const ext = written?.patientReport ?? null;
    if (!ext) extractorFailures++;
    // The writer's report is checked with its evidence; a clinician's note has none.
    const reports = ext ? { ext, note: c.note() } : { note: c.note() };
    const evidenceOf = { ext: written?.evidence ?? [], note: [] };
    for (const [src, report] of Object.entries(reports)) {
      const t0 = performance.now();
      const flags = flagsFor(readForVerification(transcript, facts), report, evidenceOf[src]);
      times.push({ ms: performance.now() - t0, chars: c.dialogue.length });
      const statements = statementsOf(report);
      if (arg('--jsonl')) jsonl.push({ id: `${c.id}-${src}`, transcript: transcriptToText(transcript), report });
      for (const s of statements) {
        const sec = s.path.split('.')[0];
        const b = (clean[src].bySection[sec] ??= { statements: 0, flagged: 0 });
        b.statements++;
        clean[src].statements++;
        const f = flags.find((x) => covers(x, s));
        if (f) {
          b.flagged++;
          clean[src].flagged++;
          if (args.includes('--false-flags') && (part === 'tuning' || args.includes('--adjudicate')))
            examples.push(`[${c.id} ${src}] ${s.path}: ${s.text}\n    → ${f.kind}/${f.claim ?? ''}: ${f.reason ?? ''}`);
        }
      }
      for (const kind of kinds) {
        for (let nth = 0; nth < PER_REPORT; nth++) {
          const r = clone(report);
          const rng = seeded(`${c.id}|${src}|${kind}`);
          const ctx = {
            ...base,
            rng,
            nth,
            statements: statementsOf(r),
            doseStatements: () => statementsOf(r).filter((s) => /\d\s*(mg|mcg|milligram|unit)/i.test(s.text)),
          };
          const planted = PLANTERS[kind](ctx, r);
          if (!planted) break;
          const target = { ...planted, item: null };
          const hit = verifyReport(transcript, r, facts).find(
            (f) =>
              !OFFERED.has(f.kind) &&
              f.path === target.path &&
              (f.text.includes(target.text) ||
                target.text.includes(f.text) ||
                reportItems(r).some((i) => i.path === f.path && i.text === f.text)),
          );
          res[src][kind].planted++;
          if (hit) res[src][kind].flagged++;
          const reason = !hit && resultMissReason?.(kind, consultation, report, r, target);
          if (reason) {
            const counts = (resultReasons[`${kind}, ${src === 'ext' ? 'extractor' : 'prose'}`] ??= {});
            counts[reason] = (counts[reason] ?? 0) + 1;
          }
          const name = target.text
            .replace(/^The patient also reports /, '')
            .replace(/\.$/, '')
            .toLowerCase();
          const denialWhy =
            !hit && kind === FROM_NOTE && args.includes('--reasons')
              ? missReason(name, consultation, consultation.segs, lex)
              : '';
          if (denialWhy) reasons[denialWhy] = (reasons[denialWhy] ?? 0) + 1;
          const unnamed = kind === FROM_NOTE && !talked.has(name);
          // Why a swapped side passed, as a general reason only (bench/verify/side-reasons.mjs): counted on either part.
          const why =
            !hit && args.includes('--side-reasons') && kind.startsWith('left/right')
              ? sideMissReason({ planted: target.text, path: target.path, consultation }, sideLib)
              : denialWhy;
          if (why && why !== denialWhy) sideReasons[why] = (sideReasons[why] ?? 0) + 1;
          if (kind === FROM_NOTE && !unnamed) {
            res[src][kind].named++;
            if (hit) res[src][kind].namedFlagged++;
          }
          if (
            !hit &&
            (part === 'tuning' || args.includes('--adjudicate')) &&
            arg('--misses') &&
            kind.includes(arg('--misses'))
          )
            examples.push(
              `[${c.id} ${src}] ${kind}: ${target.path}: ${target.text}${unnamed ? ' (the talk never names it)' : ''}${why ? ` <${why}>` : ''}${reason ? ` (${reason})` : ''}`,
            );
        }
      }
    }
  }
  if (arg('--jsonl')) writeFileSync(arg('--jsonl'), jsonl.map((j) => JSON.stringify(j)).join('\n') + '\n');
  return {
    res,
    clean,
    times,
    examples,
    extractorFailures,
    denied,
    noteDenied,
    toDeny,
    sideReasons,
    reasons,
    resultReasons,
  };
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

function print(
  part,
  { res, clean, times, examples, extractorFailures, denied, noteDenied, toDeny, sideReasons, reasons, resultReasons },
) {
  console.log(`\n== ${part} part${heard} ==`);
  if (extractorFailures)
    console.log(`(the extractor threw on ${extractorFailures} dialogues; their extractor reports are left out)`);
  console.log(
    `${'planted falsehood'.padEnd(46)}${'extractor report'.padStart(20)}${'prose report'.padStart(20)}${'all'.padStart(16)}`,
  );
  let all = [0, 0];
  for (const kind of Object.keys(res.ext)) {
    const e = res.ext[kind];
    const n = res.note[kind];
    all = [all[0] + e.flagged + n.flagged, all[1] + e.planted + n.planted];
    const cell = (x) => `${x.flagged}/${x.planted} ${pct(x.flagged, x.planted)}`.padStart(20);
    console.log(
      `${kind.padEnd(46)}${cell(e)}${cell(n)}${pct(e.flagged + n.flagged, e.planted + n.planted).padStart(16)}`,
    );
  }
  console.log(`${'all kinds'.padEnd(46)}${''.padStart(40)}${pct(all[0], all[1]).padStart(16)}`);
  console.log(
    `denied symptoms to plant: the extractor read ${denied.read} across the dialogues; the note agrees on ${denied.kept}; dropped ${denied.read - denied.kept} (the note says present ${denied.notePresent}, does not say ${denied.noteSilent})`,
  );
  console.log(
    `denied symptoms from the note: the notes deny ${noteDenied.listed} outright across the dialogues (and ${noteDenied.qualified} more in a qualified form: not planted); planted ${noteDenied.named} the checker has a name for; dropped ${noteDenied.listed - noteDenied.named}; of those planted, ${noteDenied.talked} are named in the consultation's talk`,
  );
  console.log(
    `present symptoms to plant as denied: the writer reads ${toDeny.planted} the note does not deny (and the checker names); the note says present ${toDeny.noteSays} of them`,
  );
  if (res.ext[FROM_NOTE]) {
    const cell = (x) => `${x.namedFlagged}/${x.named} ${pct(x.namedFlagged, x.named)}`.padStart(20);
    const [e, n] = [res.ext[FROM_NOTE], res.note[FROM_NOTE]];
    console.log(
      `${'  of which the talk names the symptom'.padEnd(46)}${cell(e)}${cell(n)}${pct(e.namedFlagged + n.namedFlagged, e.named + n.named).padStart(16)}`,
    );
  }
  for (const [src, label] of [
    ['ext', 'extractor reports'],
    ['note', 'prose reports (clinician notes)'],
  ]) {
    const c = clean[src];
    const secs = Object.entries(c.bySection)
      .map(([k, v]) => `${k} ${v.flagged}/${v.statements}`)
      .join(', ');
    console.log(
      `untouched statements flagged, ${label}: ${c.flagged}/${c.statements} = ${pct(c.flagged, c.statements)}  (${secs})`,
    );
  }
  const longest = times.reduce((a, b) => (b.chars > a.chars ? b : a));
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  console.log(
    `verifier cost: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms; longest consultation (${longest.chars} chars) ${longest.ms.toFixed(1)} ms`,
  );
  if (args.includes('--side-reasons')) {
    console.log('swapped sides missed, by reason:');
    for (const [why, n] of Object.entries(sideReasons).sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(n).padStart(4)}  ${why}`);
  }
  if (args.includes('--reasons')) {
    console.log(`misses of "${FROM_NOTE}" by reason (both reports):`);
    for (const [why, n] of Object.entries(reasons).sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(n).padStart(4)}  ${why}`);
  }
  for (const [kind, counts] of Object.entries(resultReasons)) {
    console.log(`misses by reason: ${kind}`);
    for (const [reason, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${reason}`);
  }
  for (const e of examples.slice(0, Number(arg('--limit', 60)))) console.log(e);
}

/**
 * The verifier's cost on the longest dev consultation (ACI-Bench, about 15-20 minutes of talk at 150
 * words a minute), after warm-up runs, each run reading the consultation afresh: as the pipeline runs
 * it (the report writer hands over the extractor's facts) and as the CLI runs it (extraction included).
 */
async function timeLongest() {
  const rows = ['train.csv', 'valid.csv'].flatMap((f) => readCsv(dataFile('aci-bench', f)));
  const longest = rows.reduce((a, b) => (b.dialogue.length > a.dialogue.length ? b : a));
  const transcript = transcriptOf(longest.dialogue);
  const report = (await writeReport(transcript)).patientReport;
  const facts = extractFacts(transcript);
  const minutes = longest.dialogue.split(/\s+/).length / 150;
  console.log(
    `\nverifier cost on the longest consultation (${longest.encounter_id}${heard}, ${transcript.segments.length} turns, ~${minutes.toFixed(0)} min of talk); ${loadLine()}`,
  );
  console.log(
    runsLine(
      "pipeline (the writer's facts passed in)",
      await warmRuns(() => flagsFor(readForVerification(transcript, facts), report, [])),
    ),
  );
  console.log(
    runsLine(
      'CLI / a report written elsewhere (extraction included)',
      await warmRuns(() => flagsFor(readForVerification(transcript), report, [])),
    ),
  );
}

if (dataAvailable()) {
  const which = arg('--part', 'both');
  for (const part of ['tuning', 'held-out']) if (which === 'both' || which === part) print(part, await runPart(part));
  if (!arg('--kind')) await timeLongest();
}
