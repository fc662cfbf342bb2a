import type {
  Condition,
  DocumentReference,
  Encounter,
  FamilyMemberHistory,
  MedicationRequest,
  MedicationStatement,
  Organization,
  Patient,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import type { MedicationAction } from '@asha/contracts';
import type { NoteDocument } from '../../document.js';
import { AMBULATORY, CLINICAL_STATUS_ACTIVE } from '../codes.js';
import { URI_SYSTEM } from '../ids.js';
import { administrativeGender } from '../resources.js';
import {
  ABHA_SYSTEM,
  ABHA_TYPE,
  abdmProfile,
  MR_TYPE,
  OP_CONSULT_TYPE,
  ORG_ID_TYPE,
  PRN_TYPE,
  type AbdmProfileName,
} from './codes.js';
import { dosageOf } from './timing.js';

type AnyRef = Reference<never>;
/** References to the document's own entries, and when the note was written. */
export interface AbdmRefs {
  patient: AnyRef;
  practitioner: AnyRef;
  encounter: AnyRef;
  when: string;
}

export const meta = (name: AbdmProfileName) => ({ profile: [abdmProfile(name)] });
export const typed = (coding: { system: string; code: string; display: string }, text: string) => ({
  coding: [coding],
  text,
});
/** An identifier of our own (a name-based UUID), typed as the guide asks every identifier to be. */
const own = (coding: { system: string; code: string; display: string }, uuid: string) => ({
  type: typed(coding, coding.display),
  system: URI_SYSTEM,
  value: `urn:uuid:${uuid}`,
});
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  confirmed: 'Confirmed',
  provisional: 'Provisional',
  differential: 'Differential',
  refuted: 'Refuted',
  unconfirmed: 'Unconfirmed',
};
type Status = { coding?: Array<{ system?: string; code?: string; display?: string }> } | undefined;
const shown = (s: Status) =>
  s?.coding ? { ...s, coding: s.coding.map((c) => ({ ...c, display: c.display ?? STATUS_WORDS[c.code ?? ''] })) } : s;

/** The clinical and verification statuses with their display words, as the guide wants every coding. */
export function withStatusWords<T extends { clinicalStatus?: Status; verificationStatus?: Status }>(r: T): T {
  return {
    ...r,
    ...(r.clinicalStatus ? { clinicalStatus: shown(r.clinicalStatus) } : {}),
    ...(r.verificationStatus ? { verificationStatus: shown(r.verificationStatus) } : {}),
  };
}

/** The patient, known to the clinic by their record id and, when given, to ABDM by their ABHA number. */
export function abdmPatient(doc: NoteDocument): Patient {
  const p = doc.patient;
  const telecom = [
    ...(p.phone ? [{ system: 'phone' as const, value: p.phone }] : []),
    ...(p.email ? [{ system: 'email' as const, value: p.email }] : []),
  ];
  const gender = administrativeGender(p.gender ?? doc.report.patientInfo.gender);
  return {
    resourceType: 'Patient',
    meta: meta('Patient'),
    identifier: [
      own(MR_TYPE, p.id),
      ...(p.abhaNumber ? [{ type: typed(ABHA_TYPE, 'ABHA number'), system: ABHA_SYSTEM, value: p.abhaNumber }] : []),
    ],
    name: [{ text: p.name }],
    ...(gender ? { gender } : {}),
    ...(p.dob && DAY.test(p.dob) ? { birthDate: p.dob } : {}),
    ...(telecom.length ? { telecom } : {}),
  };
}

export function abdmPractitioner(doc: NoteDocument): Practitioner {
  const c = doc.clinician;
  return {
    resourceType: 'Practitioner',
    meta: meta('Practitioner'),
    identifier: [own(PRN_TYPE, c.id)],
    name: [{ text: c.name }],
    ...(c.email ? { telecom: [{ system: 'email', value: c.email }] } : {}),
  };
}

export function abdmOrganization(doc: NoteDocument, uuid: string): Organization {
  return {
    resourceType: 'Organization',
    meta: meta('Organization'),
    identifier: [own(ORG_ID_TYPE, uuid)],
    name: doc.clinic.name,
  };
}

