import type {
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  Organization,
  Provenance,
  Reference,
  Resource,
} from '@medplum/fhirtypes';

/** A reference typed for the element that holds it (the bundle's own entries by fullUrl). */
type AnyRef = Reference<never>;
import type { ReportSection, TypedNote } from '@asha/contracts';
import { isSigned, type NoteDocument } from '../document.js';
import { noteSections } from '../sections.js';
import { NOTE_TYPE, SECTION_CODES, LOINC, VITAL_SIGNS_CATEGORY } from './codes.js';
import { stableUuid, uuidIdentifier } from './ids.js';
import { narrative } from './narrative.js';
import { typedCompositionSections } from './typed-sections.js';
import {
  allergyResource,
  conditionResource,
  deviceResource,
  documentReference,
  encounterResource,
  medicationStatement,
  patientResource,
  practitionerResource,
  stillTaken,
  type Refs,
} from './resources.js';
import { readVitals, vitalObservation } from './vitals.js';

type Entry = { fullUrl: string; resource: Resource };

const PARTICIPANT = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';

/**
 * The note as a FHIR R4 document: a Bundle of type `document` whose first entry is the Composition
 * (one section per report section with its narrative and the resources it states), then the
 * patient, the clinician, the clinic, the consultation, vital signs, medicines, allergies,
 * diagnoses, the recording and transcript, the software that drafted it and its provenance.
 * Drafts are `preliminary`; a signed note is `final` with the signing clinician as attester.
 * Every id comes from the note version, so one version always exports the same document.
 * Given a note of some type, the Composition is of that type, its sections are the type's, and only
 * the resources those sections state go in the document.
 */
