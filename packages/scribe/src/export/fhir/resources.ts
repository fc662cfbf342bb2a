import type {
  AllergyIntolerance,
  Condition,
  Device,
  DocumentReference,
  Encounter,
  MedicationStatement,
  Patient,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import { NO_KNOWN_ALLERGIES, type AssessmentItem, type MedicationAction, type PatientReport } from '@asha/contracts';
import type { NoteDocument } from '../document.js';
import { ALLERGY_ACTIVE, AMBULATORY, CLINICAL_STATUS_ACTIVE, ENCOUNTER_DIAGNOSIS } from './codes.js';
import { uuidIdentifier } from './ids.js';

/** References to the document's own entries by their fullUrl. */
export interface Refs {
  patient: Reference<Patient>;
  practitioner: Reference<Practitioner>;
  encounter: Reference<Encounter>;
  device: Reference<Device>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Free-text sex or gender as FHIR's administrative gender; null when it says none of them. */
export function administrativeGender(g: string | null): Patient['gender'] | undefined {
  const v = (g ?? '').trim().toLowerCase();
  if (/^(f|female|woman|girl)$/.test(v)) return 'female';
  if (/^(m|male|man|boy)$/.test(v)) return 'male';
  if (/^(other|non-binary|nonbinary|intersex|x)$/.test(v)) return 'other';
  return v ? 'unknown' : undefined;
}

export function patientResource(doc: NoteDocument): Patient {
  const p = doc.patient;
  const telecom = [
    ...(p.phone ? [{ system: 'phone' as const, value: p.phone }] : []),
    ...(p.email ? [{ system: 'email' as const, value: p.email }] : []),
  ];
  const gender = administrativeGender(p.gender ?? doc.report.patientInfo.gender);
  return {
    resourceType: 'Patient',
    identifier: [uuidIdentifier(p.id)],
    name: [{ text: p.name }],
    ...(gender ? { gender } : {}),
    ...(p.dob && DAY.test(p.dob) ? { birthDate: p.dob } : {}),
    ...(telecom.length ? { telecom } : {}),
  };
}

export function practitionerResource(doc: NoteDocument): Practitioner {
  const c = doc.clinician;
  return {
    resourceType: 'Practitioner',
    identifier: [uuidIdentifier(c.id)],
    name: [{ text: c.name }],
    ...(c.email ? { telecom: [{ system: 'email', value: c.email }] } : {}),
  };
}

/** The software that wrote the draft: Asha Scribe and the engine it used. */
export function deviceResource(doc: NoteDocument, deviceId: string): Device {
  return {
    resourceType: 'Device',
    identifier: [uuidIdentifier(deviceId)],
    deviceName: [{ name: 'Asha Scribe', type: 'manufacturer-name' }],
    version: [{ value: doc.note.engine }],
  };
}

export function encounterResource(
  doc: NoteDocument,
  encounterId: string,
  r: Pick<Refs, 'patient' | 'practitioner'>,
): Encounter {
  const start = doc.consultation.recordedAt;
  const end = doc.consultation.durationSec
    ? new Date(Date.parse(start) + doc.consultation.durationSec * 1000).toISOString()
    : undefined;
  return {
    resourceType: 'Encounter',
    identifier: [uuidIdentifier(encounterId)],
    status: 'finished',
    class: AMBULATORY,
    subject: r.patient,
    participant: [{ individual: r.practitioner }],
    period: { start, ...(end ? { end } : {}) },
  };
}

const MED_STATUS: Record<MedicationAction, MedicationStatement['status']> = {
  start: 'intended',
  stop: 'stopped',
  change: 'active',
  continue: 'active',
  // taken again from today, not yet: as a new start
  restart: 'intended',
};

export function medicationStatement(
  r: Refs,
  o: {
    name: string;
    dosage: string | null;
    reason: string | null;
    action: MedicationAction | 'current';
    asserted: string;
  },
): MedicationStatement {
  return {
    resourceType: 'MedicationStatement',
    status: o.action === 'current' ? 'active' : MED_STATUS[o.action],
    medicationCodeableConcept: { text: o.name },
    subject: r.patient,
    context: r.encounter,
    dateAsserted: o.asserted,
    informationSource: r.practitioner,
    ...(o.dosage ? { dosage: [{ text: o.dosage }] } : {}),
    ...(o.reason ? { reasonCode: [{ text: o.reason }] } : {}),
  };
}

export function allergyResource(
  r: Refs,
  a: { substance: string; reaction: string | null },
  recorded: string,
): AllergyIntolerance {
  return {
    resourceType: 'AllergyIntolerance',
    clinicalStatus: ALLERGY_ACTIVE,
    verificationStatus: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification', code: 'unconfirmed' },
      ],
    },
    code:
      a.substance === NO_KNOWN_ALLERGIES
        ? {
            coding: [{ system: 'http://snomed.info/sct', code: '716186003', display: 'No known allergy' }],
            text: a.substance,
          }
        : { text: a.substance },
    patient: r.patient,
    encounter: r.encounter,
    recordedDate: recorded,
    recorder: r.practitioner,
    ...(a.reaction ? { reaction: [{ manifestation: [{ text: a.reaction }] }] } : {}),
  };
}

