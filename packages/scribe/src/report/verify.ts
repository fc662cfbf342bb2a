import type { Evidence, PatientReport, ReportFlag, Transcript } from '@asha/contracts';
import { extractFacts, type ClinicalFacts } from './extract/index.js';
import { claimFlags } from './claims/index.js';
import { readConsultation } from './claims/consultation.js';
import type { Consultation } from './claims/consultation-types.js';
import { evidenceFor } from './evidence.js';
import { unfoundedFreeText } from './free-text.js';
import { heldBack } from './held.js';
import { omissions } from './omissions.js';

/** What verification reads from a consultation once, whatever report it then checks. */
export interface VerificationReading {
  /** the extractor's facts, for omission flags */
  facts: ClinicalFacts;
  /** the claims said in the consultation, for the claim checks */
  consultation: Consultation;
}

/**
 * Reads a consultation for verification. `facts` are the extractor's facts of this same transcript
 * when the caller already has them (the report writer does): passing them saves a second extraction.
 */
export function readForVerification(t: Transcript, facts?: ClinicalFacts): VerificationReading {
  const read = facts ?? extractFacts(t);
  return { facts: read, consultation: readConsultation(t, read) };
}

/**
 * The flags of one report against a consultation already read. `evidence` is the report's, for the
 * free text's sentences: one that rests on nothing is flagged when no claim check flags it first.
 */
export function flagsFor(reading: VerificationReading, report: PatientReport, evidence: Evidence[]): ReportFlag[] {
  const claims = claimFlags(reading.consultation, report);
  return [
    ...claims,
    ...unfoundedFreeText(report, evidence, claims),
    ...omissions(reading.facts, report),
    ...heldBack(reading.facts, report),
  ];
}

/**
 * The last few consultations read, by their content: regeneration and review check several reports
 * of one transcript in a row, and each check would otherwise read it again. Keyed by the segments'
 * ids, roles and words, so an edited transcript is read afresh.
 */
const recent = new Map<string, VerificationReading>();
const RECENT_MAX = 4;

function contentKey(t: Transcript): string {
  return t.segments.map((s) => `${s.id}\u0001${s.role}\u0001${s.english ?? ''}\u0001${s.text}`).join('\u0002');
}

function cachedReading(t: Transcript, facts?: ClinicalFacts): VerificationReading {
  const key = contentKey(t);
  const hit = recent.get(key);
  if (hit) return hit;
  const reading = readForVerification(t, facts);
  recent.set(key, reading);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return reading;
}

/**
 * Verification: each report statement is read as claims (a medicine with its dose and frequency, a
 * symptom present or denied, a side, a duration, an allergy, a vital, an age, a test, a follow-up)
 * and checked against what the consultation says about that same thing (claims/); each vital,
 * medication, allergy or symptom the consultation states and the report lacks is flagged as possibly
 * omitted; a model's free sentence that rests on nothing said is flagged too. Pass the extractor's
 * `facts` of this transcript when they are at hand, and the report's `evidence` when it is known
 * (without it, a free sentence's evidence is found by its words, as a model's statements' are).
 */
export function verifyReport(
  transcript: Transcript,
  report: PatientReport,
  facts?: ClinicalFacts,
  evidence?: Evidence[],
): ReportFlag[] {
  const known = evidence ?? (report.noteText ? evidenceFor(transcript, report) : []);
  return flagsFor(cachedReading(transcript, facts), report, known);
}
