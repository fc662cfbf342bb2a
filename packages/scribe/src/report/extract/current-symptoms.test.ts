import { describe, expect, it } from 'vitest';
import { chiefComplaint } from '../narrative.js';
import { factsFrom, hpiFrom, offeredFrom, presentFrom, rosFrom } from '../testing/said.js';

const lines = (...turns: string[]) => turns.join('\n');

describe('a symptom written as current only when the reading is sure', () => {
  it('a symptom denied and then affirmed is offered, not endorsed', () => {
    const said = lines(
      'doctor: so what brings you in today',
      'patient: um my right knee has been hurting for like a week',
      'doctor: okay any chills',
      'patient: uh no',
      'doctor: okay',
      'patient: well actually i do get chills at night',
    );
    expect(hpiFrom(said)).not.toMatch(/reports[^.]*chills/);
    expect(rosFrom(said)).not.toMatch(/Endorses[^.]*chills/);
    expect(offeredFrom(said)).toContain('Chills: said; unclear if current (answers conflict)');
    expect(hpiFrom(said)).toMatch(/knee pain/);
  });

  it('a "no" that leads into telling of the symptom is no second answer: it stays the patient\'s', () => {
    const said = lines(
      'doctor: what brings you in',
      'patient: i have had this cough for about a week',
      'doctor: is it getting any better',
      'patient: no i have not slept well the cough keeps me up at night',
    );
    expect(hpiFrom(said)).toMatch(/cough/);
    expect(offeredFrom(said).join(' ')).not.toMatch(/Cough: said/);
  });

  it('a symptom named plainly once and with doubt another time is offered', () => {
    const said = lines(
      'doctor: how have you been feeling',
      'patient: i have been coughing a lot and um i get dizzy in the mornings',
      'doctor: the dizziness is that every morning',
      'patient: i mean maybe a little dizzy i am not really sure',
    );
    expect(presentFrom(said)).toContain('cough');
    expect(presentFrom(said)).not.toContain('dizziness');
    expect(offeredFrom(said)).toContain('Dizziness: said; unclear if current (also said with doubt)');
  });

  it('a symptom the patient affirms and never reads otherwise is written', () => {
    const said = lines(
      'doctor: what brings you in',
      'patient: i have had this cough for about two weeks',
      'doctor: okay and any nausea',
      'patient: yeah i have been nauseous most mornings',
    );
    expect(hpiFrom(said)).toMatch(/reports nausea/);
    expect(offeredFrom(said).join(' ')).not.toMatch(/unclear if current/);
  });

  it('the complaint the visit is for keeps its own history', () => {
    const said = lines(
      'doctor: what brings you in today',
      'patient: headaches they have been really bad this week',
      'doctor: have you had them before',
      'patient: yeah i had headaches years ago too',
    );
    const facts = factsFrom(said);
    expect(facts.symptomReadings.map((r) => r.value)).toContainEqual({ symptom: 'headache', reading: 'past' });
    expect(chiefComplaint(facts)?.value).toBe('Headache');
  });
});

describe('the chief complaint', () => {
  it('stays the reason the patient came for when its symptom is offered', () => {
    const said = lines(
      'doctor: what brings you in today',
      'patient: i have been getting dizzy spells',
      'doctor: okay and uh any dizziness',
      'patient: no',
    );
    const facts = factsFrom(said);
    expect(chiefComplaint(facts)?.value).toBe('Dizziness');
    expect(rosFrom(said)).not.toMatch(/Endorses[^.]*dizziness/);
    expect(offeredFrom(said)).toContain('Dizziness: said; unclear if current (answers conflict)');
  });

  it("a no to a question limited to a time or a setting leaves the symptom the patient's", () => {
    const said = lines(
      'doctor: what brings you in today',
      'patient: i have been getting dizzy spells',
      'doctor: okay are you dizzy right now',
      'patient: no',
    );
    expect(rosFrom(said)).toMatch(/Endorses dizziness/);
  });

  it('is never a symptom the patient says is over', () => {
    const said = lines(
      'doctor: how are things',
      'patient: um i was throwing up on the weekend but that stopped',
      'doctor: okay good',
    );
    const facts = factsFrom(said);
    expect(facts.resolvedSymptoms.map((s) => s.value)).toContain('vomiting');
    expect(chiefComplaint({ ...facts, reason: null })).toBeNull();
  });
});
