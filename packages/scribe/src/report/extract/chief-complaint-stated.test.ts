import { describe, expect, it } from 'vitest';
import { chiefComplaint } from '../narrative.js';
import { assessmentFrom as assessment, factsFrom as facts } from '../testing/said.js';

const complaint = (said: string) => chiefComplaint(facts(said))?.value;

describe('the chief complaint is what the clinician says the visit is for', () => {
  it('reads the reason past words between the cue and its link, not the reply to how the patient is doing', () => {
    expect(
      complaint(
        "doctor: so you have a history of asthma and you're coming in and for evaluation of a newly diagnosed lymphoma so how are you doing today\n" +
          "patient: i'm doing okay a bit depressed but okay",
      ),
    ).toBe('Newly diagnosed lymphoma');
    expect(
      complaint(
        'doctor: good to see you so i see you here in my notes for evaluation of gallstones your your pcp said you had some\n' +
          'patient: yeah i had this pain in my belly and then some nausea',
      ),
    ).toBe('Gallstones');
    expect(
      complaint(
        'doctor: maria is a 45 year old female who comes in for evaluation of a new left hand tremor\n' +
          "patient: hi doctor i'm alright",
      ),
    ).toBe('New left hand tremor');
    // Speech with no commas runs the complaint into the next sentence: it ends with the complaint's words.
    expect(
      complaint(
        'doctor: lily is a 6 year old female who comes in for evaluation of a new right eye twitch lily is accompanied by her mother\n' +
          'patient: hi',
      ),
    ).toBe('New right eye twitch');
    // A dictation's 'now status post …' goes on to what was done since: the reason ends before it.
    expect(
      complaint(
        'doctor: he is a 60 year old male who presents for hospital follow-up after a heart attack now status post a stent\n' +
          "patient: i'm doing fine",
      ),
    ).toBe('Hospital follow-up after a heart attack');
  });

  it('takes the complaint the clinician tells back, over a later symptom in the reply', () => {
    expect(
      complaint(
        "doctor: it looks like you've been having some difficulty swallowing for a while what's going on\n" +
          'patient: it is hard to get food down and it hurts in my chest when i swallow',
      ),
    ).toBe('Difficulty swallowing');
    expect(
      complaint(
        "doctor: hi sam what's going on the nurse told me that you're having some trouble urinating\n" +
          'patient: yeah for a few months now and my stream is weak',
      ),
    ).toBe('Difficulty urinating');
  });

  it('takes abnormal labs or a hospital stay the visit is for, not a symptom asked about after', () => {
    expect(
      complaint(
        'doctor: ms gray is a 60-year-old woman who presents today for an abnormal lab finding so your iron came back low how have you been feeling\n' +
          "patient: i've been really tired and a bit dizzy",
      ),
    ).toBe('Abnormal lab finding');
    expect(
      complaint(
        'doctor: so i was told you were in the hospital for some pneumonia what happened\n' +
          'patient: my ankles were swollen and i could not catch my breath',
      ),
    ).toBe('Pneumonia');
  });
});

describe('the assessment names each problem once, by a condition’s name', () => {
  it('does not write pain with no part named as a problem', () => {
    expect(
      assessment(
        'doctor: you have a kidney stone so i will prescribe oxycodone for pain and you can take tylenol for the pain',
      ),
    ).toEqual([['kidney stone', 'confirmed']]);
  });

  it('reads a problem said again after "your" once, and one said in the plural and the singular as one', () => {
    expect(
      assessment('doctor: for your high blood pressure your blood pressure looks pretty good today').map(([d]) => d),
    ).toEqual(['hypertension']);
    expect(
      assessment(
        'doctor: you are here for evaluation of kidney stones\npatient: yes\ndoctor: the ct shows you do have a kidney stone',
      ).map(([d]) => d),
    ).toHaveLength(1);
  });
});