export function abdmEncounter(doc: NoteDocument, uuid: string, r: AbdmRefs, diagnoses: AnyRef[]): Encounter {
  const start = doc.consultation.recordedAt;
  const sec = doc.consultation.durationSec;
  return {
    resourceType: 'Encounter',
    meta: meta('Encounter'),
    identifier: [{ system: URI_SYSTEM, value: `urn:uuid:${uuid}` }],
    status: 'finished',
    class: AMBULATORY,
    subject: r.patient,
    participant: [{ individual: r.practitioner }],
    period: { start, ...(sec ? { end: new Date(Date.parse(start) + sec * 1000).toISOString() } : {}) },
    ...(diagnoses.length ? { diagnosis: diagnoses.map((condition) => ({ condition })) } : {}),
  };
}

/** A complaint said today or a condition of the patient's history, in the words of the note. */
export function abdmCondition(r: AbdmRefs, text: string, kind: 'complaint' | 'history'): Condition {
  return {
    resourceType: 'Condition',
    meta: meta('Condition'),
    ...(kind === 'complaint' ? { clinicalStatus: shown(CLINICAL_STATUS_ACTIVE) } : {}),
    category: [{ text: kind === 'complaint' ? 'Chief complaint' : 'Medical history' }],
    code: { text },
    subject: r.patient,
    encounter: r.encounter,
    recordedDate: r.when,
    recorder: r.practitioner,
  };
}

export function abdmFamilyHistory(r: AbdmRefs, relation: string, conditions: string[]): FamilyMemberHistory {
  return {
    resourceType: 'FamilyMemberHistory',
    meta: meta('FamilyMemberHistory'),
    status: 'completed',
    patient: r.patient,
    date: r.when,
    relationship: { text: relation },
    condition: conditions.map((text) => ({ code: { text } })),
  };
}

const ACTION_NOTE: Partial<Record<MedicationAction, string>> = {
  change: 'Dose changed today',
  continue: 'Continued',
  restart: 'Restarted today',
};

/** A medicine ordered today: its name as said, the dosage's words and the timing they give. */
export function abdmMedicationRequest(
  r: AbdmRefs,
  m: { name: string; instructions: string | null; action: MedicationAction | null },
): MedicationRequest {
  const note = m.action ? ACTION_NOTE[m.action] : undefined;
  return {
    resourceType: 'MedicationRequest',
    meta: meta('MedicationRequest'),
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { text: m.name },
    subject: r.patient,
    encounter: r.encounter,
    authoredOn: r.when,
    requester: r.practitioner,
    dosageInstruction: [dosageOf(m.instructions)],
    ...(note ? { note: [{ text: note }] } : {}),
  };
}

/** A medicine the patient takes (active) or was told to stop today (stopped). */
export function abdmMedicationStatement(
  r: AbdmRefs,
  m: { name: string; dosage: string | null; reason: string | null; stopped: boolean },
): MedicationStatement {
  return {
    resourceType: 'MedicationStatement',
    meta: meta('MedicationStatement'),
    status: m.stopped ? 'stopped' : 'active',
    medicationCodeableConcept: { text: m.name },
    subject: r.patient,
    context: r.encounter,
    dateAsserted: r.when,
    informationSource: r.practitioner,
    ...(m.dosage ? { dosage: [{ text: m.dosage }] } : {}),
    ...(m.reason ? { reasonCode: [{ text: m.reason }] } : {}),
    ...(m.stopped ? { note: [{ text: 'Stopped today' }] } : {}),
  };
}

/** The consultation's transcript, carried in the document as the guide asks (inline data). */
export function abdmTranscript(
  doc: NoteDocument,
  r: AbdmRefs,
  uuid: string,
  status: DocumentReference['docStatus'],
): DocumentReference | null {
  const transcript = doc.attachments.transcript;
  if (!transcript) return null;
  return {
    resourceType: 'DocumentReference',
    meta: meta('DocumentReference'),
    identifier: [{ system: URI_SYSTEM, value: `urn:uuid:${uuid}` }],
    status: 'current',
    docStatus: status,
    type: typed(OP_CONSULT_TYPE, 'Consultation transcript'),
    subject: r.patient,
    date: doc.consultation.recordedAt,
    author: [r.practitioner],
    description: 'The transcript of the consultation from which the note was drafted',
    content: [
      {
        attachment: {
          contentType: 'text/plain; charset=utf-8',
          language: 'en',
          data: Buffer.from(transcript, 'utf8').toString('base64'),
          title: 'Transcript',
        },
      },
    ],
    context: { encounter: [r.encounter], period: { start: doc.consultation.recordedAt } },
  };
}
