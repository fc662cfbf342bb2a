import type { FlagClaim, ReportSection } from '@asha/contracts';

/** One checkable statement: a list item, or one sentence of a prose item. */
export interface Statement {
  path: string;
  section: ReportSection;
  /** as written, for the flag */
  text: string;
  /** as the checker reads it (lower case, digits, code-mixed words glossed) */
  norm: string;
  /** what the item is by its place in the report: a medication's name, an allergy's substance… */
  role:
    | 'medication'
    | 'allergy'
    | 'symptom'
    | 'condition'
    | 'test'
    | 'result'
    | 'vital'
    | 'age'
    | 'sex'
    | 'followUp'
    | 'duration'
    | 'prose'
    | 'other';
  /** the structured name of a medication or allergy item */
  name?: string;
  /** the medicine of the sentence before, for a sentence that gives a dose and names none ('It was increased to 22.5 mg') */
  carried?: string;
}

/** What is wrong with a statement, in a clinician's words, with the turns that show it. */
export interface Finding {
  kind: 'unsupported' | 'contradicted' | 'implausible';
  claim: FlagClaim;
  reason: string;
  segmentIds: string[];
}

/** A finding about one claim of a statement, with the consultation's segments that show it (none when unsaid). */
export const finding = (
  kind: Finding['kind'],
  claim: FlagClaim,
  reason: string,
  segmentIds: string[] = [],
): Finding => ({
  kind,
  claim,
  reason,
  segmentIds,
});

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const uniq = (ids: string[]) => [...new Set(ids)].slice(0, 6);
