import type { Appointment, Observation, Procedure, ServiceRequest } from '@medplum/fhirtypes';
import { FOLLOW_UP_TYPE, PROCEDURE_CATEGORY, REFERRAL_CATEGORY, RESULT_CODE } from './codes.js';
import { meta, typed, type AbdmRefs } from './resources.js';

// What the plan orders and the results read at the consultation, as the guide's resources.

/** A test ordered today, or a referral to the service named. */
export function abdmServiceRequest(r: AbdmRefs, text: string, kind: 'investigation' | 'referral'): ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    meta: meta('ServiceRequest'),
    status: 'active',
    intent: 'order',
    ...(kind === 'referral' ? { category: [typed(REFERRAL_CATEGORY, 'Referral')] } : {}),
    code: { text: kind === 'referral' ? `Referral to ${text}` : text },
    subject: r.patient,
    encounter: r.encounter,
    authoredOn: r.when,
    requester: r.practitioner,
  };
}

/**
 * A procedure or operation the clinician recommends, plans or does at the consultation, as the plan
 * writes it ('Right foot ORIF recommended'). The guide's Procedure section holds Procedure resources;
 * one not yet done is in preparation, and the note does not say one done today was finished.
 */
export function abdmProcedure(r: AbdmRefs, text: string): Procedure {
  return {
    resourceType: 'Procedure',
    meta: meta('Procedure'),
    status: 'preparation',
    category: typed(PROCEDURE_CATEGORY, 'Procedure'),
    code: { text },
    subject: r.patient,
    encounter: r.encounter,
    recorder: r.practitioner,
  };
}

/**
 * A result of a test read at the consultation, as the note writes it ('Hemoglobin 8.2'): an Observation
 * whose value is the result's words. The note says neither when the test was done nor by whom, so
 * neither is stated; it is final once the note is signed.
 */
export function abdmResult(r: AbdmRefs, text: string, status: 'final' | 'preliminary'): Observation {
  return {
    resourceType: 'Observation',
    meta: meta('Observation'),
    status,
    code: typed(RESULT_CODE, 'Result'),
    subject: r.patient,
    encounter: r.encounter,
    valueString: text,
  };
}

/**
 * The follow-up visit asked for, proposed for the day it falls on (the whole day: no time was said).
 * The words as said are its description.
 */
export function abdmFollowUp(r: AbdmRefs, day: Date, words: string, notes: string | null): Appointment {
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const end = new Date(start.getTime() + 86_400_000 - 1000);
  return {
    resourceType: 'Appointment',
    meta: meta('Appointment'),
    status: 'proposed',
    appointmentType: typed(FOLLOW_UP_TYPE, 'Follow-up'),
    description: `Follow-up ${words}`,
    start: start.toISOString(),
    end: end.toISOString(),
    created: r.when,
    ...(notes ? { comment: notes } : {}),
    participant: [
      { actor: r.patient, status: 'needs-action' },
      { actor: r.practitioner, status: 'needs-action' },
    ],
  };
}
