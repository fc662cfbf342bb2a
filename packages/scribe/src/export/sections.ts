import {
  CLINICAL_ORDER,
  reportField,
  SECTION_TITLES,
  type MedicationAction,
  VitalsSchema,
  type PatientReport,
  type ReportSection,
  type Vitals,
} from '@asha/contracts';

/** One line of a section: a labelled value ('Blood pressure: 120/80 mmHg'), a list item, or a paragraph. */
export interface NoteLine {
  label?: string;
  text: string;
  bullet?: boolean;
}

/** A section of the note as every export shows it; `key` differs from `section` only for the follow-up, part of the plan. */
export interface NoteSection {
  key: ReportSection | 'followUp';
  section: ReportSection;
  title: string;
  lines: NoteLine[];
}

const has = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
const label = (key: string) => reportField(key)?.label ?? key;
const labelled = (key: string, v: string | null | undefined): NoteLine[] =>
  has(v) ? [{ label: label(key), text: v.trim() }] : [];
const bullets = (items: string[]): NoteLine[] => items.filter(has).map((text) => ({ text: text.trim(), bullet: true }));
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const paragraph = (v: string | null | undefined): NoteLine[] => (has(v) ? [{ text: v.trim() }] : []);
const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .filter(has)
    .map((p) => p.trim())
    .join(' — ');

export const ACTION_WORDS: Record<MedicationAction, string> = {
  start: 'Start',
  stop: 'Stop',
  change: 'Change',
  continue: 'Continue',
  restart: 'Restart',
};

const SOCIAL = ['tobacco', 'alcohol', 'substances', 'occupation', 'livingSituation', 'other'] as const;
/** The vital signs in the contract's order: one added there is written out with no list to forget. */
export const VITALS = Object.keys(VitalsSchema.shape) as (keyof Vitals)[];
const EXAM = ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const;

/** The lines of each section of the report; a section with nothing in it has none. */
const BUILDERS: Record<Exclude<ReportSection, 'patientInfo'>, (r: PatientReport) => NoteLine[]> = {
  chiefComplaint: (r) => paragraph(r.chiefComplaint),
  historyOfPresentIllness: (r) => {
    const h = r.historyOfPresentIllness;
    return [
      ...paragraph(h.narrative),
      ...labelled('historyOfPresentIllness.onset', h.onset),
      ...labelled('historyOfPresentIllness.duration', h.duration),
      ...labelled('historyOfPresentIllness.course', h.course),
      ...labelled('historyOfPresentIllness.associatedSymptoms', h.associatedSymptoms.filter(has).join(', ')),
    ];
  },
  pastMedicalHistory: (r) => bullets(r.pastMedicalHistory.conditions),
  medications: (r) =>
    bullets(
      r.medications.current.map((m) => joined(m.name, m.dosage, has(m.indication) ? `for ${m.indication}` : null)),
    ),
  allergies: (r) => bullets(r.allergies.map((a) => joined(a.substance, a.reaction))),
  familyHistory: (r) =>
    Object.entries(r.familyHistory).flatMap(([relation, conditions]) => {
      const list = conditions.filter(has).join(', ');
      return list ? [{ label: capitalised(relation), text: list }] : [];
    }),
  socialHistory: (r) =>
    SOCIAL.flatMap((k) =>
      k === 'other' ? paragraph(r.socialHistory.other) : labelled(`socialHistory.${k}`, r.socialHistory[k]),
    ),
  reviewOfSystems: (r) =>
    r.reviewOfSystems.filter((e) => has(e.findings)).map((e) => ({ label: e.system, text: e.findings.trim() })),
  vitals: (r) => VITALS.flatMap((k) => labelled(`physicalExam.vitals.${k}`, r.physicalExam.vitals[k])),
  physicalExam: (r) => EXAM.flatMap((k) => labelled(`physicalExam.${k}`, r.physicalExam[k])),
  results: (r) => bullets(r.results),
  assessment: (r) =>
    bullets(
      r.assessment.map((a) =>
        joined(
          a.certainty && a.certainty !== 'confirmed' ? `${a.diagnosis} (${a.certainty})` : a.diagnosis,
          a.rationale,
        ),
      ),
    ),
  plan: (r) => {
    const p = r.plan;
    const group = (key: string, items: string[]): NoteLine[] =>
      items.some(has) ? [{ label: label(key), text: items.filter(has).join('; ') }] : [];
    return [
      ...group('plan.investigations', p.investigations),
      ...group('plan.procedures', p.procedures),
      ...group('plan.referrals', p.referrals),
      ...group(
        'plan.medications',
        p.medications.map((m) => joined(`${ACTION_WORDS[m.action ?? 'start']} ${m.name}`, m.instructions)),
      ),
      ...group('plan.lifestyleRecommendations', p.lifestyleRecommendations),
    ];
  },
  visitSummary: (r) => paragraph(r.visitSummary),
  // A note type's free text, outside its type: each section's sentences as one paragraph under its id ('warning-signs' → 'Warning signs').
  noteText: (r) =>
    Object.entries(r.noteText ?? {}).flatMap(([id, sentences]) => {
      const text = sentences.filter(has).join(' ');
      return text ? [{ label: capitalised(id.replace(/-/g, ' ')), text }] : [];
    }),
};

function followUp(r: PatientReport): NoteSection | null {
  const f = r.plan.followUp;
  const lines = [...paragraph(f.timeline), ...paragraph(f.notes)];
  return lines.length ? { key: 'followUp', section: 'plan', title: label('plan.followUp.timeline'), lines } : null;
}

/** The note's sections in clinical order with their lines; empty sections are left out. The follow-up comes after the plan. */
export function noteSections(report: PatientReport): NoteSection[] {
  return CLINICAL_ORDER.flatMap((section): NoteSection[] => {
    const lines = BUILDERS[section](report);
    const own: NoteSection[] = lines.length ? [{ key: section, section, title: SECTION_TITLES[section], lines }] : [];
    if (section !== 'plan') return own;
    const after = followUp(report);
    return after ? [...own, after] : own;
  });
}

/** A line as one string ('Blood pressure: 120/80 mmHg'). */
export const lineText = (l: NoteLine) => (l.label ? `${l.label}: ${l.text}` : l.text);
