import type { PatientCopyContent, PatientReport } from '@asha/contracts';

export const ENGLISH_HEADINGS: PatientCopyContent['headings'] = {
  title: 'Your visit summary',
  found: 'What we found',
  whatToDo: 'What to do',
  medicines: 'Your medicines and how to take them',
  comeBack: 'When to come back',
  warningSigns: 'Get help at once if',
};

/** Said to every patient: the signs that cannot wait for the next visit. */
const ALWAYS_WARN = [
  'You feel much worse, or new symptoms start.',
  'You have chest pain, trouble breathing, or you faint.',
  'You have a high fever that does not come down.',
];

export const has = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
const sentence = (s: string) => {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Follow-up notes that say when to come sooner are warning signs; other notes belong with the visit. */
export const SOONER =
  /\b(sooner|earlier|immediately|at once|urgent|emergency|if (?:it|you|the|there|symptoms?)|worse)\b/i;

/**
 * The after-visit summary in plain English, built from the structured note alone (no language
 * model): the diagnoses as the patient would say them and the results of tests read, the advice, tests and referrals as things to
 * do, each medicine with what to do about it, when to come back, and the warning signs.
 */
export function plainPatientCopy(r: PatientReport): PatientCopyContent {
  const found = r.assessment.flatMap((a) => {
    switch (a.certainty) {
      case 'ruled out':
        return [`No sign of ${a.diagnosis.toLowerCase()}.`];
      case 'possible':
        return [`Possibly ${a.diagnosis.toLowerCase()}; the doctor will check further.`];
      case 'probable':
        return [`Most likely ${a.diagnosis.toLowerCase()}.`];
      default:
        return [sentence(capital(a.diagnosis))];
    }
  });
  if (found.length === 0 && has(r.chiefComplaint))
    found.push(`You came in about: ${r.chiefComplaint.trim().toLowerCase()}.`);
  // The results of tests read at the visit are part of what was found, after what they mean.
  found.push(...r.results.filter(has).map((t) => `Test result: ${sentence(t)}`));
  const whatToDo = [
    ...r.plan.lifestyleRecommendations.filter(has).map((t) => sentence(capital(t))),
    ...r.plan.investigations.filter(has).map((t) => `Have this test done: ${t.trim()}.`),
    ...r.plan.procedures.filter(has).map((t) => `Procedure: ${t.trim()}.`),
    ...r.plan.referrals.filter(has).map((t) => `See the ${t.trim()} team as arranged.`),
  ];
  const medicines = r.plan.medications.map((m) => {
    const how = has(m.instructions) ? sentence(m.instructions) : 'As your doctor explained.';
    switch (m.action) {
      case 'stop':
        return { name: m.name, how: 'Stop taking this medicine.' };
      case 'change':
        return { name: m.name, how: `New dose: ${how}` };
      case 'continue':
        return { name: m.name, how: `Keep taking it: ${how}` };
      case 'restart':
        return { name: m.name, how: `Start taking it again: ${how}` };
      default:
        return { name: m.name, how };
    }
  });
  const f = r.plan.followUp;
  const notesAreWarnings = has(f.notes) && SOONER.test(f.notes);
  const comeBack =
    [
      has(f.timeline) ? sentence(capital(f.timeline)) : null,
      has(f.notes) && !notesAreWarnings ? sentence(f.notes) : null,
    ]
      .filter(has)
      .join(' ') || null;
  return {
    headings: ENGLISH_HEADINGS,
    found,
    whatToDo,
    medicines,
    comeBack,
    warningSigns: [...(notesAreWarnings ? [sentence(f.notes!)] : []), ...ALWAYS_WARN],
  };
}
