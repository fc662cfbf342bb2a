import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('onset and duration: only a time said of the complaint, as the patient tells it', () => {
  it('dates the complaint by the day the patient tells it happened, with a few words between', () => {
    const opening = 'doctor: what brings you in today\npatient: my right knee hurts\n';
    expect(facts(`${opening}patient: i hurt my right knee playing tennis yesterday`).onset?.value).toBe(
      'since yesterday',
    );
    expect(facts('doctor: hello\npatient: my right knee started hurting last night').onset?.value).toBe(
      'since last night',
    );
    // An event told as happening again began before that day.
    expect(facts(`${opening}patient: i hurt it and then i fell again last night`).onset).toBeNull();
  });

  it("takes the day in the answer to 'what happened' when it tells of the complaint", () => {
    const opening = 'doctor: what brings you in today\npatient: my right knee hurts\ndoctor: what happened\n';
    expect(facts(`${opening}patient: i was skiing on saturday and crashed into a fence`).onset?.value).toBe(
      'since saturday',
    );
    // The answer dates another part, or the visit is a follow-up: not the complaint's day.
    expect(facts(`${opening}patient: last week i cut my hand on a can`).onset).toBeNull();
    expect(
      facts(
        'doctor: you are here to follow up on your blood pressure\ndoctor: what happened\npatient: i was at the er on monday',
      ).onset,
    ).toBeNull();
  });

  it('a time that dates a repair or a removal is not when the complaint began', () => {
    const f = facts(
      'doctor: and i know that you had that rotator cuff repaired about eight months ago\ndoctor: how are you doing\npatient: it is doing well my shoulder pain is better',
    );
    expect(f.onset).toBeNull();
  });

  it('a time said with nothing of the complaint is offered as said, not written', () => {
    const f = facts(
      'doctor: what brings you in\npatient: my chest pain from last week\ndoctor: okay\n' +
        'doctor: and i know they took out a cataract from your eye\npatient: mm-hmm\n' +
        "patient: that was three months ago thursday and everything's been fine ever since",
    );
    expect(f.onset).toBeNull();
    expect(f.held.map((h) => h.value.text)).toContain('Onset 3 months ago.');
  });

  it('reads the answer to a question asked with its noun and no question mark ("what day did this happen on")', () => {
    const f = facts(
      'doctor: so what happened to your back\npatient: i felt something pull in my lower back\n' +
        'doctor: and what day did this happen on how long ago\npatient: uh this was about five days ago',
    );
    expect(f.onset?.value).toBe('5 days ago');
  });

  it("the patient's own duration over the one the clinician was told", () => {
    const f = facts(
      "doctor: the medical assistant told me that you had this ulcer on your foot that's been there for a couple of weeks\n" +
        "patient: yeah it's been there gosh it's like six or so weeks right now on my right foot and it's not going away",
    );
    expect(f.duration?.value).toBe('6 weeks');
  });

  it("the patient's reply to the clinician naming the complaint tells how long it has lasted", () => {
    const f = facts(
      'doctor: i see here that you hurt your left ankle can you tell me a little bit more about that\n' +
        "patient: yeah i did we were on a walk and i stepped off the curb it's been killing me for a couple days now",
    );
    expect(f.duration?.value).toBe('2 days');
    const before = facts(
      'doctor: what brings you in\npatient: i hurt my right foot at work\n' +
        "doctor: so you say you've injured your right foot before tell me a little bit about that injury\n" +
        'patient: twenty years ago i broke my ankle and had a cast',
    );
    expect(before.onset).toBeNull();
    // A symptom of that old injury told in the reply does not make its time the complaint's.
    const swells = facts(
      'doctor: what brings you in\npatient: i hurt my right foot at work\n' +
        "doctor: so you say you've injured your right foot before tell me a little bit about that injury\n" +
        'patient: twenty years ago i broke my ankle but you know it swells up at times',
    );
    expect(swells.onset).toBeNull();
  });

  it('a time in advice for the weeks ahead is not how long the complaint has lasted', () => {
    const f = facts(
      "patient: my right knee aches when i run\ndoctor: i think you have a knee sprain from overuse so let's no running for two weeks and we'll see if the knee pain gets better",
    );
    expect(f.duration).toBeNull();
  });
});
