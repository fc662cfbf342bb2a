#!/usr/bin/env node
// How long it takes to render a stored report as each note type (renderNote: every section's
// statements with their evidence, the Rx table read from the medicine orders), on three reports:
//   (a) the built-in writer's report of the committed test consultation (packages/scribe/test-fixtures),
//   (b) a typical OPD consultation (the note types' test report: 5 medicine orders, advice, review),
//   (c) a long report: every list of (b) 50 items long, each with evidence.
// Then, for (b), each type's text, PDF and FHIR export. Median, 90th percentile and max over 21 warm runs;
// the target line is "render ≤ 50 ms per type". Beside the wall time, the median CPU time a render took in
// this process: on a machine shared with other work the wall time grows with the load, the CPU time much
// less. Prints figures only; nothing asserts on timings.
//
//   nice node bench/note-types.mjs
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib/cli.mjs';
import { loadLine, median, runsLine, warmRuns } from './lib/timing.mjs';

const load = (p) => tsImport(p, import.meta.url);
const { BUILTIN_NOTE_TEMPLATES } = await load('../packages/contracts/src/index.ts');
const { renderNote } = await load('../packages/scribe/src/note-types/render.ts');
const { opdReport } = await load('../packages/scribe/src/note-types/testing/opd-report.ts');
const { writeReport } = await load('../packages/scribe/src/report/write.ts');
const { transcriptFromText } = await load('../packages/scribe/src/transcript-text/index.ts');
const { noteDocument } = await load('../packages/scribe/src/export/testing/fixtures.ts');
const { typedNoteToText } = await load('../packages/scribe/src/export/typed/text.ts');
const { typedNoteToPdf } = await load('../packages/scribe/src/export/typed/pdf.ts');
const { noteToFhirDocument } = await load('../packages/scribe/src/export/fhir/bundle.ts');

const TARGET_MS = 50;

const consultation = readFileSync(`${root}/packages/scribe/test-fixtures/consultation.txt`, 'utf8');
const written = await writeReport(transcriptFromText(consultation));

/** (b) with every list 50 items long, each item with evidence of its own. */
function longReport() {
  const s = opdReport();
  const r = s.patientReport;
  const many = (f) => Array.from({ length: 50 }, (_, i) => f(i));
  r.historyOfPresentIllness.associatedSymptoms = many((i) => `symptom ${i}`);
  r.pastMedicalHistory.conditions = many((i) => `condition ${i}`);
  r.medications.current = many((i) => ({ name: `drug ${i}`, dosage: '10 mg twice daily', indication: null }));
  r.assessment = many((i) => ({ diagnosis: `diagnosis ${i}`, certainty: 'probable', rationale: null }));
  r.plan.medications = many((i) => ({
    name: `medicine ${i}`,
    instructions: '500 mg three times a day after food for 5 days',
    action: 'start',
  }));
  r.plan.lifestyleRecommendations = many((i) => `advice ${i}`);
  const lists = {
    'historyOfPresentIllness.associatedSymptoms': 50,
    'pastMedicalHistory.conditions': 50,
    'medications.current': 50,
    assessment: 50,
    'plan.medications': 50,
    'plan.lifestyleRecommendations': 50,
  };
  s.evidence = Object.keys(lists).flatMap((p) =>
    many((i) => ({ path: `${p}.${i}`, segmentIds: [`s${i}`, `s${i + 1}`] })),
  );
  return s;
}

const reports = [
  ['(a) the writer on the test consultation', written],
  ['(b) a typical OPD consultation', opdReport()],
  ['(c) a long report (50 items a list)', longReport()],
];

console.log(`note types: render a stored report as each type; ${loadLine()}; target render ≤ ${TARGET_MS} ms per type`);
let worst = 0;
for (const [name, stored] of reports) {
  console.log(`${name}: ${stored.evidence.length} evidence entries`);
  for (const t of BUILTIN_NOTE_TEMPLATES) {
    const cpu = [];
    const ms = await warmRuns((i) => {
      const before = process.cpuUsage();
      renderNote(t, stored);
      const used = process.cpuUsage(before);
      if (i >= 0) cpu.push((used.user + used.system) / 1000);
    });
    worst = Math.max(worst, median(ms));
    console.log(`${runsLine(`render ${t.id}`, ms)}; CPU median ${median(cpu.sort((a, b) => a - b)).toFixed(1)} ms`);
  }
}
console.log(
  `slowest render median ${worst.toFixed(2)} ms: ${worst <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
);

const stored = opdReport();
const doc = noteDocument(stored.patientReport, { patientName: 'Ramesh Kumar' });
await typedNoteToPdf(doc, renderNote(BUILTIN_NOTE_TEMPLATES[0], stored)); // loads the fonts once
console.log('exports of (b), each type (render included):');
for (const t of BUILTIN_NOTE_TEMPLATES) {
  const note = () => renderNote(t, stored, { consultedAt: doc.consultation.recordedAt });
  const text = median(await warmRuns(() => typedNoteToText(doc, note())));
  const fhir = median(await warmRuns(() => noteToFhirDocument(doc, note())));
  const pdf = median(await warmRuns(() => typedNoteToPdf(doc, note())));
  console.log(`  ${t.id}: text ${text.toFixed(2)} ms, FHIR ${fhir.toFixed(2)} ms, PDF ${pdf.toFixed(1)} ms (medians)`);
}
