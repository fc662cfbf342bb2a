import type { Patient } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { correctionOf } from './edit-patient-dialog';

const patient: Patient = {
  patientId: 'p1',
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '+91 98450 00000',
  gender: null,
  dob: '1980-01-01',
  notes: null,
  preferredLanguage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const form = {
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '+91 98450 00000',
  gender: '',
  dob: '1980-01-01',
  notes: '',
  preferredLanguage: '',
  abhaNumber: '',
};

describe('correcting a patient sends only what changed', () => {
  it('nothing changed → nothing to send', () => {
    expect(correctionOf(patient, form)).toEqual({});
  });

  it('a changed field is sent trimmed; an emptied one is cleared with null; the name is never cleared', () => {
    expect(correctionOf(patient, { ...form, phone: '', gender: ' Female ', name: '' })).toEqual({
      phone: null,
      gender: 'Female',
      name: '',
    });
  });

  it("sends the language of the patient's copy, and null when it goes back to the consultation's", () => {
    expect(correctionOf(patient, { ...form, preferredLanguage: 'ta' })).toEqual({ preferredLanguage: 'ta' });
    expect(correctionOf({ ...patient, preferredLanguage: 'hi' }, form)).toEqual({ preferredLanguage: null });
  });

  it('sends an ABHA number typed, and null when it is removed', () => {
    expect(correctionOf(patient, { ...form, abhaNumber: ' 91 1234 5678 9012 ' })).toEqual({
      abhaNumber: '91 1234 5678 9012',
    });
    expect(correctionOf({ ...patient, abhaNumber: '91-1234-5678-9012' }, form)).toEqual({ abhaNumber: null });
  });
});
