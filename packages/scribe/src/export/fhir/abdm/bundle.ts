import type {
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  Device,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { SECTION_CODES, LOINC, VITAL_SIGNS_CATEGORY } from '../codes.js';
import { isSigned, type NoteDocument } from '../../document.js';
import { ACTION_WORDS, noteSections, type NoteLine } from '../../sections.js';
import { stableUuid, URI_SYSTEM } from '../ids.js';
import { narrative } from '../narrative.js';
import { allergyResource, conditionResource, deviceResource, stillTaken } from '../resources.js';
import { readVitals, vitalObservation } from '../vitals.js';
import { ABDM_SECTIONS, OP_CONSULT_TYPE, SNOMED, type AbdmSectionKey } from './codes.js';
import { followUpDays } from './follow-up.js';
import {
  abdmCondition,
  abdmEncounter,
  abdmFamilyHistory,
  abdmMedicationRequest,
  abdmMedicationStatement,
  abdmOrganization,
  abdmPatient,
  abdmPractitioner,
  abdmTranscript,
  meta,
  type AbdmRefs,
  withStatusWords,
} from './resources.js';
import { abdmFollowUp, abdmProcedure, abdmResult, abdmServiceRequest } from './plan-resources.js';

type AnyRef = Reference<never>;
type Extra = 'assessment' | 'advice' | 'visitSummary';

/** Sections the guide does not name go after its own (its slicing is open at the end), LOINC-coded as in the default profile. */
const EXTRA: Record<Extra, { title: string; code: { code: string; display: string } }> = {
  assessment: { title: 'Assessment', code: SECTION_CODES.assessment },
  advice: { title: 'Advice', code: SECTION_CODES.plan },
  visitSummary: { title: 'Visit summary', code: SECTION_CODES.visitSummary },
};

const bullets = (items: string[]): NoteLine[] => items.filter((t) => t.trim()).map((text) => ({ text, bullet: true }));

/**
 * The note as ABDM's OP consultation record: a FHIR `document` Bundle whose Composition is the
 * guide's OPConsultRecord (SNOMED CT 371530004) with its section slices in the guide's order —
 * chief complaints, physical examination, allergies, medical history, family history, investigation
 * advice, medications, follow up, referral, other observations, document reference — then the
 * assessment, advice and visit summary. Every resource names the guide's profile; the patient
 * carries their ABHA number when it is known. Ids are the same for the same note version.
 */
export function noteToAbdmDocument(doc: NoteDocument): Bundle {
  const conv = doc.consultation.id;
  const v = String(doc.note.version);
  const uuid = (...parts: string[]) => stableUuid('abdm', ...parts);
  const url = (...parts: string[]) => `urn:uuid:${uuid(...parts)}`;
  const ref = (fullUrl: string, display?: string): AnyRef => ({ reference: fullUrl, ...(display ? { display } : {}) });
  const signed = isSigned(doc);
  const when = signed ? doc.note.signedAt! : doc.note.updatedAt;
  const ids = {
    composition: url('composition', conv, v),
    patient: url('patient', doc.patient.id),
    practitioner: url('practitioner', doc.clinician.id),
    organization: url('organization', doc.clinic.name),
    encounter: url('encounter', conv),
    device: url('device', doc.note.engine),
  };
  const refs: AbdmRefs = {
    patient: ref(ids.patient, doc.patient.name),
    practitioner: ref(ids.practitioner, doc.clinician.name),
    encounter: ref(ids.encounter),
    when,
  };
  const legacyRefs = { ...refs, device: ref(ids.device, 'Asha Scribe') };
  const entries: BundleEntry[] = [];
  const bySection = new Map<AbdmSectionKey | Extra, AnyRef[]>();
  const add = (section: AbdmSectionKey | Extra, name: string, resource: Resource) => {
    const fullUrl = url(name, conv, v, String(entries.length));
    // Its fullUrl's uuid is its identifier too, so a server asked again (a retried transaction) finds it.
    entries.push({
      fullUrl,
      resource: { ...resource, identifier: [{ system: URI_SYSTEM, value: fullUrl }] } as Resource,
    });
    bySection.set(section, [...(bySection.get(section) ?? []), ref(fullUrl)]);
  };
  const r = doc.report;
  const status = signed ? 'final' : 'preliminary';

  if (r.chiefComplaint?.trim())
    add('chiefComplaints', 'complaint', abdmCondition(refs, r.chiefComplaint.trim(), 'complaint'));
  readVitals(r).forEach((reading) =>
    add('physicalExamination', `vital-${reading.key}`, {
      ...vitalObservation(reading, status),
      meta: meta('ObservationVitalSigns'),
      category: [VITAL_SIGNS_CATEGORY],
      subject: refs.patient,
      encounter: refs.encounter,
      effectiveDateTime: doc.consultation.recordedAt,
      performer: [refs.practitioner],
    }),
  );
  r.allergies.forEach((a) =>
    add('allergies', 'allergy', {
      ...withStatusWords(allergyResource(legacyRefs, a, when)),
      meta: meta('AllergyIntolerance'),
    }),
  );
  r.pastMedicalHistory.conditions
    .filter((c) => c.trim())
    .forEach((c) => add('medicalHistory', 'history', abdmCondition(refs, c.trim(), 'history')));
  Object.entries(r.familyHistory)
    .filter(([, list]) => list.some((c) => c.trim()))
    .forEach(([relation, list]) =>
      add(
        'familyHistory',
        'family',
        abdmFamilyHistory(
          refs,
          relation,
          list.filter((c) => c.trim()),
        ),
      ),
    );
  r.plan.investigations
    .filter((t) => t.trim())
    .forEach((t) => add('investigationAdvice', 'test', abdmServiceRequest(refs, t.trim(), 'investigation')));
  stillTaken(r).forEach((m) =>
    add(
      'medications',
      'taking',
      abdmMedicationStatement(refs, { name: m.name, dosage: m.dosage, reason: m.indication, stopped: false }),
    ),
  );
  r.plan.medications.forEach((m) =>
    m.action === 'stop'
      ? add(
          'medications',
          'stop',
          abdmMedicationStatement(refs, { name: m.name, dosage: m.instructions, reason: null, stopped: true }),
        )
      : add('medications', 'order', abdmMedicationRequest(refs, m)),
  );
  const f = r.plan.followUp;
  const days = followUpDays(f.timeline);
  if (days !== null && f.timeline)
    add(
      'followUp',
      'follow-up',
      abdmFollowUp(
        refs,
        new Date(Date.parse(doc.consultation.recordedAt) + days * 86_400_000),
        f.timeline.trim(),
        f.notes,
      ),
    );
  r.plan.procedures
    .filter((t) => t.trim())
    .forEach((t) => add('procedure', 'procedure', abdmProcedure(refs, t.trim())));
  r.plan.referrals
    .filter((t) => t.trim())
    .forEach((t) => add('referral', 'referral', abdmServiceRequest(refs, t.trim(), 'referral')));
  const transcript = abdmTranscript(doc, refs, uuid('transcript', conv, v), status);
  if (transcript) add('documentReference', 'transcript', transcript);
  r.assessment.forEach((a) =>
    add('assessment', 'diagnosis', {
      ...withStatusWords(conditionResource(legacyRefs, a, when)),
      meta: meta('Condition'),
    }),
  );
  // The guide's OP consultation has no section of results: they are observations, other than the examination's.
  r.results
    .filter((t) => t.trim())
    .forEach((t) => add('otherObservations', 'result', abdmResult(refs, t.trim(), status)));

  const lines = new Map(noteSections(r).map((s) => [s.key, s.lines]));
  const of = (...keys: Parameters<typeof lines.get>[0][]) => keys.flatMap((k) => lines.get(k) ?? []);
  const p = r.plan;
  const text: Record<AbdmSectionKey | Extra, NoteLine[]> = {
    chiefComplaints: of('chiefComplaint', 'historyOfPresentIllness'),
    physicalExamination: of('vitals', 'physicalExam'),
    allergies: of('allergies'),
    medicalHistory: of('pastMedicalHistory'),
    familyHistory: of('familyHistory'),
    investigationAdvice: bullets(p.investigations),
    medications: [
      ...of('medications'),
      ...bullets(
        p.medications.map((m) =>
          [`${ACTION_WORDS[m.action ?? 'start']} ${m.name}`, m.instructions].filter(Boolean).join(' — '),
        ),
      ),
    ],
    followUp: of('followUp'),
    procedure: bullets(p.procedures),
    referral: bullets(p.referrals),
    otherObservations: of('results', 'socialHistory', 'reviewOfSystems'),
    documentReference: transcript ? [{ text: 'Transcript of the consultation (attached).' }] : [],
    assessment: of('assessment'),
    advice: bullets(p.lifestyleRecommendations),
    visitSummary: of('visitSummary'),
  };
  const section = (key: AbdmSectionKey | Extra): CompositionSection[] => {
    const entry = bySection.get(key) ?? [];
    if (!text[key].length && !entry.length) return [];
    const guide = key in ABDM_SECTIONS ? ABDM_SECTIONS[key as AbdmSectionKey] : null;
    const title = guide?.title ?? EXTRA[key as Extra].title;
    const coding = guide
      ? { system: SNOMED, code: guide.code, display: guide.display }
      : { system: LOINC, ...EXTRA[key as Extra].code };
    return [
      {
        title,
        code: { coding: [coding], text: title },
        text: narrative(text[key].length ? text[key] : [{ text: title }]),
        ...(entry.length ? { entry } : {}),
      },
    ];
  };
  const sections = [...(Object.keys(ABDM_SECTIONS) as AbdmSectionKey[]), ...(Object.keys(EXTRA) as Extra[])].flatMap(
    section,
  );

  const title = 'Consultation Report';
  const composition: Composition = {
    resourceType: 'Composition',
    meta: meta('OPConsultRecord'),
    language: 'en-IN',
    identifier: { system: URI_SYSTEM, value: ids.composition },
    status,
    type: { coding: [OP_CONSULT_TYPE], text: 'Clinical consultation report' },
    subject: refs.patient,
    encounter: refs.encounter,
    date: when,
    author: [refs.practitioner, ref(ids.device, 'Asha Scribe')],
    title: signed ? title : `${title} (draft, not signed)`,
    custodian: ref(ids.organization, doc.clinic.name),
    ...(signed ? { attester: [{ mode: 'legal' as const, time: doc.note.signedAt!, party: refs.practitioner }] } : {}),
    section: sections,
  };
  const device: Device = deviceResource(doc, uuid('device', doc.note.engine));
  const diagnoses = bySection.get('assessment') ?? [];
  return {
    resourceType: 'Bundle',
    meta: { versionId: v, lastUpdated: when, profile: [`${meta('DocumentBundle').profile[0]}`] },
    identifier: { system: URI_SYSTEM, value: url('document', conv, v) },
    type: 'document',
    timestamp: when,
    entry: [
      { fullUrl: ids.composition, resource: composition },
      { fullUrl: ids.patient, resource: abdmPatient(doc) },
      { fullUrl: ids.practitioner, resource: abdmPractitioner(doc) },
      { fullUrl: ids.organization, resource: abdmOrganization(doc, uuid('organization', doc.clinic.name)) },
      { fullUrl: ids.encounter, resource: abdmEncounter(doc, uuid('encounter', conv), refs, diagnoses) },
      { fullUrl: ids.device, resource: device },
      ...entries,
    ],
  };
}
