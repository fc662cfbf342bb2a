import { describe, expect, it } from 'vitest';
import { chiefComplaint, hpiSentences } from '../narrative.js';
import { factsFrom } from '../testing/said.js';

const complaint = (said: string) => chiefComplaint(factsFrom(said))?.value;

describe('a visit to follow up or take over the care of known conditions', () => {
  it('is the chief complaint, not a symptom the review of systems turns up', () => {
    const d = [
      "doctor: you're here for a follow-up of your hypothyroidism and high cholesterol",
      'doctor: any back pain?',
      'patient: yes a little back pain sometimes',
    ];
    expect(complaint(d.join('\n'))).toBe('Follow-up of hypothyroidism and high cholesterol');
  });

  it("reads 'we're following up on' and 'here to establish care for'", () => {
    expect(complaint("doctor: so today we're following up on your diabetes\npatient: okay")).toBe(
      'Follow-up of diabetes',
    );
    expect(complaint('doctor: she is here to establish care for a history of breast cancer\npatient: yes')).toBe(
      'Establishing care for breast cancer',
    );
  });

  it('opens the history of present illness', () => {
    const d = "doctor: this is a 50 year old man here for a follow-up of his gout\npatient: it's been fine";
    expect(hpiSentences(factsFrom(d))[0]!.text).toMatch(/presenting for follow-up of gout/);
  });

  it('tells a visit to establish care by its purpose', () => {
    const d = 'doctor: she is here to establish care for her ovarian cancer\npatient: yes';
    expect(hpiSentences(factsFrom(d))[0]!.text).toMatch(/presenting to establish care for ovarian cancer/);
  });

  it('is a follow-up visit when the clinician opens with the last visit and no complaint is stated', () => {
    const d = [
      'doctor: good to see you again anything new since your last visit',
      'patient: no not really i got the labs done',
      'doctor: any skin problems',
      'patient: sometimes a rash with new soaps',
    ];
    expect(complaint(d.join('\n'))).toBe('Follow-up visit');
    expect(hpiSentences(factsFrom(d.join('\n')))[0]!.text).toMatch(/presenting for follow-up visit/);
  });

  it('needs a condition named: a follow-up of nothing medical is no reason', () => {
    expect(complaint("doctor: you're here for a follow-up of that\npatient: yes and my knee hurts")).not.toMatch(
      /^Follow-up of that/,
    );
  });
});

describe('a visit for prevention', () => {
  it('is the chief complaint, not a symptom mentioned on the way', () => {
    const d = [
      "doctor: hi there, i see you're here for your annual physical",
      'patient: yes, and my shoulder has been a little sore lately',
    ];
    expect(complaint(d.join('\n'))).toBe('Annual physical examination');
  });

  it("reads the patient's own 'just here for a check-up'", () => {
    const d = [
      'doctor: what brings you in today',
      "patient: oh nothing really, i'm just here for a check-up, maybe a cough",
    ];
    expect(complaint(d.join('\n'))).toBe('Routine check-up');
  });

  it('names a screening procedure as the visit', () => {
    expect(complaint("doctor: so you're in today for a screening colonoscopy\npatient: that's right")).toBe(
      'Screening colonoscopy',
    );
  });

  it("takes the clinician's question when the patient agrees, not when they say no", () => {
    expect(complaint('doctor: so we are here for a wellness check?\npatient: yes, that is right')).toBe(
      'Wellness visit',
    );
    expect(
      complaint('doctor: are you here for a wellness check?\npatient: no, my knee has been hurting for a week'),
    ).not.toBe('Wellness visit');
  });

  it('is not physical therapy, nor a physical talked about another time', () => {
    expect(complaint("doctor: you're here for physical therapy of your knee\npatient: yes")).not.toMatch(/Annual/);
    expect(
      complaint('doctor: what brings you in\npatient: a cough. i had my physical last year and all was fine'),
    ).toBe('Cough');
  });
});

describe('a visit to give up a habit', () => {
  it("is the chief complaint when the patient says they are ready to quit, and not when they say they don't want to", () => {
    const said = (line: string) => `doctor: how are you doing\npatient: ${line}\ndoctor: okay`;
    expect(complaint(said("i'm here i'm just ready to quit smoking but i've been having a hard time with it"))).toBe(
      'Smoking cessation',
    );
    expect(complaint(said('I want some help to stop smoking.'))).toBe('Smoking cessation');
    expect(complaint(said("i don't want to quit smoking"))).toBeUndefined();
  });
});
