// The report with what the checker offers as "said, not in the note" (flags of kind 'said') added where
// a clinician adding it would put it, so the bench can measure recall of the note plus its suggestions
// beside the note's own. Only the bench's sets read it: a statement is added as text to the fields of
// its section (medicines and allergens by name, as the lexicons read them).

/** What a plan statement does to a medicine, by its first word: stop, change, else start. */
const actionOf = (text) =>
  /^(?:stop|discontinue|hold)\b/i.test(text)
    ? 'stop'
    : /^(?:increase|decrease|adjust|change|taper)\b/i.test(text)
      ? 'change'
      : 'start';

/** A copy of `report` with each 'said' flag's text added to its section's fields. */
export function withSaid(report, flags, lex) {
  const r = structuredClone(report);
  const hpi = r.historyOfPresentIllness;
  for (const f of flags ?? []) {
    if (f.kind !== 'said') continue;
    const text = f.text;
    const n = lex.normalise(text);
    if (f.section === 'chiefComplaint' || f.section === 'historyOfPresentIllness') {
      // A reading of another place or time ('Temperature 103 °F (not at this visit: last night)'): the
      // note's vitals are read from any of its sentences, its history's too (reference.mjs).
      addVitals(r.physicalExam.vitals, n, lex);
      hpi.associatedSymptoms.push(text);
      hpi.narrative = [hpi.narrative, text].filter(Boolean).join(' ');
    } else if (f.section === 'reviewOfSystems') r.reviewOfSystems.push({ system: '', findings: text });
    else if (f.section === 'pastMedicalHistory') r.pastMedicalHistory.conditions.push(text);
    else if (f.section === 'medications')
      for (const m of lex.drugMentions(n)) r.medications.current.push({ name: m.name, dosage: null, indication: null });
    else if (f.section === 'allergies')
      for (const a of lex.allergenMentions(n)) r.allergies.push({ substance: a, reaction: null });
    else if (f.section === 'assessment') r.assessment.push({ diagnosis: text, certainty: null, rationale: null });
    else if (f.section === 'plan') addToPlan(r.plan, text, n, lex);
    else if (f.section === 'physicalExam') addVitals(r.physicalExam.vitals, n, lex);
  }
  return r;
}

/** A vital sign offered ('Heart rate 50 bpm (…)'), where the report has none of it. */
function addVitals(vitals, n, lex) {
  for (const k of lex.VITAL_KEYS) vitals[k] ||= lex.readVital(k, n) ?? vitals[k];
}

function addToPlan(plan, text, n, lex) {
  plan.investigations.push(text);
  const referral = /^referral to\s+(.+)$/i.exec(text);
  if (referral) plan.referrals.push(referral[1]);
  for (const m of lex.drugMentions(n))
    plan.medications.push({ name: m.name, instructions: null, action: actionOf(text) });
  if (/\bfollow[- ]?up\b/i.test(text) && !plan.followUp.timeline) plan.followUp.timeline = text;
}
