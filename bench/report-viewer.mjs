#!/usr/bin/env node
/**
 * Report viewer and reports browser costs.
 *
 *   node bench/report-viewer.mjs [--runs 2000] [--dist <web dist dir>]
 *
 * Times, in plain Node (no DOM), the work the viewer does before React renders: parsing and
 * normalizing the report JSON text (the built-in sample, and a large report of 300 medications,
 * 300 assessment items, 600 evidence entries and 300 flags), and the reports browser's merge and
 * sort of 10,000 storage entries. Prints the size of the lazily loaded report chunk (react-markdown
 * included) when a built web app is found (apps/web/dist, WEB_DIST_DIR or --dist). Figures only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', '2000'));
const load = (p) => tsImport(path.join(root, p), import.meta.url);

const { parseReportText } = await load('apps/web/src/components/report/parse-report-text.ts');
const { SAMPLE_REPORT_JSON } = await load('apps/web/src/components/report/sample-report.ts');
const { mergeFiles } = await load('apps/web/src/features/reports-browser/lib/files.ts');

function time(label, n, fn) {
  for (let i = 0; i < Math.min(n, 50); i++) fn(); // warm up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  const ms = (performance.now() - t0) / n;
  console.log(`${label.padEnd(58)} ${ms.toFixed(3)} ms/op  (${n} runs)`);
}

const big = JSON.parse(SAMPLE_REPORT_JSON);
big.patientReport.medications.current = Array.from({ length: 300 }, (_, i) => ({
  name: `Drug ${i}`,
  dosage: '5 mg',
  indication: 'x',
}));
big.patientReport.assessment = Array.from({ length: 300 }, (_, i) => ({
  diagnosis: `Dx ${i}`,
  certainty: 'possible',
  rationale: 'r',
}));
big.evidence = Array.from({ length: 600 }, (_, i) => ({
  path: `medications.current.${i % 300}`,
  segmentIds: [`s${i}`],
}));
big.flags = Array.from({ length: 300 }, (_, i) => ({
  kind: 'unsupported',
  section: 'assessment',
  path: `assessment.${i}`,
  text: `Dx ${i}`,
  segmentIds: [],
}));
const bigText = JSON.stringify(big);

console.log(`sample report ${SAMPLE_REPORT_JSON.length} chars; large report ${bigText.length} chars`);
time('parse + normalize, sample report', runs, () => parseReportText(SAMPLE_REPORT_JSON));
time('parse + normalize, large report (300 meds, 300 flags)', Math.max(20, runs / 20), () => parseReportText(bigText));
const notAReport = JSON.stringify({
  items: Array.from({ length: 20_000 }, (_, i) => ({ key: `file-${i}.wav`, size: i })),
});
time(`no-report state: parse + preview, ${(notAReport.length / 1e6).toFixed(1)} MB payload`, 20, () =>
  parseReportText(notAReport),
);

const entries = Array.from({ length: 10_000 }, (_, i) => ({
  key: `doctors/d/p${i % 50}/rec-${Math.floor(i / 2)}.${i % 2 ? 'json' : 'webm'}`,
  size: 1000 + i,
  lastModified: new Date(1_735_689_600_000 + i * 60_000).toISOString(),
  ...(i % 2 ? { jsonUrl: `j${i}` } : { mediaUrl: `m${i}` }),
}));
time('merge + sort 10,000 storage entries (5,000 records)', 50, () => mergeFiles(entries));

const dist = path.resolve(arg('--dist', process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist')));
const assets = path.join(dist, 'assets');
if (existsSync(assets)) {
  for (const f of readdirSync(assets).filter((n) => /^(report|reports-browser)-.*\.js$/.test(n))) {
    const buf = readFileSync(path.join(assets, f));
    console.log(
      `${f.padEnd(40)} ${(buf.length / 1024).toFixed(1)} KB raw, ${(gzipSync(buf).length / 1024).toFixed(1)} KB gzip`,
    );
  }
} else {
  console.log(`no built web app at ${dist}: chunk sizes skipped (npm run build, or --dist)`);
}
