import { describe, expect, it } from 'vitest';
import { ABHA_MESSAGE, AbhaNumberSchema } from './abha.js';
import { FhirProfileQuerySchema } from './fhir-profile.js';

describe('an ABHA number', () => {
  it('is stored as xx-xxxx-xxxx-xxxx however its 14 digits were typed', () => {
    for (const typed of ['91-1234-5678-9012', '91123456789012', ' 91 1234 5678 9012 ', '91-1234 5678-9012'])
      expect(AbhaNumberSchema.parse(typed)).toBe('91-1234-5678-9012');
  });

  it('is refused with a message saying what it must be', () => {
    for (const bad of ['91-1234-5678-901', '911234567890123', 'ravi@abdm', '91-1234-5678-901x', ''])
      expect(AbhaNumberSchema.safeParse(bad).error?.issues[0]?.message).toBe(ABHA_MESSAGE);
  });
});

describe('the FHIR profile of an export', () => {
  it('is the default document unless abdm is asked for, and names the choices when wrong', () => {
    expect(FhirProfileQuerySchema.parse({}).profile).toBe('default');
    expect(FhirProfileQuerySchema.parse({ profile: 'abdm' }).profile).toBe('abdm');
    expect(FhirProfileQuerySchema.safeParse({ profile: 'uscore' }).error?.issues[0]?.message).toBe(
      'profile must be one of: default, abdm.',
    );
  });
});
