#!/usr/bin/env node
// The built-in report writer's and the checker's cost on the longest tuning consultation (ACI-Bench train
// and MTS-Dialog training set; an ACI-Bench visit of about 20 minutes of talk): median, 90th percentile and
// max over 21 warm runs of
//   (a) writing: the writer's part of writeReport (the extractor's facts, the report and its evidence);
//   (b) verifying: the checker on that report, with the writer's facts passed in as the pipeline does,
//       reading the consultation afresh each run (as eval-verify measures it);
//   (c) both: writeReport end to end, which writes and then checks its report. Each run gets the
//       transcript under new segment ids, so the checker's memory of the last consultations it read
//       misses as it does for a new consultation.
// Prints the load average beside the figures, and the target line "write + verify median ≤ 150 ms on 2
// cores" against (c), with the median CPU time (c) took in this process: on a machine shared with other
// work the wall time grows with the load, the CPU time much less.
//
//   npx tsc -b packages/contracts packages/scribe && nice node bench/report-cost.mjs
import { tsImport } from 'tsx/esm/api';
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { loadLine, median, runsLine, warmRuns } from './lib/timing.mjs';

const load = (p) => tsImport(p, import.meta.url);
const { writeReport } = await load('../packages/scribe/src/report/write.ts');
const { buildReport } = await load('../packages/scribe/src/report/build.ts');
const { extractFacts } = await load('../packages/scribe/src/report/extract/index.ts');
const { flagsFor, readForVerification } = await load('../packages/scribe/src/report/verify.ts');
const { transcriptFromText } = await load('../packages/scribe/src/transcript-text/index.ts');

/** The write + verify median the pipeline must keep within on the project's 2-core machines. */
const TARGET_MS = 150;

if (dataAvailable()) {
  const rows = [
    ...readCsv(dataFile('aci-bench', 'train.csv')).map((r) => ({ id: r.encounter_id, dialogue: r.dialogue })),
    ...readCsv(dataFile('mts-dialog', 'MTS-Dialog-TrainingSet.csv')).map((r) => ({
      id: `mts-${r.ID}`,
      dialogue: r.dialogue,
    })),
  ];
  const longest = rows.reduce((a, b) => (b.dialogue.length > a.dialogue.length ? b : a));
  const transcript = transcriptFromText(longest.dialogue);
  const facts = extractFacts(transcript);
  const { report, evidence } = buildReport(facts);
  const minutes = longest.dialogue.split(/\s+/).length / 150;
  /** The same consultation under segment ids of its own for run `i`. */
  const renamed = (i) => ({ ...transcript, segments: transcript.segments.map((s) => ({ ...s, id: `r${i}${s.id}` })) });
  console.log(
    `report cost on the longest tuning consultation (${longest.id}, ${transcript.segments.length} turns, ${longest.dialogue.length} chars, ~${minutes.toFixed(0)} min of talk); ${loadLine()}`,
  );
  console.log(
    runsLine('(a) write (facts, report, evidence)', await warmRuns(() => buildReport(extractFacts(transcript)))),
  );
  console.log(
    runsLine(
      "(b) verify (the writer's facts passed in)",
      await warmRuns(() => flagsFor(readForVerification(transcript, facts), report, evidence)),
    ),
  );
  const cpu = [];
  const both = await warmRuns(async (i) => {
    const before = process.cpuUsage();
    await writeReport(renamed(i));
    const used = process.cpuUsage(before);
    if (i >= 0) cpu.push((used.user + used.system) / 1000);
  });
  console.log(runsLine('(c) write + verify (writeReport end to end)', both));
  const cpuMedian = median(cpu.sort((a, b) => a - b));
  const verdict = median(both) <= TARGET_MS ? 'met' : 'NOT met';
  const measured = `median ${median(both).toFixed(1)} ms, CPU time ${cpuMedian.toFixed(1)} ms; ${loadLine()}`;
  console.log(`target: write + verify median ≤ ${TARGET_MS} ms on 2 cores: ${verdict} (${measured})`);
}
