import { z } from 'zod';

/**
 * The shapes a FHIR export or "Send to record" takes: the default R4 document, or India's ABDM
 * OP consultation record (the NRCeS implementation guide's OPConsultRecord document), which
 * ABDM's health information providers and PHR apps expect.
 */
export const FHIR_PROFILES = {
  default: { label: 'FHIR R4 document' },
  abdm: { label: 'ABDM OP consultation record (India)' },
} as const;
export type FhirProfile = keyof typeof FHIR_PROFILES;
const PROFILES = Object.keys(FHIR_PROFILES) as [FhirProfile, ...FhirProfile[]];

export const FhirProfileSchema = z.enum(PROFILES, { error: `profile must be one of: ${PROFILES.join(', ')}.` });

/** `?profile=` of a FHIR export; without it, the default document. */
export const FhirProfileQuerySchema = z.object({ profile: FhirProfileSchema.default('default') });
