// The report the built-in writer (no language model) produces, against clinician-written notes:
// ACI-Bench (full notes) and MTS-Dialog (one note section per dialogue, 20 section types). An MTS-Dialog
// section is compared with the report blocks that hold the same content (note/render.mjs MTS_MATCH:
// GENHX → chief complaint + HPI, FAM/SOCHX → family + social history, PASTMEDICALHX → past history, …)
// and, for reference, with the whole report; a table gives ROUGE-1 per section type.
// Prints, separately for the tuning part (ACI-Bench train + MTS-Dialog training set) and the held-out
// part (ACI-Bench valid + MTS-Dialog validation set): per-section recall and precision, the share of
// reported symptoms the note says were denied, empty assessments, plan-item recall, ROUGE-1/2/L of the
// report as text (and of the dialogue's first words, as a floor), evidence coverage and checker flags.
// Also, per part and dataset, the report statements in spoken form (note/spoken.mjs: first or second
// person, fillers, trailing fragments, a word said twice; target at most 1% of statements and at most 10%
// of reports with any) as "spoken-form statements: N of M (x%) · reports with any: a of b (y%)"; per part and
// dataset, each section's recall of the note plus what the checker offers as "said, not in the note" (the
// 'said' flags, note/said.mjs) beside the note's own, as "recall with suggestions (note + said, not in the
// note): symptoms present x% (note y%) · …"; and on
// ACI-Bench whether the report's chief complaint names the body part and the side the note's chief
// complaint names (note/complaint.mjs) as "chief complaint names body part: a/b · side: c/d".
//
// Run: npx tsc -b packages/scribe && nice -n 10 node bench/eval-note.mjs [--part tuning|held-out]
//   --dist DIR   measure another build of packages/scribe (e.g. a copy of an older dist/)
//   --asr        feed the dialogues as speech recognition gives them: lower case, no punctuation, cut at
//                pauses rather than turns, speakers labelled by the role classifier instead of the tags
//                (lib/speech.mjs)
//   --denied-as-present   also list, for the tuning part, each symptom the report gives as present and the note
//                as denied, with the report's history and review of systems
//   --spoken-examples   also print 30 spoken-form statements of the tuning part (spread over it), each
//                with its dialogue, path and reasons
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PARTS, dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { asSpeech } from './lib/speech.mjs';
import { addComplaint, newComplaintTally } from './note/complaint.mjs';
import { MTS_MATCH } from './note/render.mjs';
import { newTally, scoreOne } from './note/score.mjs';
import { addSpoken, newSpokenTally } from './note/spoken.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = path.resolve(opt('--dist') ?? 'packages/scribe/dist');
const asr = args.includes('--asr');
const onlyPart = opt('--part');
const lex = await import(pathToFileURL(path.join(dist, 'report/eval-exports.js')).href);
const scribe = await import(pathToFileURL(path.join(dist, 'index.js')).href);
const { reportItems } = await import(pathToFileURL(path.join(dist, 'report/items.js')).href);

