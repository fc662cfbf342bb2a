#!/usr/bin/env node
/**
 * How long each export of a note takes: text, the FHIR R4 document, the note's PDF and the
 * patient's one-page copy, on a report with --items list items and Devanagari and Tamil text.
 *
 *   node bench/export.mjs [--runs 30] [--items 50]
 *
 * Uses the built packages/scribe/dist (npm run build). The first PDF also loads the fonts; it is
 * printed apart. Prints figures only; nothing asserts on timings.
 */
import { performance } from 'node:perf_hooks';

const { noteToFhirDocument, noteToPdf, noteToText, patientCopyToPdf, plainPatientCopy } =
  await import('../packages/scribe/dist/index.js');
const { PatientReportSchema } = await import('../packages/contracts/dist/index.js');

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = arg('--runs', 30);
const ITEMS = arg('--items', 50);

// Read through the report's contract, so a section added later takes its default here too.
const report = PatientReportSchema.parse({
  metadata: {
    generatedAt: '2026-11-23T09:35:00.000Z',
    engine: 'deterministic',
    sourceLanguages: ['hi'],
    reportLanguage: 'en',
  },
  patientInfo: { name: null, age: '52', gender: 'female', dateOfBirth: null },
  chiefComplaint: null,
  historyOfPresentIllness: { onset: null, duration: null, course: null, narrative: null, associatedSymptoms: [] },
  pastMedicalHistory: { conditions: [] },
  medications: { current: [] },
  allergies: [],
  familyHistory: { mother: ['migraine'] },
  socialHistory: {
    tobacco: 'Never',
    alcohol: null,
    substances: null,
    occupation: 'Teacher',
    livingSituation: null,
    other: null,
  },
  reviewOfSystems: [{ system: 'Neurological', findings: 'No weakness.' }],
  physicalExam: {
    vitals: {
      bloodPressure: 'one twenty over eighty',
      heartRate: '72 bpm',
      temperature: '98.6 °F',
      respiratoryRate: '16',
      oxygenSaturation: '97% on room air',
      weight: '70 kg',
    },
    generalAppearance: 'Alert.',
    cardiovascular: 'Regular rhythm.',
    respiratory: 'Clear.',
    extremities: null,
  },
  assessment: [],
  plan: {
    investigations: ['MRI brain'],
    referrals: ['neurology'],
    medications: [],
    lifestyleRecommendations: ['Sleep regularly'],
    followUp: { timeline: null, notes: null },
  },
  visitSummary: 'Probable migraine.',
});
report.chiefComplaint = 'Headache for three days';
report.historyOfPresentIllness.narrative =
  'The patient said “सिर में बहुत दर्द है” and her sister கௌசல்யா பொன்னம்மா agreed. '.repeat(4);
const per = Math.ceil(ITEMS / 5);
report.medications.current = Array.from({ length: per }, (_, i) => ({
  name: `Medicine ${i}`,
  dosage: `${i + 1} mg twice daily`,
  indication: 'pain',
}));
report.pastMedicalHistory.conditions = Array.from({ length: per }, (_, i) => `Condition ${i}`);
report.allergies = Array.from({ length: per }, (_, i) => ({ substance: `Substance ${i}`, reaction: 'rash' }));
report.assessment = Array.from({ length: per }, (_, i) => ({
  diagnosis: `Diagnosis ${i}`,
  certainty: 'probable',
  rationale: 'Because.',
}));
report.plan.medications = Array.from({ length: per }, (_, i) => ({
  name: `New medicine ${i}`,
  instructions: 'once daily after food',
  action: 'start',
}));
report.plan.followUp.timeline = 'In two weeks';

const doc = {
  report,
  patient: {
    id: '6f1c1f7e-3b1e-4c55-9d5e-1b2c3d4e5f60',
    name: 'प्रिया शर्मा',
    dob: '1973-04-12',
    gender: 'female',
    phone: null,
    email: null,
  },
  clinician: { id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Dr Asha Rao', email: null },
  clinic: { name: 'Asha Community Clinic' },
  consultation: {
    id: '11111111-2222-4333-8444-555555555555',
    recordedAt: '2026-11-23T09:30:00.000Z',
    durationSec: 900,
    language: 'hi',
  },
  note: {
    version: 2,
    status: 'edited',
    updatedAt: '2026-11-23T10:00:00.000Z',
    signedAt: null,
    signedBy: null,
    engine: 'deterministic',
  },
  attachments: { audio: null, transcript: 'Doctor: Hello.\nPatient: Hello.\n'.repeat(200) },
};

async function time(name, fn) {
  const ms = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const out = await fn();
    ms.push(performance.now() - t);
    size = typeof out === 'string' ? Buffer.byteLength(out) : (out.length ?? JSON.stringify(out).length);
  }
  ms.sort((a, b) => a - b);
  const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
  console.log(
    `${name.padEnd(22)} p50 ${q(0.5).padStart(7)} ms   p99 ${q(0.99).padStart(7)} ms   ${(size / 1024).toFixed(1)} KB`,
  );
}

const first = performance.now();
await noteToPdf(doc);
console.log(`first PDF (loads fonts)  ${(performance.now() - first).toFixed(1)} ms`);
console.log(`${ITEMS} list items, ${RUNS} runs each`);
await time('text', () => noteToText(doc));
await time('FHIR document', () => JSON.stringify(noteToFhirDocument(doc)));
await time('note PDF', () => noteToPdf(doc));
const copy = plainPatientCopy(report);
await time('patient copy PDF', () =>
  patientCopyToPdf({
    content: copy,
    clinic: 'Asha Community Clinic',
    patientName: doc.patient.name,
    clinicianName: 'Dr Asha Rao',
    visitDate: doc.consultation.recordedAt,
    signed: false,
  }),
);
