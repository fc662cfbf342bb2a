// Deterministic extractor against ACI-Bench: for each dialogue, writes the no-model
// report and compares it with the clinician-written reference note. Per section it prints how many of
// the note's medications, allergies, vitals and symptoms the report recovers (the same lexicons applied
// to the note text) and how many report items the verifier finds no support for in the dialogue.
// Run: npx tsc -b packages/scribe && node bench/eval-extractor.mjs
import {
  allergenMentions,
  conditionsIn,
  drugMentions,
  normalise,
  readVital,
  symptomMentions,
  transcriptFromText,
  verifyReport,
  VITAL_KEYS as VITALS,
  writeReport,
} from '../packages/scribe/dist/report/eval-exports.js';
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';

const nums = (s) => (normalise(s ?? '').match(/\d+(?:\.\d+)?/g) ?? []).join('/');
const sentencesOf = (text) =>
  normalise(text)
    .split(/(?<=[.?!;])\s+|\n+/)
    .filter(Boolean);

function noteFacts(note) {
  const meds = new Set();
  const allergies = new Set();
  const symptoms = new Set();
  const vitals = {};
  for (const s of sentencesOf(note)) {
    if (/allerg/.test(s) && !/\b(no known|nkda|no allergies|denies)/.test(s))
      allergenMentions(s).forEach((a) => allergies.add(a));
    else for (const m of drugMentions(s)) meds.add(m.name);
    for (const m of symptomMentions(s))
      if (!m.negated && !conditionsIn(s).some((c) => c.name === m.term.name)) symptoms.add(m.term.name);
    for (const k of VITALS)
      if (!vitals[k]) {
        const v = readVital(k, s);
        if (v) vitals[k] = v;
      }
  }
  return { meds, allergies, symptoms, vitals };
}

function reportFacts(r) {
  const meds = new Set([...r.medications.current, ...r.plan.medications].map((m) => m.name));
  const allergies = new Set(r.allergies.map((a) => a.substance));
  const text = normalise([r.chiefComplaint ?? '', ...r.historyOfPresentIllness.associatedSymptoms].join(' . '));
  const symptoms = new Set(symptomMentions(text).map((m) => m.term.name));
  return { meds, allergies, symptoms, vitals: r.physicalExam.vitals };
}

const SECTIONS = { medications: 'medications', allergies: 'allergies', vitals: 'vitals', symptoms: 'symptoms' };
const totals = Object.fromEntries(
  Object.keys(SECTIONS).map((k) => [k, { note: 0, found: 0, items: 0, unsupported: 0 }]),
);

function score(row) {
  const transcript = transcriptFromText(row.dialogue);
  return writeReport(transcript).then(({ patientReport: r }) => {
    const note = noteFacts(row.note);
    const ours = reportFacts(r);
    const setRecall = (key, a, b) => {
      totals[key].note += a.size;
      totals[key].found += [...a].filter((x) => b.has(x)).length;
    };
    setRecall('medications', note.meds, ours.meds);
    setRecall('allergies', note.allergies, ours.allergies);
    setRecall('symptoms', note.symptoms, ours.symptoms);
    for (const k of VITALS)
      if (note.vitals[k]) {
        totals.vitals.note++;
        if (nums(ours.vitals[k]) === nums(note.vitals[k])) totals.vitals.found++;
      }
    totals.medications.items += ours.meds.size;
    totals.allergies.items += ours.allergies.size;
    totals.symptoms.items += ours.symptoms.size;
    totals.vitals.items += VITALS.filter((k) => r.physicalExam.vitals[k]).length;
    for (const f of verifyReport(transcript, r).filter((x) => x.kind === 'unsupported')) {
      const section = f.path.startsWith('plan.medications')
        ? 'medications'
        : f.path.startsWith('historyOfPresentIllness.associatedSymptoms')
          ? 'symptoms'
          : f.section;
      if (totals[section]) totals[section].unsupported++;
      if (f.path === 'chiefComplaint') totals.symptoms.unsupported++;
    }
  });
}

if (dataAvailable()) {
  const rows = ['train.csv', 'valid.csv']
    .map((f) => dataFile('aci-bench', f))
    .filter(Boolean)
    .flatMap(readCsv);
  const started = performance.now();
  for (const row of rows) await score(row);
  const ms = performance.now() - started;
  console.log(
    `ACI-Bench train+valid: ${rows.length} dialogues, deterministic extractor, ${(ms / rows.length).toFixed(0)} ms per report`,
  );
  console.log('section       note items  recovered  recall   report items  unsupported');
  for (const [k, t] of Object.entries(totals)) {
    const recall = t.note ? `${((100 * t.found) / t.note).toFixed(1)}%` : 'n/a';
    console.log(
      `${k.padEnd(14)}${String(t.note).padStart(10)}${String(t.found).padStart(11)}${recall.padStart(8)}${String(t.items).padStart(15)}${String(t.unsupported).padStart(13)}`,
    );
  }
  const longest = rows.reduce((a, b) => (b.dialogue.length > a.dialogue.length ? b : a));
  const t0 = performance.now();
  await writeReport(transcriptFromText(longest.dialogue));
  console.log(
    `longest dialogue ${longest.encounter_id} (${longest.dialogue.length} chars, ${transcriptFromText(longest.dialogue).segments.length} turns): report written in ${(performance.now() - t0).toFixed(0)} ms`,
  );
}