async function runPart(files) {
  const byDataset = {};
  for (const [dataset, ...file] of files) {
    const f = dataFile(...file);
    if (!f) continue;
    const t = (byDataset[dataset] = { ...newTally(), spoken: newSpokenTally(), complaint: newComplaintTally() });
    for (const row of readCsv(f)) {
      const transcript = lex.transcriptFromText(asr ? asSpeech(row.dialogue, scribe) : row.dialogue);
      const started = performance.now();
      const stored = await lex.writeReport(transcript);
      t.ms = Math.max(t.ms, performance.now() - started);
      scoreOne(t, dataset, row, stored, transcript, lex);
      const id = row.encounter_id ?? `mts-${row.ID}`;
      addSpoken(t.spoken, id, reportItems(stored.patientReport), lex);
      if (dataset === 'aci') addComplaint(t.complaint, id, row.note, stored.patientReport.chiefComplaint);
    }
  }
  return byDataset;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
const col = (s, w) => String(s).padStart(w);
const LABELS = {
  medications: 'medications',
  allergies: 'allergies',
  noAllergies: 'allergies: none known',
  vitals: 'vitals',
  symptoms: 'symptoms present',
  denied: 'symptoms denied',
  conditions: 'past conditions',
  diagnoses: 'assessment dx',
  tests: 'plan: tests',
  newMeds: 'plan: new meds',
  medChanges: 'plan: changed/stopped',
  followUp: 'plan: follow-up',
  referrals: 'plan: referrals',
};

function print(name, tallies) {
  for (const [dataset, t] of Object.entries(tallies)) {
    const title = dataset === 'aci' ? 'ACI-Bench (full notes)' : 'MTS-Dialog (one section per dialogue)';
    console.log(
      `\n== ${name} · ${title} · ${t.dialogues} dialogues${asr ? ' · as recognised speech' : ''} · slowest report ${t.ms.toFixed(0)} ms`,
    );
    console.log(
      `${'section'.padEnd(24)}${col('note', 6)}${col('found', 7)}${col('recall', 8)}${col('report', 8)}${col('in note', 9)}${col('precision', 11)}`,
    );
    for (const [k, s] of Object.entries(t.sections)) {
      console.log(
        `${LABELS[k].padEnd(24)}${col(s.note, 6)}${col(s.recalled, 7)}${col(pct(s.recalled, s.note), 8)}${col(s.report, 8)}${col(s.confirmed, 9)}${col(pct(s.confirmed, s.report), 11)}`,
      );
    }
    const plan = ['tests', 'newMeds', 'followUp'].map((k) => t.sections[k]);
    const planNote = plan.reduce((a, s) => a + s.note, 0);
    const planFound = plan.reduce((a, s) => a + s.recalled, 0);
    const n = Math.max(1, t.rouged);
    console.log(
      `denied-as-present: ${t.deniedAsPresent} of ${t.presentNoteSpeaks} reported symptoms the note speaks of (${pct(t.deniedAsPresent, t.presentNoteSpeaks)}); ${t.presentSymptoms} reported in all`,
    );
    console.log(
      `associated symptoms resting only on the clinician's words (no patient turn in their evidence): ${t.questionOnly} of ${t.listedSymptoms} (${pct(t.questionOnly, t.listedSymptoms)})`,
    );
    console.log(
      `empty assessment where the consultation states a diagnosis (a clinician's turn names a note problem): ${t.emptyWhereStated} of ${t.statesDiagnosis} (${pct(t.emptyWhereStated, t.statesDiagnosis)}); where the note has one: ${t.emptyAssessment} of ${t.withDiagnosis}; empty in all: ${t.emptyAll} of ${t.dialogues}`,
    );
    const dx = t.sections.diagnoses;
    console.log(
      `diagnosis recall ${pct(dx.recalled, dx.note)} of the note's problems (${dx.recalled}/${dx.note}; the problem line's head only: ${pct(dx.headFound, dx.note)}), ${pct(dx.statedFound, dx.stated)} of those a clinician's turn names (${dx.statedFound}/${dx.stated}) · plan items (tests, new meds, follow-up) recall ${pct(planFound, planNote)} (${planFound}/${planNote}) · medication recall ${pct(t.sections.medications.recalled, t.sections.medications.note)}`,
    );
    console.log(spokenLine(t.spoken));
    console.log(saidLine(t.sections));
    if (dataset === 'aci') {
      const c = t.complaint;
      console.log(`chief complaint names body part: ${c.partNamed}/${c.withPart} · side: ${c.sideNamed}/${c.withSide}`);
    }
    console.log(
      `items with evidence: ${t.itemsWithEvidence} of ${t.items} (${pct(t.itemsWithEvidence, t.items)}) · flagged unsupported/contradicted by the checker: ${t.flagged} (${pct(t.flagged, t.items)})`,
    );
    const r3 = (x) => `${(x.r1 / n).toFixed(1)} / ${(x.r2 / n).toFixed(1)} / ${(x.rl / n).toFixed(1)}`;
    if (dataset === 'aci')
      console.log(`ROUGE-1/2/L report as text: ${r3(t.rouge)}   (dialogue's first words: ${r3(t.lead)})`);
    else {
      console.log(
        `ROUGE-1/2/L section-matched (each note section against the report's matching blocks): ${r3(t.rouge)} · whole report against the section: ${r3(t.whole)}   (dialogue's first words: ${r3(t.lead)})`,
      );
      printHeaders(t.byHeader);
    }
  }
}

/** MTS-Dialog ROUGE-1 per note section type: matched blocks, whole report, first words; how often the matched blocks were empty. */
function printHeaders(byHeader) {
  console.log(
    `${'  MTS section → report blocks'.padEnd(40)}${col('n', 5)}${col('matched', 9)}${col('whole', 7)}${col('first', 7)}${col('empty', 7)}`,
  );
  for (const [h, x] of Object.entries(byHeader).sort((a, b) => b[1].n - a[1].n)) {
    const to = x.noField ? '(no field: whole report)' : MTS_MATCH[h].join(' + ');
    const avg = (v) => (v / x.n).toFixed(1);
    console.log(
      `${`  ${h} → ${to}`.padEnd(40)}${col(x.n, 5)}${col(avg(x.r1), 9)}${col(avg(x.whole), 7)}${col(avg(x.lead), 7)}${col(x.noField ? '' : x.empty, 7)}`,
    );
  }
}

const spokenLine = (s) =>
  `spoken-form statements: ${s.spoken} of ${s.statements} (${pct(s.spoken, s.statements)}) · reports with any: ${s.withAny} of ${s.reports} (${pct(s.withAny, s.reports)})`;

/**
 * Recall of the note plus what the checker offers as "said, not in the note", beside the note's own, per
 * section the notes speak of; plan items are tests, new medicines and follow-up together.
 */
function saidLine(sections) {
  const parts = Object.entries(sections)
    .filter(([, s]) => s.note)
    .map(([k, s]) => `${LABELS[k]} ${pct(s.recalledWithSaid, s.note)} (note ${pct(s.recalled, s.note)})`);
  const plan = ['tests', 'newMeds', 'followUp'].map((k) => sections[k]);
  const total = (f) => plan.reduce((a, s) => a + f(s), 0);
  const planNote = total((s) => s.note);
  parts.push(
    `plan items ${pct(
      total((s) => s.recalledWithSaid),
      planNote,
    )} (note ${pct(
      total((s) => s.recalled),
      planNote,
    )})`,
  );
  return `recall with suggestions (note + said, not in the note): ${parts.join(' · ')}`;
}

/** 30 spoken-form statements spread evenly over all those of a part, with their dialogue, path and reasons. */
function printSpokenExamples(tallies) {
  const found = Object.values(tallies).flatMap((t) => t.spoken.found);
  const n = Math.min(30, found.length);
  console.log(`\nspoken-form statements, ${n} of ${found.length} spread over the part:`);
  for (let i = 0; i < n; i++) console.log(`  ${found[Math.floor((i * found.length) / n)]}`);
}

/** Both datasets of a part together, on the measures the note must meet. */
function printBoth(name, tallies) {
  const all = Object.values(tallies);
  const sum = (f) => all.reduce((a, t) => a + f(t), 0);
  const plan = (t) => ['tests', 'newMeds', 'followUp'].map((k) => t.sections[k]);
  console.log(`\n== ${name} · both datasets · ${sum((t) => t.dialogues)} dialogues`);
  console.log(
    `denied-as-present ${pct(
      sum((t) => t.deniedAsPresent),
      sum((t) => t.presentNoteSpeaks),
    )} (${sum((t) => t.deniedAsPresent)}/${sum((t) => t.presentNoteSpeaks)})` +
      ` · empty assessment where the consultation states a diagnosis ${sum((t) => t.emptyWhereStated)}/${sum((t) => t.statesDiagnosis)}` +
      ` · diagnosis recall ${pct(
        sum((t) => t.sections.diagnoses.recalled),
        sum((t) => t.sections.diagnoses.note),
      )} (stated: ${pct(
        sum((t) => t.sections.diagnoses.statedFound),
        sum((t) => t.sections.diagnoses.stated),
      )})` +
      ` · plan items ${pct(
        sum((t) => plan(t).reduce((a, s) => a + s.recalled, 0)),
        sum((t) => plan(t).reduce((a, s) => a + s.note, 0)),
      )}` +
      ` · medications ${pct(
        sum((t) => t.sections.medications.recalled),
        sum((t) => t.sections.medications.note),
      )}` +
      ` · evidence ${pct(
        sum((t) => t.itemsWithEvidence),
        sum((t) => t.items),
      )} · checker flags ${pct(
        sum((t) => t.flagged),
        sum((t) => t.items),
      )}`,
  );
  const sections = Object.fromEntries(
    Object.keys(LABELS).map((k) => [
      k,
      {
        note: sum((t) => t.sections[k].note),
        recalled: sum((t) => t.sections[k].recalled),
        recalledWithSaid: sum((t) => t.sections[k].recalledWithSaid),
      },
    ]),
  );
  console.log(saidLine(sections));
  const spoken = all.map((t) => t.spoken);
  const add = (k) => spoken.reduce((a, s) => a + s[k], 0);
  console.log(
    spokenLine({
      spoken: add('spoken'),
      statements: add('statements'),
      withAny: add('withAny'),
      reports: add('reports'),
    }),
  );
}

function printDeniedAsPresent(tallies) {
  console.log('\n== tuning · symptoms the report gives as present and the note as denied');
  for (const t of Object.values(tallies)) {
    for (const { id, symptom, report } of t.deniedAsPresentCases) {
      const hpi = report.historyOfPresentIllness;
      console.log(`\n${id} · ${symptom}`);
      console.log(`  associated: ${hpi.associatedSymptoms.join('; ')}`);
      console.log(`  narrative: ${hpi.narrative ?? ''}`);
      console.log(
        `  review of systems: ${report.reviewOfSystems.map((e) => `${e.system}: ${e.findings}`).join(' | ')}`,
      );
    }
  }
}

if (dataAvailable()) {
  console.log(`eval-note: built-in writer from ${path.relative(process.cwd(), dist) || dist}`);
  for (const [name, files] of PARTS) {
    if (onlyPart && onlyPart !== name) continue;
    const tallies = await runPart(files);
    print(name, tallies);
    printBoth(name, tallies);
    if (args.includes('--spoken-examples') && name === 'tuning') printSpokenExamples(tallies);
    if (args.includes('--denied-as-present') && name === 'tuning') printDeniedAsPresent(tallies);
  }
}
