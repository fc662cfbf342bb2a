import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('past and family history from the clinician’s questions', () => {
  it('takes the conditions a reply names to a general history question', () => {
    const f = facts(
      'Doctor: Do you have any major medical conditions that I should know about?\nPatient: Yeah, um, prostate cancer.',
    );
    expect(f.conditions).toEqual([{ value: 'prostate cancer', segmentIds: ['s1', 's2'] }]);
  });

  it('takes a condition the question treats as the patient’s, whatever the reply', () => {
    const f = facts("Doctor: How's your asthma since you started the inhaler again?\nPatient: Much better.");
    expect(f.conditions.map((c) => c.value)).toEqual(['asthma']);
    expect(
      facts('doctor: how long have you been living with diabetes\npatient: about thirty five years').conditions.map(
        (c) => c.value,
      ),
    ).toEqual(['diabetes']);
    expect(facts('Doctor: Any diabetes?\nPatient: No.').conditions).toEqual([]);
  });

  it('files a family condition under the family when no relative is named', () => {
    const f = facts('Doctor: Any other health problems in the family?\nPatient: High blood pressure.');
    expect(f.familyHistory.map((h) => h.value)).toEqual([{ relation: 'family', condition: 'hypertension' }]);
    expect(f.conditions).toEqual([]);
  });
});

describe('social history lines', () => {
  it('reads work and where the patient lives as short phrases', () => {
    const f = facts(
      'Doctor: What line of work are you in?\nPatient: I am a homemaker.\nPatient: I have lived in Arizona for the last four years.',
    );
    expect(f.social.occupation?.value).toBe('Works as a homemaker');
    expect(f.social.livingSituation?.value).toBe('Lives in Arizona');
  });
});

describe('why the patient came, in their own words when no symptom name fits', () => {
  it.each([
    ["Doctor: So how're you doing?\nPatient: Fine, but I have this weird lump in my chest.", 'lump in the chest'],
    ['Patient: My physician did a blood test. My potassium is high.', 'high potassium'],
    ['doctor: hi how are you\npatient: i burned my hand', 'hand burn'],
    ['Doctor: What brings you in?\nPatient: Mujhe fever hai since two days.', 'fever'],
  ])('%j → %s', (said, reason) => {
    expect(facts(said).reason?.value).toBe(reason);
  });

  it('finds no complaint in a greeting', () => {
    expect(facts("Doctor: Hi, how are you?\nPatient: I'm good, thanks for asking.").reason).toBeNull();
  });

  it('takes the side the clinician corrects at once', () => {
    expect(facts("Doctor: She's here for left leg pain. Right leg pain, right leg pain?").reason?.value).toBe(
      'right leg pain',
    );
  });
});

describe('words that look like a condition', () => {
  it('does not read costovertebral angle (CVA) tenderness as a stroke', () => {
    expect(
      facts('Doctor: On exam there is CVA tenderness on the right. Your history of stroke is noted.').conditions.map(
        (c) => c.value,
      ),
    ).toEqual(['stroke']);
    expect(facts('Doctor: There is also CVA tenderness on your right flank.').conditions).toEqual([]);
  });
});
