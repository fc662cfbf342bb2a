// Two kinds of wrong examination finding in the built-in note, counted on recognised speech (lib/speech.mjs):
// - contradictions: a part's line that gives a finding and also its negation ('Right knee: swelling; no
//   swelling.', 'tenderness … non-tender', 'decreased range of motion … full range of motion', an abnormal
//   finding beside a plain 'normal'), within one line or across the lines of the same part and side (a part
//   written without a side counts with each of its sides). A negation at another site stands ('tenderness
//   on the medial side; no tenderness on the outside').
// - patient's words: exam fields whose evidence includes a turn the dialogue gives the patient (the speaker
//   tags of the dataset, not the role classifier's guess), and fields resting only on patient turns.
// Prints, per part and dataset, exam lines, contradictions and patient-supported fields.
//
// Run: npx tsc -b packages/scribe && nice -n 10 node bench/exam-check.mjs [--part tuning|held-out]
//   --examples   also list, for the tuning part only, each contradiction and patient-supported field
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PARTS, dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { asSpeech } from './lib/speech.mjs';

const args = process.argv.slice(2);
const onlyPart = args.includes('--part') ? args[args.indexOf('--part') + 1] : undefined;
const examples = args.includes('--examples');
const dist = path.resolve('packages/scribe/dist');
const load = (p) => import(pathToFileURL(path.join(dist, p)).href);
const lex = await load('report/eval-exports.js');
const scribe = await load('index.js');
const { EXAM_FINDINGS } = await load('report/vocabulary/exam-findings.js');

/** A finding and the written findings that deny it beside it (besides 'no <finding>'). */
const OPPOSITES = new Map(EXAM_FINDINGS.flatMap((f) => (f.negated ? [[f.term, [f.negated]]] : [])));
const pairs = [
  ['decreased range of motion', 'full range of motion'],
  ['decreased strength', 'normal strength'],
  ['decreased sensation', 'sensation intact'],
  ['antalgic gait', 'normal gait'],
  ['distension', 'non-distended'],
  ['positive straight leg raise', 'negative straight leg raise'],
  ['positive McMurray test', 'negative McMurray test'],
  ['positive anterior drawer', 'negative anterior drawer'],
  ...['wheezing', 'expiratory wheezing', 'crackles', 'fine crackles', 'rales', 'fine rales', 'rhonchi']
    .concat(['coarse rhonchi', 'diminished breath sounds'])
    .map((t) => [t, 'clear to auscultation bilaterally']),
];
for (const [found, denied] of pairs) OPPOSITES.set(found, [...(OPPOSITES.get(found) ?? []), denied]);
const TERMS = EXAM_FINDINGS.map((f) => f.term).sort((a, b) => b.length - a.length);

/** 'Right knee: mild swelling; no tenderness.' as its part, side and findings, each present or denied. */
function lineOf(sentence) {
  const m = /^([A-Z][\w -]*?): (.*?)\.?$/.exec(sentence);
  if (!m) return null;
  const side = /^(Right|Left|Bilateral) /.exec(m[1])?.[1].toLowerCase() ?? null;
  const part = m[1]
    .replace(/^(?:Right|Left|Bilateral) /, '')
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<!s)s$/, '');
  const findings = m[2].split('; ').flatMap((run) => {
    const denied = run.startsWith('no ');
    return run
      .replace(/^no /, '')
      .split(/, | and | or /)
      .map((said) => {
        const term = TERMS.find((t) => said.includes(t)) ?? said;
        const at = said.indexOf(term);
        const site = at >= 0 ? said.slice(at + term.length).trim() : '';
        return { term, site, denied, said };
      });
  });
  return { sentence, part, side, findings };
}

/** Whether one finding of a part is denied by another said of it. */
function contradicts(a, b) {
  if (a.denied || a.term === 'normal') return false;
  if (b.term === 'normal' && !b.denied) return true;
  const sameSite = !b.site || !a.site || a.site === b.site;
  if (b.denied && b.term === a.term) return sameSite;
  return !b.denied && (OPPOSITES.get(a.term) ?? []).includes(b.term);
}

function contradictionsIn(exam) {
  const lines = Object.entries(exam)
    .filter(([k, v]) => k !== 'vitals' && typeof v === 'string')
    .flatMap(([, v]) => v.split(/(?<=\.) (?=[A-Z])/).map(lineOf))
    .filter(Boolean);
  const found = [];
  for (const [i, a] of lines.entries()) {
    for (const b of lines.slice(i)) {
      if (a.part !== b.part || (a !== b && a.side && b.side && a.side !== b.side)) continue;
      const clash = a.findings.flatMap((x) =>
        b.findings.filter((y) => contradicts(x, y) || contradicts(y, x)).map((y) => `${x.said} / ${y.said}`),
      );
      if (clash.length) found.push(a === b ? a.sentence : `${a.sentence} | ${b.sentence}`);
    }
  }
  return { lines: lines.length, found };
}

/** The dataset's own speaker of each piece the recognised speech cuts the dialogue into, in order. */
function trueRoles(dialogue) {
  return scribe.parseDialogueText(dialogue).flatMap((turn) =>
    asSpeech(`${turn.role ?? 'Patient'}: ${turn.text}`, { ...scribe, classifyRoles: (p) => p.map(() => turn.role) })
      .split('\n')
      .map(() => turn.role),
  );
}

for (const [part, sets] of PARTS) {
  if (onlyPart && onlyPart !== part) continue;
  if (!dataAvailable()) break;
  for (const [name, ...file] of sets) {
    const tally = { reports: 0, lines: 0, contradictions: 0, withContradiction: 0, fields: 0, patient: 0, only: 0 };
    const listed = [];
    for (const row of readCsv(dataFile(...file))) {
      const speech = asSpeech(row.dialogue, scribe);
      const roles = trueRoles(row.dialogue);
      const transcript = lex.transcriptFromText(speech);
      const { patientReport, evidence } = await lex.writeReport(transcript);
      const id = row.encounter_id ?? `mts-${row.ID}`;
      const { lines, found } = contradictionsIn(patientReport.physicalExam);
      tally.reports += 1;
      tally.lines += lines;
      tally.contradictions += found.length;
      tally.withContradiction += found.length ? 1 : 0;
      for (const f of found) listed.push(`${id}\tcontradiction\t${f}`);
      for (const e of evidence.filter((x) => /^physicalExam\.(?!vitals)/.test(x.path))) {
        const byPatient = e.segmentIds.filter((s) => roles[Number(s.slice(1)) - 1] === 'Patient');
        tally.fields += 1;
        tally.patient += byPatient.length ? 1 : 0;
        tally.only += byPatient.length && byPatient.length === e.segmentIds.length ? 1 : 0;
        const text = e.path.split('.').reduce((o, k) => o?.[k], patientReport);
        const said = byPatient.map((s) => transcript.segments[Number(s.slice(1)) - 1]?.text).join(' // ');
        if (byPatient.length) listed.push(`${id}\tpatient\t${text}\t<- ${said}`);
      }
    }
    console.log(
      `${part} ${name}: exam lines ${tally.lines} · contradictions ${tally.contradictions} (in ${tally.withContradiction} of ${tally.reports} reports) · exam fields ${tally.fields}, with a patient turn in evidence ${tally.patient}, only patient turns ${tally.only}`,
    );
    if (examples && part === 'tuning') for (const l of listed) console.log(`  ${l}`);
  }
}
