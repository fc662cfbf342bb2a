import type {
  Evidence,
  LoincCode,
  NoteFact,
  NoteStatement,
  NoteTemplate,
  NoteTemplateSection,
  PatientReport,
  ReportSection,
  RxRow,
  TypedNote,
  TypedNoteSection,
} from '@asha/contracts';
import { SECTION_CODES } from '../export/fhir/codes.js';
import { FACT_TITLES, FACTS, type FactContext, type FactStatement } from './facts.js';
import { rxColumns } from './rx.js';

/** The report section each fact is part of: where its evidence and its FHIR resources belong. */
export const FACT_SECTION: Record<NoteFact, Exclude<ReportSection, 'patientInfo'>> = {
  chiefComplaint: 'chiefComplaint',
  historyOfPresentIllness: 'historyOfPresentIllness',
  illnessTiming: 'historyOfPresentIllness',
  associatedSymptoms: 'historyOfPresentIllness',
  pastMedicalHistory: 'pastMedicalHistory',
  medications: 'medications',
  allergies: 'allergies',
  familyHistory: 'familyHistory',
  socialHistory: 'socialHistory',
  reviewOfSystems: 'reviewOfSystems',
  vitals: 'vitals',
  physicalExam: 'physicalExam',
  results: 'results',
  assessment: 'assessment',
  plan: 'plan',
  investigations: 'plan',
  procedures: 'plan',
  referrals: 'plan',
  medicationOrders: 'plan',
  advice: 'plan',
  followUp: 'plan',
  visitSummary: 'visitSummary',
};

/** A stored report as rendering needs it: the report and, when known, the evidence of its statements. */
export interface RenderSource {
  patientReport: PatientReport;
  evidence?: Evidence[];
}

/**
 * The segments a statement rests on: those of each of its paths and of the parts under them
 * (`historyOfPresentIllness.narrative` → each sentence's), in order, once each. Every evidence path is
 * filed under itself and each path above it once, so a lookup costs the same for a report of any length.
 */
function evidenceIndex(evidence: Evidence[]) {
  const under = new Map<string, string[]>();
  for (const e of evidence) {
    const parts = e.path.split('.');
    for (let n = 1; n <= parts.length; n++) {
      const key = parts.slice(0, n).join('.');
      const ids = under.get(key);
      if (ids) ids.push(...e.segmentIds);
      else under.set(key, [...e.segmentIds]);
    }
  }
  return (paths: string[]): string[] => [...new Set(paths.flatMap((p) => under.get(p) ?? []))];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The section's LOINC code: the template's, else that of the one report section all its facts are part of. */
function loincOf(s: NoteTemplateSection): LoincCode | null {
  if (s.loinc) return s.loinc;
  const sections = new Set(s.from.map((f) => FACT_SECTION[f]));
  const [only] = sections;
  return sections.size === 1 && only ? SECTION_CODES[only] : null;
}

function rxRows(
  r: PatientReport,
  segments: (paths: string[]) => string[],
): { rows: RxRow[]; stopped: NoteStatement[] } {
  const rows: RxRow[] = [];
  const stopped: NoteStatement[] = [];
  r.plan.medications.forEach((m, i) => {
    const paths = [`plan.medications.${i}`];
    const segmentIds = segments(paths);
    if (m.action === 'stop') {
      stopped.push({ text: [`Stop ${m.name}`, m.instructions].filter(Boolean).join(' — '), paths, segmentIds });
      return;
    }
    rows.push({ drug: capital(m.name), ...rxColumns(m), action: m.action ?? 'start', paths, segmentIds });
  });
  return { rows, stopped };
}

/**
 * A stored report as a note of the template's type: every section in the template's order, each
 * statement taken from the report's facts with the transcript segments it rests on. Nothing is added
 * that the report does not state: a section whose facts are empty stays empty, an Rx column not said
 * stays null, and a `free` section holds the sentences a language model wrote for it (`noteText`, each
 * with its evidence) or, where none did, its facts as prose, or nothing.
 */
export function renderNote(template: NoteTemplate, source: RenderSource, o: Partial<FactContext> = {}): TypedNote {
  const r = source.patientReport;
  const ctx: FactContext = { consultedAt: o.consultedAt ?? r.metadata.generatedAt };
  const segments = evidenceIndex(source.evidence ?? []);
  // A fact's title labels its statements only where a section holds several facts, and not under a heading of that name.
  const state = (s: FactStatement, fact: NoteFact, section: NoteTemplateSection): NoteStatement => {
    const title = section.from.length > 1 && FACT_TITLES[fact] !== section.title ? FACT_TITLES[fact] : null;
    const label =
      fact === 'familyHistory' && title && s.label ? `${title} (${s.label.toLowerCase()})` : (s.label ?? title);
    return { text: capital(s.text), ...(label ? { label } : {}), paths: s.paths, segmentIds: segments(s.paths) };
  };
  const sections = template.sections.map((s): TypedNoteSection => {
    const base = { id: s.id, title: s.title, show: s.show, from: s.from, loinc: loincOf(s) };
    if (s.show === 'prescription') {
      const { rows, stopped } = rxRows(r, segments);
      return { ...base, statements: stopped, rows };
    }
    const written = s.show === 'free' ? (r.noteText?.[s.id] ?? []) : [];
    if (written.length) {
      const statements = written.map((text, n) => {
        const paths = [`noteText.${s.id}.${n}`];
        return { text, paths, segmentIds: segments(paths) };
      });
      return { ...base, statements, rows: [] };
    }
    const statements = s.from.flatMap((fact) => FACTS[fact](r, ctx).map((st) => state(st, fact, s)));
    return { ...base, statements, rows: [] };
  });
  return {
    template: { id: template.id, name: template.name, version: template.version, loinc: template.loinc ?? null },
    sections,
  };
}
