import { describe, expect, it } from 'vitest';
import { buildReport } from '../build.js';
import { assessmentFrom as assessment, factsFrom, flagsOf } from '../testing/said.js';

/** The assessment lines offered as said, not in the note. */
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

/** The checker's flags on the assessment the writer wrote from the same words. */
function assessmentFlags(dialogue: string) {
  const written = buildReport(factsFrom(dialogue)).report.assessment;
  return flagsOf(dialogue, (r) => (r.assessment = written));
}

describe('problems as clinicians state them in speech: the name, with its certainty', () => {
  it.each([
    [
      "doctor: okay so i think what's going on is probably a uh a sprain of your ankle\npatient: okay",
      [['sprain of ankle', 'probable']],
    ],
    [
      "doctor: so number one your knee pain i think it's arthritis number two your reflux we'll continue the omeprazole\npatient: okay",
      [
        ['knee pain', null],
        ['arthritis', 'probable'],
        ['reflux', null],
      ],
    ],
    ['doctor: yeah that sounds like carpal tunnel to me\npatient: hm', [['carpal tunnel syndrome', 'probable']]],
    [
      "doctor: i'm a little concerned about a blood clot so we're gonna get an ultrasound of that leg\npatient: okay",
      [['blood clot', 'possible']],
    ],
    ["doctor: looks like you've got a little bit of bronchitis\npatient: okay", [['bronchitis', 'probable']]],
    [
      "doctor: the biopsy came back and it's not cancer it's a benign cyst\npatient: thank god",
      [
        ['cancer', 'ruled out'],
        ['benign cyst', 'confirmed'],
      ],
    ],
    ["doctor: i'm pretty sure this is the flu\npatient: ugh", [['flu', 'probable']]],
    [
      "doctor: we need to rule out appendicitis so i'm sending you for a ct scan\npatient: okay",
      [['appendicitis', 'possible']],
    ],
    [
      "doctor: it's not a fracture it's a sprain\npatient: okay",
      [
        ['fracture', 'ruled out'],
        ['sprain', 'confirmed'],
      ],
    ],
    ["doctor: and so um what we're dealing with here is uh gout\npatient: gout really", [['gout', 'probable']]],
    ["doctor: it's possible you have a kidney stone\npatient: oh no", [['kidney stone', 'possible']]],
    ["doctor: your urine test was clean so it's not an infection\npatient: okay", [['infection', 'ruled out']]],
    ["doctor: i'm worried this could be appendicitis\npatient: oh", [['appendicitis', 'possible']]],
    [
      "doctor: no it's not shingles it's probably contact dermatitis from the new soap\npatient: oh okay",
      [['contact dermatitis', 'probable']],
    ],
    ['doctor: this is a sinus infection\npatient: okay', [['sinusitis', 'confirmed']]],
    ['doctor: so the diagnosis is um pneumonia in your right lung\npatient: okay', [['pneumonia', 'confirmed']]],
    ['doctor: i suspect you might have sleep apnea\npatient: my wife says i snore', [['sleep apnea', 'possible']]],
    ["doctor: i think it's probably just your allergies acting up\npatient: okay", [['allergies', 'probable']]],
    ["doctor: it's probably just your allergies\npatient: okay", [['allergies', 'probable']]],
    ['doctor: so i think this is most likely just a viral infection\npatient: okay', [['viral infection', 'probable']]],
    ["doctor: you've got a lot of arthritis in that knee\npatient: yeah", [['arthritis', 'confirmed']]],
    [
      'doctor: the x-ray shows a significant amount of arthritis in the knee\npatient: okay',
      [['arthritis', 'confirmed']],
    ],
    ['doctor: we were worried about angina while evaluating your jaw pain\npatient: okay', [['angina', 'possible']]],
  ])('%j', (said, lines) => {
    expect(assessment(said)).toEqual(lines);
  });

  it.each([
    "doctor: we'll probably just watch it for now\npatient: okay",
    "doctor: so i think what we'll do is uh get some blood work\npatient: okay",
  ])('a plan is no problem: %j', (said) => {
    expect(assessment(said)).toEqual([]);
  });

  it("holds a describing word said alone ('it's most likely viral'), offering it", () => {
    const said = "doctor: it's most likely viral so um you know fluids and rest\npatient: alright";
    expect(assessment(said)).toEqual([]);
    expect(offered(said)).toEqual(['Viral']);
  });

  it('holds a measure named alone, offering it', () => {
    const said = "doctor: for your blood pressure let's keep you on the lisinopril\npatient: sounds good";
    expect(assessment(said)).toEqual([]);
    expect(offered(said)).toEqual(['Blood pressure']);
  });
});

describe('a problem named after a denial in speech is not read as denied by the checker', () => {
  it.each([
    [
      "doctor: this is not a stroke your brain scan was fine it's most likely a migraine\npatient: okay",
      [
        ['stroke', 'ruled out'],
        ['migraines', 'probable'],
      ],
    ],
    [
      "doctor: so your heart isn't pumping as strong as it should that's what we call heart failure\npatient: oh wow",
      [['heart failure', 'confirmed']],
    ],
  ])('%j', (said, lines) => {
    expect(assessment(said)).toEqual(lines);
    expect(assessmentFlags(said)).toEqual([]);
  });
});

describe('more ways a clinician states a problem in speech', () => {
  it.each([
    // a tear said as the adjective, with the article stammered
    ['doctor: so you have a a a torn meniscus\npatient: okay', [['torn meniscus', 'confirmed']]],
    // a diagnosis grounded in the exam is no sign the exam found
    [
      'doctor: based on your exam you have a lateral ankle sprain\npatient: okay',
      [['lateral ankle sprain', 'confirmed']],
    ],
    // the name after 'a condition called', not the words before it
    [
      "doctor: you're suffering from a condition called plantar fasciitis\npatient: okay",
      [['plantar fasciitis', 'probable']],
    ],
    // the problem the plan turns to, named after 'is your', which asks nothing here
    ["doctor: so the first problem is your chest pain we'll get an ekg\npatient: okay", [['chest pain', null]]],
    // a cause hedged between the verb and 'from'
    [
      'doctor: so your knee pain is likely from osteoarthritis\npatient: okay',
      [
        ['osteoarthritis', 'probable'],
        ['knee pain', null],
      ],
    ],
    ["doctor: you've developed a sinus infection\npatient: okay", [['sinusitis', 'confirmed']]],
    // how well a managed condition is doing, said inside the phrase
    ['doctor: so your diabetes is under good control\npatient: good', [['diabetes', 'confirmed']]],
  ])('%j', (said, lines) => {
    expect(assessment(said)).toEqual(lines);
  });

  it('still holds a sign the exam finds', () => {
    const said = 'doctor: on your heart exam you do have a murmur\npatient: okay';
    expect(assessment(said)).toEqual([]);
  });
});
