import { describe, expect, it } from 'vitest';
import { chiefComplaint } from '../narrative.js';
import { factsFrom as facts, hpiFrom as hpi, rosFrom as ros } from '../testing/said.js';

/*
 * Symptoms said to be over, as recognised speech gives them: lower case, fillers, the fact split over a question
 * and its reply, the clinician restating it. One that is over is told as resolved in the history, not endorsed in
 * today's review of systems, and is not the chief complaint when something of today is said.
 */

const opening = (complaint: string) => `doctor: what brings you in today\npatient: ${complaint}\n`;

describe('a symptom the patient says is over is told as resolved, not as one of today', () => {
  it.each([
    ['headache', 'doctor: any headaches\npatient: they come and go but none this week'],
    ['fever', 'doctor: any fever\npatient: i had a fever friday it broke saturday'],
    ['rash', 'doctor: and the rash you had\npatient: the rash is pretty much cleared up'],
    ['headache', 'doctor: do you get headaches\npatient: i used to get migraines but not since my teens'],
    [
      'fever',
      "doctor: and you had a fever at the start\npatient: yeah for two days\ndoctor: so the fever's gone\npatient: yeah it's gone",
    ],
    ['nausea', 'doctor: any nausea\npatient: i was nauseous the first couple days but it went away'],
    ['cough', "doctor: how's the cough from before\npatient: the cough is finally gone"],
    ['headache', 'doctor: you mentioned a headache on the phone\npatient: oh yeah that went away on its own'],
    ['rash', 'patient: uh the rash on my arm cleared up with the cream'],
    ['swelling', 'doctor: is it swollen\npatient: it was swollen but the swelling went away'],
    ['vomiting', 'doctor: any vomiting\npatient: i was vomiting saturday but it stopped yesterday'],
    ['heartburn', "doctor: how's the heartburn\npatient: the heartburn's gone since i started the pill"],
  ])('%s: %j', (name, talk) => {
    const said = opening('my lower back has been hurting for a week') + talk;
    expect(hpi(said)).toContain(`${name}, now resolved`);
    expect(ros(said)).not.toContain(name);
  });

  it('does not make a complaint that is over the chief complaint when the patient tells of one of today', () => {
    const said =
      opening('i was throwing up all weekend but that stopped on sunday') +
      'doctor: and now\npatient: now i just feel tired';
    const f = facts(said);
    expect(chiefComplaint(f)?.value).toBe('Fatigue');
    expect(f.assessment.map((a) => a.value.diagnosis)).not.toContain('vomiting');
    expect(hpi(said)).toContain('vomiting, now resolved');
  });

  it('keeps the complaint, told as resolved, when nothing of today is said', () => {
    const said = `${opening('um i had diarrhea for a few days last week')}doctor: and is it still going on\npatient: no it's resolved now i'm here for my cholesterol refill`;
    expect(hpi(said)).toContain('diarrhea for a few days, now resolved');
    expect(ros(said)).not.toContain('diarrhea');
  });

  it('keeps as today a symptom whose treatment stopped working, or beside a blood pressure that went down', () => {
    const working = opening("i've had headaches for a month i was taking tylenol but it stopped working");
    expect(ros(working)).toContain('headache');
    expect(hpi(working)).not.toContain('resolved');
    const pressure = `${opening("i've been dizzy for a week")}doctor: and your blood pressure\npatient: it went down after they changed my pills`;
    expect(ros(pressure)).toContain('Endorses dizziness');
  });

  it('keeps the pain of one side when the other side is said to be gone', () => {
    const said =
      "doctor: where is your left shoulder pain\npatient: mostly it's in the back of my shoulder\n" +
      "doctor: good how about the right shoulder\npatient: it hurt really bad yesterday but that's gone away now";
    expect(ros(said)).toContain('shoulder pain');
    expect(hpi(said)).not.toContain('resolved');
  });
});
