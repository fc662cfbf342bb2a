import { describe, expect, it } from 'vitest';
import { CreatePatientRequestSchema, UpdatePatientRequestSchema } from './patient.js';
import { optionalText, requiredText } from './text-field.js';

describe('text fields refuse control characters', () => {
  it.each(['Asha\u0000Rao', 'Asha\u001bRao', 'Asha\u007fRao', 'Asha\u0007'])(
    'refuses %j with a message that names the field',
    (name) => {
      const r = requiredText('Name', 200).safeParse(name);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(
        'Name contains a control character (such as NUL): remove it and try again.',
      );
    },
  );

  it('keeps tabs and line breaks, which people type in notes', () => {
    expect(optionalText('Notes', 100).parse('line one\nline two\tand a tab\r\n')).toBe('line one\nline two\tand a tab');
  });

  it('every text field of a new patient refuses NUL', () => {
    for (const field of ['name', 'email', 'phone', 'gender', 'notes'] as const) {
      const r = CreatePatientRequestSchema.safeParse({ name: 'Asha Rao', role: 'patient', [field]: 'x\u0000y' });
      expect(r.success, field).toBe(false);
    }
  });
});

describe('a correction of a patient', () => {
  it('leaves absent fields, clears blank or null ones, and checks the rest as on create', () => {
    expect(UpdatePatientRequestSchema.parse({ phone: '', email: null, notes: 'better' })).toEqual({
      phone: null,
      email: null,
      notes: 'better',
    });
    expect(UpdatePatientRequestSchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(UpdatePatientRequestSchema.safeParse({ name: '' }).error!.issues[0]!.message).toBe('Name is required.');
    expect(UpdatePatientRequestSchema.safeParse({ name: 'A\u0000' }).success).toBe(false);
    expect(UpdatePatientRequestSchema.safeParse({}).error!.issues[0]!.message).toBe(
      'Nothing to change: send at least one field.',
    );
  });
});
