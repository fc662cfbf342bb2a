// Prose reports written elsewhere, built from the clinician-written notes of the dev data: what a
// language model's report looks like (paraphrase, summaries, shorthand, a narrative history), kept
// in the report's own fields (an empty report of the current shape comes from the caller) so the verifier reads them exactly as it reads any report.

const join = (a, b) => (a ? `${a} ${b}` : b);
const lines = (text) =>
  text
    .split(/\n+/)
    .map((l) => l.replace(/^[•*-]\s*/, '').trim())
    .filter(Boolean);
const sentencesOf = (text) =>
  text
    .split(/(?<=[.?!])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
const NO_ALLERGY = /\b(no known|nkda|no allergies|denies (?:any )?(?:drug )?allergies)\b/i;

/** Headings of ACI-Bench notes ('CHIEF COMPLAINT', 'HPI:') → the text under each. */
function sectionsOf(note) {
  const out = [];
  let current = { name: 'PREAMBLE', text: '' };
  for (const raw of note.split('\n')) {
    const l = raw.trim();
    const heading = /^([A-Z][A-Z /&]{2,40}):?$/.exec(l);
    if (heading && !/^[A-Z]{2,5}\.$/.test(l)) {
      out.push(current);
      current = { name: heading[1].trim(), text: '' };
    } else current.text += `${raw}\n`;
  }
  out.push(current);
  return out.filter((s) => s.text.trim());
}

function medicationOf(line) {
  const m = /^([A-Za-z][A-Za-z-]+(?: [A-Z][a-z]+)?)\s*(.*)$/.exec(line.replace(/\.$/, ''));
  return m ? { name: m[1], dosage: m[2] || null, indication: null } : { name: line, dosage: null, indication: null };
}

const VITAL_KEYS = [
  ['bloodPressure', /\b(blood pressure|bp)\b/i],
  ['heartRate', /\b(heart rate|pulse|hr)\b/i],
  ['temperature', /\b(temperature|temp)\b/i],
  ['respiratoryRate', /\b(respiratory rate|respirations|rr)\b/i],
  ['oxygenSaturation', /\b(oxygen saturation|o2 sat\w*|spo2|sats?|pulse ox\w*)\b/i],
  ['weight', /\bweight\b/i],
];

function addExam(r, text) {
  for (const l of lines(text)) {
    const vital = VITAL_KEYS.find(([, re]) => re.test(l) && /\d/.test(l) && l.length < 60);
    if (vital) {
      r.physicalExam.vitals[vital[0]] = l.replace(/^[^:]*:\s*/, '').replace(/\.$/, '');
      continue;
    }
    const key = /cardio|heart/i.test(l)
      ? 'cardiovascular'
      : /respir|lung|chest/i.test(l)
        ? 'respiratory'
        : /extremit|musculo|msk|neuro|skin|back|knee|joint|foot|leg|arm|hand|shoulder/i.test(l)
          ? 'extremities'
          : 'generalAppearance';
    r.physicalExam[key] = join(r.physicalExam[key], l);
  }
}

/** A note's results, one sentence a result ('X-ray of the right knee is unremarkable', 'Lyme titer: elevated'). */
function addResults(r, text) {
  for (const l of lines(text)) r.results.push(...sentencesOf(l).map((s) => s.replace(/\.$/, '')));
}

function addPlan(r, text) {
  for (const l of lines(text)) {
    if (/^patient agreements?:/i.test(l)) continue;
    const label = /^([A-Za-z ]{3,30}):\s*(.*)$/.exec(l);
    const body = label ? label[2] : l;
    const kind = label?.[1].toLowerCase() ?? '';
    if (!body) continue;
    if (!label && l.length < 90 && !/\b(will|to|should|we|i)\b/i.test(l)) {
      r.assessment.push({ diagnosis: l.replace(/\.$/, ''), certainty: null, rationale: null });
      continue;
    }
    if (kind.includes('reasoning')) {
      const a = r.assessment.at(-1);
      if (a) a.rationale = join(a.rationale, body);
      else r.visitSummary = join(r.visitSummary, body);
      continue;
    }
    for (const s of sentencesOf(body)) {
      if (kind.includes('testing')) r.plan.investigations.push(s);
      else if (kind.includes('treatment')) r.plan.medications.push({ name: s, instructions: null, action: null });
      else if (kind.includes('referral')) r.plan.referrals.push(s);
      else r.plan.lifestyleRecommendations.push(s);
    }
  }
}

function addFollowUp(r, text) {
  r.plan.followUp.notes = join(r.plan.followUp.notes, lines(text).join(' '));
  const m =
    /\b(?:follow[- ]?up|return|come back|see (?:him|her|them|you))\b[^.]{0,30}?\bin\s+((?:\d+|one|two|three|four|six|a few|a couple of)(?:\s*(?:to|-)\s*\d+)?\s+(?:days?|weeks?|months?|years?))/i.exec(
      text,
    );
  if (m) r.plan.followUp.timeline = m[1];
}

function ageOf(r, text) {
  const m = /\b(\d{1,3})[- ]year[- ]old\b/i.exec(text);
  if (m && !r.patientInfo.age) r.patientInfo.age = m[1];
}

/** An ACI-Bench clinician note as a report. */
export function reportFromAciNote(note, empty) {
  const r = empty();
  for (const { name, text } of sectionsOf(note)) {
    const body = lines(text).join(' ');
    if (/^(CC|CHIEF COMPLAINT)$/.test(name)) r.chiefComplaint = body.replace(/\.$/, '');
    else if (/^(HPI|HISTORY OF PRESENT ILLNESS)$/.test(name)) {
      r.historyOfPresentIllness.narrative = body;
      ageOf(r, body);
    } else if (/MEDICATIONS/.test(name)) for (const l of lines(text)) r.medications.current.push(medicationOf(l));
    else if (/ALLERG/.test(name)) {
      if (!NO_ALLERGY.test(body))
        for (const l of lines(text)) r.allergies.push({ substance: l.replace(/\.$/, ''), reaction: null });
    } else if (/MEDICAL HISTORY|PAST HISTORY|SURGICAL HISTORY/.test(name))
      for (const l of lines(text)) r.pastMedicalHistory.conditions.push(l.replace(/\.$/, ''));
    else if (/SOCIAL HISTORY/.test(name)) r.socialHistory.other = join(r.socialHistory.other, body);
    else if (/FAMILY HISTORY/.test(name)) r.familyHistory.family = lines(text).map((l) => l.replace(/\.$/, ''));
    else if (/REVIEW OF SYSTEMS|ROS/.test(name))
      for (const l of lines(text)) {
        const m = /^([^:]{2,30}):\s*(.+)$/.exec(l);
        r.reviewOfSystems.push({ system: m?.[1] ?? 'General', findings: m?.[2] ?? l });
      }
    else if (/VITALS|PHYSICAL EXAM|^EXAM$|MSK/.test(name)) addExam(r, text);
    else if (/RESULTS|IMAGING|^LABS?$/.test(name)) addResults(r, text);
    else if (/ASSESSMENT|PLAN|IMPRESSION/.test(name)) addPlan(r, text);
    else if (/INSTRUCTIONS/.test(name)) addFollowUp(r, text);
  }
  return r;
}

/** One MTS-Dialog section note as a report (the rest of the report is empty). */
export function reportFromMtsSection(header, text, empty) {
  const r = empty();
  const body = text.replace(/\s+/g, ' ').trim();
  const sents = sentencesOf(body);
  switch (header) {
    case 'CC':
      r.chiefComplaint = body.replace(/\.$/, '');
      break;
    case 'GENHX':
      r.historyOfPresentIllness.narrative = body;
      ageOf(r, body);
      break;
    case 'PASTMEDICALHX':
    case 'PASTSURGICAL':
    case 'OTHER_HISTORY':
    case 'GYNHX':
      r.pastMedicalHistory.conditions.push(...sents.map((s) => s.replace(/\.$/, '')));
      break;
    case 'MEDICATIONS':
      for (const s of sents) r.medications.current.push(medicationOf(s));
      break;
    case 'ALLERGY':
      if (!NO_ALLERGY.test(body)) r.allergies.push({ substance: body.replace(/\.$/, ''), reaction: null });
      break;
    case 'FAM/SOCHX':
      r.socialHistory.other = body;
      break;
    case 'ROS':
      r.reviewOfSystems.push({ system: 'General', findings: body });
      break;
    case 'EXAM':
      addExam(r, text);
      break;
    case 'IMAGING':
    case 'LABS':
      addResults(r, text);
      break;
    case 'ASSESSMENT':
    case 'DIAGNOSIS':
      for (const s of sents) r.assessment.push({ diagnosis: s.replace(/\.$/, ''), certainty: null, rationale: null });
      break;
    default:
      r.visitSummary = body;
  }
  return r;
}
