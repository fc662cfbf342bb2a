import { LOINC } from '../codes.js';

/** The ABDM FHIR implementation guide's canonical base: every profile it defines lives under it. */
const IG = 'https://nrces.in/ndhm/fhir/r4';

/** The guide's profile of a resource, as named in `meta.profile`. */
export const abdmProfile = (name: AbdmProfileName) => `${IG}/StructureDefinition/${name}`;
export type AbdmProfileName =
  | 'DocumentBundle'
  | 'OPConsultRecord'
  | 'Patient'
  | 'Practitioner'
  | 'Organization'
  | 'Encounter'
  | 'Condition'
  | 'AllergyIntolerance'
  | 'FamilyMemberHistory'
  | 'MedicationRequest'
  | 'MedicationStatement'
  | 'ServiceRequest'
  | 'Procedure'
  | 'Appointment'
  | 'Observation'
  | 'ObservationVitalSigns'
  | 'DocumentReference';

export const SNOMED = 'http://snomed.info/sct';
export const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
/** The guide's identifier types (ABHA number, ABHA address, Aadhaar…). */
export const NDHM_IDENTIFIER_TYPE = `${IG}/CodeSystem/ndhm-identifier-type-code`;
/** Where ABHA numbers are issued: the identifier system the guide's examples give them. */
export const ABHA_SYSTEM = 'https://healthid.ndhm.gov.in';

/** An OP consultation record is a clinical consultation report. */
export const OP_CONSULT_TYPE = { system: SNOMED, code: '371530004', display: 'Clinical consultation report' };

/** The OPConsultRecord's section slices, in the guide's order, each with the SNOMED CT code that names it. */
export const ABDM_SECTIONS = {
  chiefComplaints: { title: 'Chief complaints', code: '422843007', display: 'Chief complaint section' },
  physicalExamination: { title: 'Physical examination', code: '425044008', display: 'Physical exam section' },
  allergies: { title: 'Allergies', code: '722446000', display: 'Allergy record' },
  medicalHistory: { title: 'Medical history', code: '371529009', display: 'History and physical report' },
  familyHistory: { title: 'Family history', code: '422432008', display: 'Family history section' },
  investigationAdvice: { title: 'Investigation advice', code: '721963009', display: 'Order document' },
  medications: { title: 'Medications', code: '721912009', display: 'Medication summary document' },
  followUp: { title: 'Follow up', code: '736271009', display: 'Outpatient care plan' },
  procedure: { title: 'Procedure', code: '371525003', display: 'Clinical procedure report' },
  referral: { title: 'Referral', code: '306206005', display: 'Referral to service' },
  otherObservations: { title: 'Other observations', code: '404684003', display: 'Clinical finding' },
  documentReference: { title: 'Document reference', code: '371530004', display: 'Clinical consultation report' },
} as const;
export type AbdmSectionKey = keyof typeof ABDM_SECTIONS;

/** A referral's category: the service the patient is sent to is in its text. */
export const REFERRAL_CATEGORY = { system: SNOMED, code: '306206005', display: 'Referral to service' };
/** A procedure or operation the clinician recommends or plans. */
export const PROCEDURE_CATEGORY = { system: SNOMED, code: '387713003', display: 'Surgical procedure' };
/**
 * What a result read at the consultation is an observation of: the results are written as said ('Right knee
 * X-ray: no fracture'), the test and its finding together, so each is one narrative of diagnostic data.
 */
export const RESULT_CODE = {
  system: LOINC,
  code: '30954-2',
  display: 'Relevant diagnostic tests/laboratory data Narrative',
};
/** The follow-up visit the clinician asked for. */
export const FOLLOW_UP_TYPE = { system: SNOMED, code: '390906007', display: 'Follow-up encounter' };

export const MR_TYPE = { system: V2_0203, code: 'MR', display: 'Medical record number' };
export const PRN_TYPE = { system: V2_0203, code: 'PRN', display: 'Provider number' };
export const ORG_ID_TYPE = { system: V2_0203, code: 'XX', display: 'Organization identifier' };
export const ABHA_TYPE = {
  system: NDHM_IDENTIFIER_TYPE,
  code: 'ABHA',
  display: 'Ayushman Bharat Health Account (ABHA) ID',
};
