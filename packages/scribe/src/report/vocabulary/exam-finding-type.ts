/**
 * Examination findings: the clinical term a note writes, and the words clinicians say for it in the room.
 * The rows are in exam-findings-trunk.ts and exam-findings-limbs.ts, joined in exam-findings.ts; extract/exam-read.ts
 * reads them.
 *
 * - `term`: the written finding ('tenderness', 'clear to auscultation bilaterally').
 * - `said`: regular-expression sources over normalised text (lower case, digits), as whole words; the
 *   spoken and lay variants ('pain to palpation', 'lungs sound clear').
 * - `normal`: a normal finding ('soft', 'full range of motion'): it is written as said, and one said
 *   negated ('not soft') is not read. An abnormal finding said negated is written `negated`, or 'no' and
 *   the term ('I don't hear any murmur' is 'no murmur').
 * - `system`: the part a finding belongs to when the clause names none ('murmur' is the heart's).
 * - `only`: the parts where the words mean this finding, and no others ('clear' is the lungs' finding; a
 *   heart that 'sounds clear' is read as normal).
 * - `not`: parts where the words never mean this finding (edema is not a heart's finding, whatever
 *   part was named before it).
 * - `named`: the words say nothing of a part by themselves ('looks good'): read only where the clause
 *   names the part.
 * - `deniedBy`: of a normal finding, the abnormal findings that make it untrue of the whole part: lungs
 *   'clear to auscultation bilaterally' beside 'crackles at the right base' is not written.
 * - `layFor`: the words are a lay or general name for these findings, said while explaining one ('an extra
 *   sound' for a murmur, 'a lesion' for an ulcer): written only when none of them was found of the same part.
 *
 * Rows are tried in order and a place is read once: a longer phrase comes before a shorter one it holds.
 */
export interface ExamFinding {
  term: string;
  said: string[];
  normal?: boolean;
  negated?: string;
  system?: string;
  only?: string[];
  not?: string[];
  named?: boolean;
  layFor?: string[];
  deniedBy?: string[];
}
