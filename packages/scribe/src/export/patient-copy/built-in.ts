import {
  PATIENT_COPY_SECTIONS,
  type PatientCopyContent,
  type PatientCopySection,
  type PatientReport,
} from '@asha/contracts';
import { fill, inEnglish, lengthPhrase, medicineLine, type CopyLine } from './phrases.js';
import { has, plainPatientCopy, SOONER } from './plain.js';
import type { PhraseTable } from './vocabulary/index.js';

export interface BuiltInCopy {
  content: PatientCopyContent;
  /** the sections with a line left in English, in the copy's order */
  englishSections: PatientCopySection[];
}

/**
 * The patient's copy in a phrase table's language, without a language model: the headings, each
 * medicine's instructions read from its order, the tests and referrals, the review date and the
 * warning signs said to everyone come from the table; the findings, the advice and any other free
 * sentence stay in English, each marked, in the same places and order as the English copy.
 */
export function builtInPatientCopy(r: PatientReport, t: PhraseTable): BuiltInCopy {
  const english = plainPatientCopy(r);
  const line = (s: string): CopyLine => ({ text: `${s}${t.fullStop}`, english: false });
  const found = english.found.map((s) => inEnglish(t, s));
  const whatToDo = [
    ...r.plan.lifestyleRecommendations.filter(has).map((s) => inEnglish(t, s)),
    // A test's name ends the line as written, with no full stop to be read as part of it.
    ...r.plan.investigations.filter(has).map((s) => ({ text: fill(t.test, { name: s.trim() }), english: false })),
    // A procedure's line stays in English, marked, like other free words.
    ...r.plan.procedures.filter(has).map((s) => inEnglish(t, `Procedure: ${s.trim()}`)),
    ...r.plan.referrals.filter(has).map((s) => line(fill(t.referral, { name: s.trim() }))),
  ];
  const medicines = r.plan.medications.map((m) => ({ name: m.name, line: medicineLine(t, m) }));
  const f = r.plan.followUp;
  const notesAreWarnings = has(f.notes) && SOONER.test(f.notes);
  const after = has(f.timeline) ? lengthPhrase(t.comeBackAfter, f.timeline) : null;
  const comeBack = [
    has(f.timeline) ? (after ? line(after) : inEnglish(t, f.timeline)) : null,
    has(f.notes) && !notesAreWarnings ? inEnglish(t, f.notes) : null,
  ].filter((l): l is CopyLine => l !== null);
  const warningSigns = [...(notesAreWarnings ? [inEnglish(t, f.notes!)] : []), ...t.alwaysWarn.map((s) => line(s))];
  const sections: Record<PatientCopySection, CopyLine[]> = {
    found,
    whatToDo,
    medicines: medicines.map((m) => m.line),
    comeBack,
    warningSigns,
  };
  return {
    content: {
      headings: t.headings,
      found: found.map((l) => l.text),
      whatToDo: whatToDo.map((l) => l.text),
      medicines: medicines.map((m) => ({ name: m.name, how: m.line.text })),
      comeBack: comeBack.map((l) => l.text).join(' ') || null,
      warningSigns: warningSigns.map((l) => l.text),
    },
    englishSections: PATIENT_COPY_SECTIONS.filter((k) => sections[k].some((l) => l.english)),
  };
}
