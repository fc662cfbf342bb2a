// A report rendered as a clinician's note: every field that has content, under the note headings
// clinicians use, in the order of a note. The whole text is compared with ACI-Bench's full notes; the
// blocks matching an MTS-Dialog section (MTS_MATCH) with that single section, and the whole text too.

// The report's own rule for a name put inside a sentence ('Order ultrasound of the right groin', 'Order MRI'),
// from the built package the benches run.
import { inSentence } from '../../packages/scribe/dist/report/eval-exports.js';

const join = (list, sep = ', ') => list.filter(Boolean).join(sep);
const sentence = (s) => (s ? (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`) : '');
const VERB = { start: 'Start', stop: 'Stop', change: 'Change', continue: 'Continue' };

function blocks(r) {
  const hpi = r.historyOfPresentIllness ?? {};
  const exam = r.physicalExam ?? {};
  const v = exam.vitals ?? {};
  const plan = r.plan ?? {};
  const vitals = join([
    v.bloodPressure && `Blood pressure ${v.bloodPressure}`,
    v.heartRate && `heart rate ${v.heartRate}`,
    v.temperature && `temperature ${v.temperature}`,
    v.respiratoryRate && `respiratory rate ${v.respiratoryRate}`,
    v.oxygenSaturation && `oxygen saturation ${v.oxygenSaturation}`,
    v.weight && `weight ${v.weight}`,
  ]);
  return {
    cc: sentence(r.chiefComplaint),
    hpi: join(
      [
        sentence(hpi.narrative),
        !hpi.narrative && hpi.onset && `Onset ${hpi.onset}.`,
        !hpi.narrative && hpi.duration && `Duration ${hpi.duration}.`,
        sentence(hpi.course),
        !hpi.narrative && hpi.associatedSymptoms?.length && `Associated symptoms: ${join(hpi.associatedSymptoms)}.`,
      ],
      ' ',
    ),
    pmh: r.pastMedicalHistory?.conditions?.length ? `${join(r.pastMedicalHistory.conditions)}.` : '',
    meds: join(
      (r.medications?.current ?? []).map((m) =>
        sentence(join([m.name, m.dosage, m.indication && `for ${m.indication}`], ' ')),
      ),
      ' ',
    ),
    allergies: join(
      (r.allergies ?? []).map((a) => sentence(join([a.substance, a.reaction && `(${a.reaction})`], ' '))),
      ' ',
    ),
    famsoc: join(
      [
        ...Object.entries(r.familyHistory ?? {}).map(([rel, list]) => `${rel}: ${join(list)}.`),
        ...Object.values(r.socialHistory ?? {}).map(sentence),
      ],
      ' ',
    ),
    ros: join(
      (r.reviewOfSystems ?? []).map((e) => `${e.system}: ${sentence(e.findings)}`),
      ' ',
    ),
    exam: join(
      [
        vitals && `${vitals}.`,
        ...['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'].map((k) => sentence(exam[k])),
      ],
      ' ',
    ),
    results: join((r.results ?? []).map(sentence), '\n'),
    assessment: join(
      (r.assessment ?? []).map((a, i) =>
        `${i + 1}. ${sentence(join([a.diagnosis, a.certainty && a.certainty !== 'confirmed' && `(${a.certainty})`], ' '))} ${sentence(a.rationale)}`.trim(),
      ),
      '\n',
    ),
    plan: join(
      [
        ...(plan.investigations ?? []).map((t) => `Order ${inSentence(t)}.`),
        ...(plan.procedures ?? []).map((t) => `${t}.`),
        ...(plan.referrals ?? []).map((t) => `Refer to ${t}.`),
        ...(plan.medications ?? []).map((m) => {
          const change =
            m.action === 'change' ? /^(increase|decrease|adjust)\b\s*(.*)$/i.exec(m.instructions ?? '') : null;
          return sentence(
            change
              ? join([change[1][0].toUpperCase() + change[1].slice(1).toLowerCase(), m.name, change[2]], ' ')
              : join([VERB[m.action ?? 'start'], m.name, m.instructions], ' '),
          );
        }),
        ...(plan.lifestyleRecommendations ?? []).map(sentence),
        plan.followUp?.timeline && `Follow up ${plan.followUp.timeline}.`,
        sentence(plan.followUp?.notes),
      ],
      '\n',
    ),
    summary: sentence(r.visitSummary),
  };
}

const HEADINGS = [
  ['cc', 'CHIEF COMPLAINT'],
  ['hpi', 'HISTORY OF PRESENT ILLNESS'],
  ['pmh', 'PAST MEDICAL HISTORY'],
  ['meds', 'MEDICATIONS'],
  ['allergies', 'ALLERGIES'],
  ['famsoc', 'FAMILY AND SOCIAL HISTORY'],
  ['ros', 'REVIEW OF SYSTEMS'],
  ['exam', 'PHYSICAL EXAMINATION'],
  ['results', 'RESULTS'],
  ['assessment', 'ASSESSMENT'],
  ['plan', 'PLAN'],
  ['summary', 'SUMMARY'],
];

/** The whole report as a note. */
export function reportAsNote(r) {
  const b = blocks(r);
  return HEADINGS.filter(([k]) => b[k])
    .map(([k, h]) => `${h}\n${b[k]}`)
    .join('\n\n');
}

/**
 * Which report blocks each MTS-Dialog note section is compared with, so a section is scored against the
 * part of the report that holds the same content. IMMUNIZATIONS has no field in the report (the built-in
 * writer keeps no vaccine history); LABS and IMAGING go to the results the clinician reads, EDCOURSE to
 * the summary, which carries the course of the visit and the plan; DISPOSITION (where the patient goes, their state on leaving)
 * goes to the plan, whose follow-up line is the nearest thing the report has.
 */
export const MTS_MATCH = {
  CC: ['cc'],
  GENHX: ['cc', 'hpi'],
  ROS: ['ros'],
  PASTMEDICALHX: ['pmh'],
  PASTSURGICAL: ['pmh'],
  GYNHX: ['pmh'],
  OTHER_HISTORY: ['pmh', 'famsoc'],
  MEDICATIONS: ['meds'],
  ALLERGY: ['allergies'],
  'FAM/SOCHX': ['famsoc'],
  EXAM: ['exam'],
  ASSESSMENT: ['assessment'],
  DIAGNOSIS: ['assessment'],
  PLAN: ['plan'],
  DISPOSITION: ['plan'],
  PROCEDURES: ['plan'],
  EDCOURSE: ['summary'],
  LABS: ['results'],
  IMAGING: ['results'],
  IMMUNIZATIONS: [],
};

/** The report blocks one MTS-Dialog section is compared with ('' when they are empty), or null when the report has no field for it. */
export function matchingSection(r, header) {
  const kinds = MTS_MATCH[header];
  if (!kinds?.length) return null;
  const b = blocks(r);
  return join(
    kinds.map((k) => b[k]),
    '\n',
  );
}
