import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';

const IG = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition/';
type Json = Record<string, unknown>;

/** What each of the OPConsultRecord's section slices may hold, by its SNOMED CT code. */
const SLICES: Record<string, string[]> = {
  '422843007': ['Condition'],
  '425044008': ['Observation'],
  '722446000': ['AllergyIntolerance'],
  '371529009': ['Condition', 'Procedure'],
  '422432008': ['FamilyMemberHistory'],
  '721963009': ['ServiceRequest'],
  '721912009': ['MedicationStatement', 'MedicationRequest'],
  '736271009': ['Appointment'],
  '371525003': ['Procedure'],
  '306206005': ['ServiceRequest'],
  '404684003': ['Observation'],
  '371530004': ['DocumentReference'],
};

/** The elements each profile of the guide makes required, as paths into the resource (`a.b` reads through arrays). */
const REQUIRED: Record<string, string[]> = {
  Patient: ['identifier.type.coding.code', 'identifier.type.coding.display', 'identifier.value', 'name.text'],
  Practitioner: ['identifier.type.coding.code', 'identifier.type.coding.display', 'identifier.value', 'name.text'],
  Organization: ['identifier.type.coding.code', 'identifier.system', 'identifier.value', 'name'],
  Encounter: ['status', 'class.code', 'subject.reference'],
  Condition: ['code', 'subject.reference'],
  AllergyIntolerance: ['code', 'patient.reference'],
  FamilyMemberHistory: ['status', 'patient.reference', 'relationship'],
  MedicationRequest: [
    'status',
    'intent',
    'medicationCodeableConcept',
    'subject.reference',
    'authoredOn',
    'requester.reference',
    'dosageInstruction',
  ],
  MedicationStatement: ['status', 'medicationCodeableConcept', 'subject.reference'],
  ServiceRequest: ['status', 'intent', 'code', 'subject.reference', 'requester.reference'],
  Procedure: ['status', 'code', 'subject.reference'],
  Appointment: ['status', 'start', 'end', 'participant.actor.reference', 'participant.status'],
  Observation: ['status', 'code.coding.code', 'code.coding.display', 'subject.reference'],
  DocumentReference: ['status', 'content.attachment.contentType', 'content.attachment.data'],
};

function values(v: unknown, path: string[]): unknown[] {
  if (!path.length) return v === undefined || v === null || v === '' ? [] : [v];
  if (Array.isArray(v)) return v.flatMap((x) => values(x, path));
  if (!v || typeof v !== 'object') return [];
  return values((v as Json)[path[0]!], path.slice(1));
}

function codings(v: unknown, at: string, out: Array<[string, Json]>): void {
  if (Array.isArray(v)) return v.forEach((x, i) => codings(x, `${at}[${i}]`, out));
  if (!v || typeof v !== 'object') return;
  for (const [k, x] of Object.entries(v as Json)) {
    if (k === 'coding' && Array.isArray(x)) x.forEach((c, i) => out.push([`${at}.coding[${i}]`, c as Json]));
    else codings(x, `${at}.${k}`, out);
  }
}

/**
 * What an ABDM OP consultation document lacks of what the guide requires, as plain lines (none:
 * conformant): the document Bundle's identifier, timestamp, version and profile; the Composition
 * first, of the OPConsultRecord type, with subject, encounter, author, date, title and coded
 * sections whose entries are of the types their slice allows; every entry with a fullUrl and the
 * guide's profile; every reference resolving inside the Bundle; every coding with system, code and
 * display; and each resource's elements the guide makes required.
 */
export function abdmProblems(b: Bundle): string[] {
  const out: string[] = [];
  const need = (ok: unknown, what: string) => void (ok ? null : out.push(what));
  need(b.type === 'document', 'Bundle.type is not document');
  need(b.identifier?.system && b.identifier.value, 'Bundle.identifier needs system and value');
  need(b.timestamp, 'Bundle.timestamp is missing');
  need(b.meta?.versionId, 'Bundle.meta.versionId is missing');
  need(b.meta?.profile?.includes(`${IG}DocumentBundle`), 'Bundle.meta.profile is not DocumentBundle');
  const entries = b.entry ?? [];
  const byUrl = new Map<string, Resource>();
  entries.forEach((e, i) => {
    need(e.fullUrl && e.resource, `entry[${i}] needs fullUrl and resource`);
    if (e.fullUrl && byUrl.has(e.fullUrl)) out.push(`entry[${i}].fullUrl ${e.fullUrl} is not unique`);
    if (e.fullUrl && e.resource) byUrl.set(e.fullUrl, e.resource);
  });
  const resolve = (ref: unknown) => (typeof ref === 'string' ? byUrl.get(ref) : undefined);
  entries.forEach((e, i) => {
    const r = e.resource as unknown as Json | undefined;
    if (!r) return;
    const type = String(r.resourceType);
    const profiles = (r.meta as { profile?: string[] } | undefined)?.profile ?? [];
    if (type !== 'Device')
      need(
        profiles.some((p) => p.startsWith(IG)),
        `${type} (entry[${i}]) names no profile of the guide`,
      );
    for (const ref of values(r, []).flatMap((x) => refsIn(x)))
      need(resolve(ref), `${type} (entry[${i}]) refers to ${ref}, not in the Bundle`);
    for (const path of REQUIRED[type] ?? [])
      need(values(r, path.split('.')).length, `${type} (entry[${i}]) lacks ${path}`);
    const found: Array<[string, Json]> = [];
    codings(r, type, found);
    for (const [at, c] of found) need(c.system && c.code && c.display, `${at} needs system, code and display`);
  });
  const c = entries[0]?.resource as Composition | undefined;
  if (c?.resourceType !== 'Composition') return [...out, 'the first entry is not a Composition'];
  need(c.meta?.profile?.includes(`${IG}OPConsultRecord`), 'Composition.meta.profile is not OPConsultRecord');
  const type = c.type?.coding?.[0];
  need(
    type?.system === 'http://snomed.info/sct' && type.code === '371530004',
    'Composition.type is not SNOMED CT 371530004',
  );
  need(c.status && c.date && c.title, 'Composition needs status, date and title');
  need(
    resolve(c.subject?.reference)?.resourceType === 'Patient',
    'Composition.subject is not the Patient in the Bundle',
  );
  need(
    resolve(c.encounter?.reference)?.resourceType === 'Encounter',
    'Composition.encounter is not the Encounter in the Bundle',
  );
  need(
    c.author?.length && c.author.every((a) => resolve(a.reference)),
    'Composition.author is missing or not in the Bundle',
  );
  need(c.section?.length, 'Composition has no section');
  let extra = false;
  (c.section ?? []).forEach((s, i) => {
    const code = s.code?.coding?.[0];
    need(code?.code && code.display && code.system, `section[${i}] is not coded`);
    need(s.title && (s.text?.div || s.entry?.length), `section[${i}] needs a title and its text or entries`);
    const allowed = code?.system === 'http://snomed.info/sct' ? SLICES[code.code!] : undefined;
    if (!allowed) extra = true;
    else if (extra) out.push(`section[${i}] (${s.title}) comes after a section the guide does not name`);
    for (const e of s.entry ?? []) {
      const target = resolve(e.reference);
      need(target, `section[${i}] entry ${e.reference} is not in the Bundle`);
      if (target && allowed)
        need(allowed.includes(target.resourceType), `section[${i}] (${s.title}) holds a ${target.resourceType}`);
    }
  });
  return out;
}

function refsIn(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(refsIn);
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v as Json).flatMap(([k, x]) => (k === 'reference' && typeof x === 'string' ? [x] : refsIn(x)));
}
