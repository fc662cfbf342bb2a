import type { PatientReport, ReportFlag } from '@asha/contracts';
import { reportItems, type ReportItem } from '../items.js';
import { checkAllergy } from './check-allergy.js';
import { checkMedications } from './check-drugs.js';
import { checkAge, checkDuration, checkFollowUp, checkSex, checkTests } from './check-facts.js';
import { checkConditions, checkSymptoms, checkVitals } from './check-findings.js';
import { checkSides } from './check-sides.js';
import { checkDoseLimits } from './dose-limits.js';
import { checkJudgement } from './check-judgement.js';
import { checkResults } from './check-results.js';
import type { Consultation } from './consultation-types.js';
import { checkKinAge } from './kin-ages.js';
import { checkOxygen } from './oxygen.js';
import { drugMentionsIn } from './drugs.js';
import { sameDrugTwice } from './same-drug-twice.js';
import { twoOfAKind } from './two-of-a-kind.js';
import { checkThreshold } from './thresholds.js';
import { claimText } from './text.js';
import type { Finding, Statement } from './types.js';

const DOSE_WORDS = /\b\d+(?:\.\d+)?\s*(?:mg|mcg|milligrams?|units?)\b|\b(?:dose|dosage)\b/;

/** Checks in order of harm: the first a statement fails is the one its flag reports. */
const CHECKS = [
  checkAllergy,
  checkSides,
  checkSymptoms,
  checkMedications,
  checkDoseLimits,
  checkVitals,
  checkResults,
  checkJudgement,
  checkOxygen,
  checkAge,
  checkKinAge,
  checkSex,
  checkThreshold,
  checkFollowUp,
  checkTests,
  checkDuration,
  checkConditions,
];

function roleOf(item: ReportItem): Statement['role'] {
  const p = item.path;
  if (item.prose) return 'prose';
  if (/^(medications\.current|plan\.medications)\./.test(p)) return 'medication';
  if (p.startsWith('allergies.')) return 'allergy';
  if (p === 'chiefComplaint' || p.startsWith('historyOfPresentIllness.associatedSymptoms')) return 'symptom';
  if (/^(pastMedicalHistory|assessment|familyHistory)\./.test(p)) return 'condition';
  if (p.startsWith('plan.investigations')) return 'test';
  if (p.startsWith('results.')) return 'result';
  if (p.startsWith('physicalExam.vitals')) return 'vital';
  if (p === 'patientInfo.age') return 'age';
  if (p === 'patientInfo.gender') return 'sex';
  if (p === 'plan.followUp.timeline') return 'followUp';
  if (/^historyOfPresentIllness\.(onset|duration)$/.test(p)) return 'duration';
  return 'other';
}

function nameAt(r: PatientReport, path: string): string | undefined {
  const [section, list, i] = path.split('.');
  if (section === 'medications') return r.medications.current[Number(i)]?.name;
  if (section === 'plan' && list === 'medications') return r.plan.medications[Number(i)]?.name;
  if (section === 'allergies') return r.allergies[Number(list)]?.substance;
  return undefined;
}

/** A report's checkable statements: list items whole, prose items sentence by sentence. */
export function statementsOf(r: PatientReport): Statement[] {
  return reportItems(r).flatMap((item) => {
    const role = roleOf(item);
    const texts = item.prose ? item.text.split(/(?<=[.?!])\s+(?=[A-Z0-9])/).filter((t) => t.trim()) : [item.text];
    let last: string | undefined;
    return texts.map((text) => {
      const s: Statement = {
        path: item.path,
        section: item.section,
        text,
        norm: claimText(text),
        role,
        name: nameAt(r, item.path),
      };
      // A dose in a sentence that names no medicine ('Her dosage was decreased from 25 mg to 20 mg') is the medicine's just named.
      const named = item.prose ? drugMentionsIn(s.norm) : [];
      if (item.prose && !named.length && last && DOSE_WORDS.test(s.norm)) s.carried = last;
      if (named.length) last = named.at(-1)!.name;
      return s;
    });
  });
}

function checkStatement(s: Statement, c: Consultation): Finding | null {
  for (const check of CHECKS) {
    const f = check(s, c);
    if (f) return f;
  }
  return null;
}

/** Flags for the statements of a report that the consultation does not support, each with its reason. */
export function claimFlags(c: Consultation, r: PatientReport): ReportFlag[] {
  // One medicine under two names is a fault of the report as a whole, flagged on its later item.
  const twice = sameDrugTwice(r, c);
  // Two medicines of one kind started together, flagged on the later one.
  const kinds = twoOfAKind(r, c);
  return statementsOf(r).flatMap((s) => {
    const f = checkStatement(s, c) ?? twice.get(s.path) ?? kinds.get(s.path);
    return f
      ? [
          {
            kind: f.kind,
            section: s.section,
            path: s.path,
            text: s.text,
            segmentIds: f.segmentIds,
            claim: f.claim,
            reason: f.reason,
          },
        ]
      : [];
  });
}
