// Does the report's chief complaint name the body part and the side that the clinician's note names
// ('Right knee pain' → the report says knee, and right)? Read on ACI-Bench, whose notes open with a chief
// complaint (or, lacking one, a history whose first sentence gives the reason for the visit).
import { bodyPartsIn, sideIn } from './body.mjs';

const CC = /^(?:CHIEF COMPLAINT|CC:)[ \t]*\n\s*(\S[^\n]*)/m;
const HPI = /^(?:HISTORY OF PRESENT ILLNESS|HPI:)[ \t]*\n\s*(\S[^\n]*)/m;

/**
 * The note's chief complaint: its CHIEF COMPLAINT (or CC:) line, else the first sentence of its history
 * (a sentence ends after a word of 3 or more small letters, so 'Mr. Fisher' is not cut).
 */
export function noteComplaint(note) {
  const cc = CC.exec(note);
  if (cc) return cc[1];
  const hpi = HPI.exec(note);
  return hpi ? hpi[1].split(/(?<=[a-z]{3}[.?!])\s+(?=[A-Z])/)[0] : '';
}

export const newComplaintTally = () => ({ withPart: 0, partNamed: 0, withSide: 0, sideNamed: 0, misses: [] });

/**
 * Adds one dialogue: when the note's chief complaint names body parts, whether the report's names every
 * one of them; when it names a side (left, right, bilateral), whether the report's names the same side.
 */
export function addComplaint(t, id, note, reportComplaint) {
  const said = noteComplaint(note);
  const ours = reportComplaint ?? '';
  const parts = bodyPartsIn(said);
  const side = sideIn(said);
  const partOk = parts.every((p) => bodyPartsIn(ours).includes(p));
  const sideOk = !side || sideIn(ours) === side;
  if (parts.length) {
    t.withPart++;
    if (partOk) t.partNamed++;
  }
  if (side) {
    t.withSide++;
    if (sideOk) t.sideNamed++;
  }
  if (!partOk || !sideOk) t.misses.push(`[${id}] note: ${said} · report: ${ours || '(none)'}`);
}