export function noteToFhirDocument(doc: NoteDocument, typed?: TypedNote): Bundle {
  const conv = doc.consultation.id;
  const v = String(doc.note.version);
  const url = (...parts: string[]) => `urn:uuid:${stableUuid(...parts)}`;
  const ref = (fullUrl: string, display?: string): AnyRef => ({ reference: fullUrl, ...(display ? { display } : {}) });
  const signed = isSigned(doc);
  const when = doc.note.updatedAt;

  const ids = {
    patient: url('patient', doc.patient.id),
    practitioner: url('practitioner', doc.clinician.id),
    organization: url('organization', doc.clinic.name),
    device: url('device', doc.note.engine),
    encounter: url('encounter', conv),
    composition: url('composition', conv, v),
  };
  const refs: Refs = {
    patient: ref(ids.patient, doc.patient.name),
    practitioner: ref(ids.practitioner, doc.clinician.name),
    encounter: ref(ids.encounter),
    device: ref(ids.device, 'Asha Scribe'),
  };
  const entries: Entry[] = [];
  // Each stated resource carries its fullUrl's uuid as its identifier, so a server asked again
  // (a transaction retried after a lost answer) finds it rather than storing it twice.
  const add = (fullUrl: string, resource: Resource) => {
    entries.push({
      fullUrl,
      resource: { ...resource, identifier: [uuidIdentifier(fullUrl.slice('urn:uuid:'.length))] } as Resource,
    });
    return ref(fullUrl);
  };
  const bySection = new Map<ReportSection, AnyRef[]>();
  const stated = (section: ReportSection, r: AnyRef) => bySection.set(section, [...(bySection.get(section) ?? []), r]);

  const r = doc.report;
  readVitals(r).forEach((reading) => {
    const obs = {
      ...vitalObservation(reading, signed ? 'final' : 'preliminary'),
      category: [VITAL_SIGNS_CATEGORY],
      subject: refs.patient,
      encounter: refs.encounter,
      effectiveDateTime: doc.consultation.recordedAt,
      performer: [refs.practitioner],
    };
    stated('vitals', add(url('vital', conv, v, reading.key), obs));
  });
  stillTaken(r).forEach((m, i) => {
    const res = medicationStatement(refs, {
      name: m.name,
      dosage: m.dosage,
      reason: m.indication,
      action: 'current',
      asserted: when,
    });
    stated('medications', add(url('medication', conv, v, String(i)), res));
  });
  r.allergies.forEach((a, i) =>
    stated('allergies', add(url('allergy', conv, v, String(i)), allergyResource(refs, a, when))),
  );
  r.assessment.forEach((a, i) =>
    stated('assessment', add(url('condition', conv, v, String(i)), conditionResource(refs, a, when))),
  );
  r.plan.medications.forEach((m, i) => {
    const res = medicationStatement(refs, {
      name: m.name,
      dosage: m.instructions,
      reason: null,
      action: m.action ?? 'start',
      asserted: when,
    });
    stated('plan', add(url('plan-medication', conv, v, String(i)), res));
  });
  const sections = typed
    ? typedCompositionSections(typed, bySection)
    : noteSections(r).map((s): CompositionSection => {
        const code =
          SECTION_CODES[s.key === 'followUp' ? 'plan' : (s.section as Exclude<ReportSection, 'patientInfo'>)];
        const entry = s.key === s.section ? bySection.get(s.section) : undefined;
        return {
          title: s.title,
          code: { coding: [{ system: LOINC, code: code.code, display: code.display }], text: s.title },
          text: narrative(s.lines),
          ...(entry?.length ? { entry } : {}),
        };
      });
  if (typed) {
    const shown = new Set(sections.flatMap((s) => (s.entry ?? []).map((e) => e.reference)));
    entries.splice(0, entries.length, ...entries.filter((e) => shown.has(e.fullUrl)));
  }
  const docRef = documentReference(doc, refs, stableUuid('recording', conv), signed ? 'final' : 'preliminary');
  if (docRef) add(url('recording', conv, v), docRef);
  const kind = typed?.template.name ?? 'Consultation note';

  const clinic: Organization = {
    resourceType: 'Organization',
    identifier: [uuidIdentifier(stableUuid('organization', doc.clinic.name))],
    name: doc.clinic.name,
  };
  const composition: Composition = {
    resourceType: 'Composition',
    identifier: uuidIdentifier(stableUuid('composition', conv, v)),
    status: signed ? 'final' : 'preliminary',
    type: { coding: [typed?.template.loinc ? { system: LOINC, ...typed.template.loinc } : NOTE_TYPE], text: kind },
    subject: refs.patient,
    encounter: refs.encounter,
    date: signed ? doc.note.signedAt! : when,
    author: [refs.practitioner, refs.device],
    title: signed ? kind : `${kind} (draft, not signed)`,
    language: 'en',
    custodian: ref(ids.organization, doc.clinic.name),
    ...(signed ? { attester: [{ mode: 'legal' as const, time: doc.note.signedAt!, party: refs.practitioner }] } : {}),
    section: sections,
  };
  const provenance: Provenance = {
    resourceType: 'Provenance',
    target: [ref(ids.composition), ...entries.map((e) => ref(e.fullUrl))],
    occurredDateTime: doc.consultation.recordedAt,
    recorded: signed ? doc.note.signedAt! : when,
    activity: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-DataOperation', code: 'CREATE', display: 'create' }],
    },
    agent: [
      {
        type: {
          coding: [{ system: PARTICIPANT, code: 'author', display: 'Author' }],
          text: 'Draft generated by software',
        },
        who: refs.device,
      },
      signed
        ? {
            type: {
              coding: [{ system: PARTICIPANT, code: 'attester', display: 'Attester' }],
              text: 'Reviewed and signed',
            },
            who: refs.practitioner,
          }
        : {
            type: {
              coding: [{ system: PARTICIPANT, code: 'enterer', display: 'Enterer' }],
              text: 'Reviewing (not signed)',
            },
            who: refs.practitioner,
          },
    ],
    ...(signed
      ? {
          signature: [
            {
              type: [
                { system: 'urn:iso-astm:E1762-95:2013', code: '1.2.840.10065.1.12.1.1', display: "Author's Signature" },
              ],
              when: doc.note.signedAt!,
              who: refs.practitioner,
            },
          ],
        }
      : {}),
  };

  const all: BundleEntry[] = [
    { fullUrl: ids.composition, resource: composition },
    { fullUrl: ids.patient, resource: patientResource(doc) },
    { fullUrl: ids.practitioner, resource: practitionerResource(doc) },
    { fullUrl: ids.organization, resource: clinic },
    { fullUrl: ids.device, resource: deviceResource(doc, stableUuid('device', doc.note.engine)) },
    { fullUrl: ids.encounter, resource: encounterResource(doc, stableUuid('encounter', conv), refs) },
    ...entries,
    { fullUrl: url('provenance', conv, v), resource: provenance },
  ];
  return {
    resourceType: 'Bundle',
    identifier: uuidIdentifier(stableUuid('document', conv, v)),
    type: 'document',
    timestamp: signed ? doc.note.signedAt! : when,
    entry: all,
  };
}

/** The identifier search that finds a resource the server already has (`identifier=system|value`). */
export function identifierQuery(resource: Resource): string | null {
  const id = (
    resource as { identifier?: { system?: string; value?: string } | Array<{ system?: string; value?: string }> }
  ).identifier;
  const first = Array.isArray(id) ? id[0] : id;
  return first?.system && first.value ? `identifier=${encodeURIComponent(`${first.system}|${first.value}`)}` : null;
}

/**
 * The same resources as a transaction for servers that store resources rather than documents:
 * each one created unless the server already has one with its identifier, so a retried send does
 * not make a second patient, clinician or note.
 */
export function documentToTransaction(document: Bundle): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: (document.entry ?? []).map((e) => {
      const resource = e.resource!;
      const ifNoneExist = identifierQuery(resource);
      return {
        fullUrl: e.fullUrl,
        resource,
        request: { method: 'POST', url: resource.resourceType, ...(ifNoneExist ? { ifNoneExist } : {}) },
      };
    }),
  };
}
