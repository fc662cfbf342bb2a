import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

const offered = (dialogue: string, section = 'assessment') =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);
const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const names = (dialogue: string) => assessment(dialogue).map(([name]) => name);

describe('the assessment holds the clinician’s diagnoses, not what is said in their voice of something else', () => {
  it('keeps a sign found on the examination out of the assessment, offered, while the diagnosis after it stands', () => {
    const d = [
      'doctor: on your heart exam you do have a three out of six holosystolic murmur at the apex',
      'doctor: so you have a left knee meniscus tear',
    ].join('\n');
    expect(assessment(d)).toEqual([['left knee meniscus tear', 'confirmed']]);
    expect(offered(d)).toEqual(['3 out of 6 holosystolic murmur']);
  });

  it('keeps a sign found on inspection or in an examination out of the assessment', () => {
    for (const said of [
      'doctor: on inspection you have a small abscess on your upper back',
      'doctor: in the skin examination you do have a cellulitis of the left shin',
    ])
      expect(names(said)).toEqual([]);
  });

  it("keeps a relative's condition, told of as 'he' or 'she' after the relative, out of the assessment", () => {
    const spoken = 'patient: my uncle lived until he was eighty\ndoctor: he had chronic kidney disease';
    const typed = 'Doctor: Your uncle lived until he was eighty, and he had chronic kidney disease.';
    for (const d of [spoken, typed]) expect(names(d)).toEqual([]);
    expect(names('doctor: she has a stress fracture of the foot')).toEqual(['stress fracture of the foot']);
  });

  it('takes no diagnosis from the family history the clinician turns to', () => {
    expect(names("doctor: let's talk about your family history does diabetes run in your family")).toEqual([]);
  });

  it('offers a name given to a sign the examiner finds, but keeps a name given in the assessment', () => {
    const d =
      'doctor: when i press on your elbow i can see that there is some fluid over the joint we call that an effusion';
    expect(names(d)).toEqual([]);
    expect(offered(d)).toEqual(['Effusion']);
    expect(names('doctor: so this thickened nail is what we call onychomycosis')).toEqual(['onychomycosis']);
  });

  it('offers what the examination finds besides the normal, however tentatively worded', () => {
    const d = 'doctor: the rest of your exam is normal other than what seems to be a slight splenomegaly';
    expect(names(d)).toEqual([]);
    expect(offered(d)).toEqual(['Slight splenomegaly']);
  });

  it('keeps a result read out as the diagnosis it shows', () => {
    expect(assessment('doctor: i reviewed the echo and you do have moderate aortic stenosis')).toEqual([
      ['moderate aortic stenosis', 'confirmed'],
    ]);
  });

  it('does not take what the patient reported, relayed by the clinician, as a diagnosis', () => {
    const d =
      'doctor: on your intake form you mentioned that you have some neck pain shoulder pain and high cholesterol';
    expect(names(d)).not.toContain('high cholesterol');
    expect(names(d)).not.toContain('neck pain shoulder pain');
  });

  it('offers the chart’s past read out after "looks like you’ve had", but keeps a result’s "looks like you had"', () => {
    const d = "doctor: and it looks like you've had a mild concussion";
    expect(names(d)).not.toContain('mild concussion');
    expect(offered(d)).toEqual(['Mild concussion']);
    // Weight lost as planned is no problem at all, neither named nor offered.
    expect(offered("doctor: and it looks like you've had a planned weight loss of eighty pounds")).toEqual([]);
    expect(assessment('doctor: the biopsy came back and it looks like you had some colitis')).toEqual([
      ['colitis', 'probable'],
    ]);
  });

  it('takes another name for the problem just named as that problem, not a second one', () => {
    const d = [
      'doctor: i do think what you have is patellar tendinopathy',
      'patient: okay',
      "doctor: also known as jumper's knee",
    ].join('\n');
    expect(assessment(d)).toEqual([['patellar tendinopathy', 'probable']]);
  });

  it('names no problem from words running into the next clause or from a risk', () => {
    expect(names("doctor: i'm recommending surgery for your wrist the surgery will line the bones up")).toEqual([]);
    expect(names('doctor: the genetic testing tells us your risk for developing breast cancer')).toEqual([]);
    expect(assessment('doctor: you have a fracture of the distal radius')).toEqual([
      ['fracture of the distal radius', 'confirmed'],
    ]);
  });
});

describe('a drug named as an injection or given by a clinician is not a medicine the patient takes', () => {
  it('offers it for the plan instead of listing it as a current medication', () => {
    const d = [
      'doctor: the options include physical therapy or an injection',
      'patient: we discussed it and she would like to go ahead with the kenalog injection into the shoulder today',
    ].join('\n');
    expect(current(d)).toEqual([]);
    expect(offered(d, 'plan')).toContain('Kenalog injection.');
  });

  it('offers a drug a clinician gave once, not listing it as taken', () => {
    const d = 'doctor: looking at my notes the other doctor gave you forty milligrams of kenalog last time';
    expect(current(d)).toEqual([]);
    expect(offered(d, 'plan')).toContain('Kenalog given.');
    expect(current('patient: he had a fever last night so we gave him some tylenol\ndoctor: okay')).toEqual([
      'tylenol',
    ]);
  });
});
