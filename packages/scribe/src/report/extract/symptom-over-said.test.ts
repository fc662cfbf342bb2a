import { describe, expect, it } from 'vitest';
import { buildReport } from '../build.js';
import {
  bothForms,
  deniedFrom as denied,
  factsFrom as facts,
  hpiFrom as hpi,
  rosFrom as ros,
} from '../testing/said.js';

/*
 * A symptom the patient had and says is over is told in the history as had and resolved: never as one of today
 * (the review of systems, the chief complaint) and never as denied. Each dialogue is tried tidy and as recognised
 * speech gives it (lower case, no punctuation).
 */

const ASKED = 'Doctor: What brings you in today?\nPatient: ';

describe('a symptom said to be over is told as resolved, neither current nor denied', () => {
  it.each([
    [
      'fever',
      `${ASKED}I've had a cough for a week. I also had a fever for three days but the fever went away two days ago.`,
    ],
    ['fever', `${ASKED}I have a sore throat. I had a fever but it broke yesterday.`],
    ['nausea', `${ASKED}I've got stomach pain. The nausea resolved.`],
    ['diarrhea', `${ASKED}Stomach cramps. I had diarrhea last week but it's fine now.`],
    ['vomiting', `${ASKED}My belly still hurts. No more vomiting since Sunday.`],
    ['rash', "Doctor: How's the rash?\nPatient: It's gone.\nDoctor: Any headaches?\nPatient: Yes, every morning."],
    ['rash', "Doctor: How's the rash?\nPatient: That cleared up.\nDoctor: And the knee pain?\nPatient: Still there."],
    ['cough', `${ASKED}I had a bad cough, it stopped after the antibiotics. Now I just have ear pain.`],
    ['headache', `${ASKED}I haven't had a headache since I started the medicine. I'm here for a refill.`],
    ['nausea', `${ASKED}I've had headaches since Monday. I don't have nausea anymore.`],
    ['fever', `${ASKED}The fever is gone but I still have the cough.`],
    ['headache', `${ASKED}My knee. I'm not having any more headaches though.`],
    ['nausea', "Doctor: So you do not have any more nausea?\nPatient: No I don't.\nDoctor: Any fever?\nPatient: No."],
    [
      'vomiting',
      'Doctor: Any vomiting?\nPatient: No, not since Sunday.\nDoctor: And the belly pain?\nPatient: Still there.',
    ],
    ['cough', 'Doctor: Has the cough gone away?\nPatient: Yes.\nDoctor: Any fever?\nPatient: No.'],
    [
      'back pain',
      "Doctor: How's your back pain?\nPatient: Not really having any more.\nDoctor: Any numbness?\nPatient: No.",
    ],
  ])('%s: %j', (name, tidy) => {
    for (const said of bothForms(tidy)) {
      expect(hpi(said)).toContain(`${name}, now resolved`);
      expect(ros(said)).not.toContain(name);
      expect(denied(said)).not.toContain(name);
      expect(facts(said).reason?.value.toLowerCase() ?? '').not.toContain(name);
    }
  });

  it("keeps what is still there beside it: 'the fever is gone but i still have the cough'", () => {
    for (const said of bothForms(`${ASKED}The fever is gone but I still have the cough.`)) {
      expect(facts(said).reason?.value).toBe('cough');
      expect(ros(said)).toContain('Endorses cough');
    }
    for (const said of bothForms(`${ASKED}My belly still hurts. No more vomiting since Sunday.`))
      expect(facts(said).reason?.value.toLowerCase()).toBe('abdominal pain');
  });

  it("lists several over at once: 'no more headaches and a stuffy nose'", () => {
    for (const said of bothForms(`${ASKED}Much better. No more headaches and a stuffy nose.`)) {
      expect(hpi(said)).toContain('headache and congestion, now resolved');
      expect(ros(said)).toBe('');
    }
  });
});

describe('a symptom that goes on is not told as over', () => {
  it.each([
    ['back pain', `${ASKED}My back pain never went away.`],
    ['cough', `${ASKED}The cough hasn't gone away. It's been two weeks.`],
    ['rash', `${ASKED}The rash hasn't cleared up at all.`],
    ['headache', `${ASKED}I've had headaches since Monday.`],
    ['cough', "Doctor: Has the cough gone away?\nPatient: No, it's still there."],
  ])('%s: %j', (name, tidy) => {
    for (const said of bothForms(tidy)) {
      expect(hpi(said)).not.toContain('resolved');
      expect(ros(said)).toContain(`Endorses ${name}`);
    }
  });

  it("a reply that something else is no more ends nothing: 'i can hardly walk anymore'", () => {
    const talk =
      'Patient: My knee hurts.\nDoctor: Does anything make your knee pain worse?\nPatient: Yeah, I can hardly walk anymore.';
    for (const said of bothForms(talk)) expect(ros(said)).toContain('Endorses knee pain');
  });
});

describe("the history's associated symptoms are of today", () => {
  it("lists what goes on, not what is over: 'the fever is gone but i still have the cough'", () => {
    for (const said of bothForms(`${ASKED}I have a headache. The fever is gone but I still have the cough.`)) {
      const listed = buildReport(facts(said)).report.historyOfPresentIllness.associatedSymptoms;
      expect(listed).toContain('cough');
      expect(listed).not.toContain('fever');
    }
  });
});
