import { describe, expect, it } from 'vitest';
import { redactIdentifiers, restoreDeep } from './index.js';

describe('redactIdentifiers', () => {
  const text =
    'Doctor: Hello Maria Lopez, is your number still 555-123-4567 and email maria.l@example.com?\n' +
    'Patient: Yes. Lopez is fine. I was born on March 4, 1980. My other phone is (415) 555 0199.';

  it('replaces name, phones, emails and date of birth with placeholders, and puts them back', () => {
    const r = redactIdentifiers(text, { name: 'Maria Lopez', dob: '1980-03-04' });
    for (const secret of ['Maria', 'Lopez', '555-123-4567', 'maria.l@example.com', 'March 4, 1980', '(415) 555 0199']) {
      expect(r.text).not.toContain(secret);
    }
    expect(r.text).toContain('Hello [PATIENT_NAME]');
    expect(r.text).toContain('[PHONE_1]');
    expect(r.text).toContain('[PHONE_2]');
    expect(r.text).toContain('[EMAIL_1]');
    expect(r.text).toContain('born on [DOB]');
    expect(r.restore(r.text)).toBe(text.replace('Lopez is fine', 'Maria Lopez is fine'));
    expect(restoreDeep({ a: ['[PATIENT_NAME] called from [PHONE_1]'] }, r.restore)).toEqual({
      a: ['Maria Lopez called from 555-123-4567'],
    });
  });

  it("replaces the record's own phone and email even when written unusually", () => {
    const r = redactIdentifiers('call me at 5551234567 ext or mail maria at clinic dot org; also x@y.io', {
      phone: '5551234567',
      email: 'x@y.io',
    });
    expect(r.text).toBe('call me at [PHONE_1] ext or mail maria at clinic dot org; also [EMAIL_1]');
    expect(r.restore(r.text)).toContain('5551234567');
  });

  it('leaves doses and readings alone', () => {
    const clinical = 'BP 120/80, lisinopril 20 mg, follow up 2025-03-01 at 10:30';
    expect(redactIdentifiers(clinical, {}).text).toBe(clinical);
  });
});