const VERIFICATION: Record<NonNullable<AssessmentItem['certainty']> | 'unknown', string> = {
  confirmed: 'confirmed',
  probable: 'provisional',
  possible: 'differential',
  'ruled out': 'refuted',
  unknown: 'unconfirmed',
};

/** An assessment item as an encounter diagnosis; 'ruled out' is refuted, 'possible' a differential. */
export function conditionResource(r: Refs, a: AssessmentItem, recorded: string): Condition {
  return {
    resourceType: 'Condition',
    clinicalStatus: CLINICAL_STATUS_ACTIVE,
    verificationStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
          code: VERIFICATION[a.certainty ?? 'unknown'],
        },
      ],
    },
    category: [ENCOUNTER_DIAGNOSIS],
    code: { text: a.diagnosis },
    subject: r.patient,
    encounter: r.encounter,
    recordedDate: recorded,
    recorder: r.practitioner,
    ...(a.rationale ? { note: [{ text: a.rationale }] } : {}),
  };
}

/** The consultation's recording (where the clinic opens it) and its transcript (carried in the document). */
export function documentReference(
  doc: NoteDocument,
  r: Refs,
  id: string,
  status: DocumentReference['docStatus'],
): DocumentReference | null {
  const { audio, transcript } = doc.attachments;
  if (!audio && !transcript) return null;
  return {
    resourceType: 'DocumentReference',
    identifier: [uuidIdentifier(id)],
    status: 'current',
    docStatus: status,
    type: { text: 'Consultation recording and transcript' },
    subject: r.patient,
    date: doc.consultation.recordedAt,
    author: [r.practitioner],
    description: 'The recording of the consultation and its transcript, from which the note was drafted',
    content: [
      ...(audio
        ? [
            {
              attachment: {
                contentType: audio.contentType,
                url: audio.url,
                size: audio.sizeBytes,
                title: 'Consultation recording',
              },
            },
          ]
        : []),
      ...(transcript
        ? [
            {
              attachment: {
                contentType: 'text/plain; charset=utf-8',
                language: 'en',
                data: Buffer.from(transcript, 'utf8').toString('base64'),
                title: 'Transcript',
              },
            },
          ]
        : []),
    ],
    context: { encounter: [r.encounter], period: { start: doc.consultation.recordedAt } },
  };
}

/**
 * The medications the patient takes, less those the plan stops today. The note lists a stopped drug among what
 * the patient took as the visit began; a record system is sent it once, as stopped, so it never reads a drug
 * as both active and stopped at the same time.
 */
export function stillTaken(r: PatientReport): PatientReport['medications']['current'] {
  const stopped = new Set(r.plan.medications.filter((m) => m.action === 'stop').map((m) => m.name.toLowerCase()));
  return r.medications.current.filter((m) => !stopped.has(m.name.toLowerCase()));
}
