import { describe, expect, it } from 'vitest';
import { assessmentFrom } from '../testing/said.js';

const diagnosesOf = (dialogue: string) => assessmentFrom(dialogue).map(([d]) => d);

describe('assessment: a diagnosis of a part with two sides takes the side said for it', () => {
  it('writes the side before the diagnosis, or with the part it is placed at', () => {
    expect(
      diagnosesOf(
        'patient: my left wrist hurts since i fell on it\n' +
          'doctor: on exam of your left wrist there is swelling\ndoctor: i think you have a wrist sprain',
      ),
    ).toEqual(['left wrist sprain']);
    expect(
      diagnosesOf(
        'patient: i hurt my right ring finger in the door\ndoctor: the x-ray shows you have a fracture of the ring finger',
      ),
    ).toEqual(['fracture of the right ring finger']);
  });

  it('knows the part an anatomical name in the diagnosis belongs to', () => {
    expect(
      diagnosesOf(
        'patient: i twisted my left foot stepping off a curb\ndoctor: the x-ray shows you have a lisfranc fracture',
      ),
    ).toEqual(['left lisfranc fracture']);
    expect(
      diagnosesOf(
        'patient: my right knee gave way playing soccer\ndoctor: i think you have a tear of the anterior cruciate ligament',
      ),
    ).toEqual(['tear of the right anterior cruciate ligament']);
  });

  it('places nothing when both sides are said for the part, nor for a part with no sides', () => {
    expect(
      diagnosesOf('patient: both of my knees hurt when i climb stairs\ndoctor: i think you have knee osteoarthritis'),
    ).toContain('bilateral knee osteoarthritis');
    expect(diagnosesOf('patient: my back hurts on the left\ndoctor: i think you have a back strain')).toEqual([
      'back strain',
    ]);
  });
});

describe('assessment: both sides said of the complaint place the diagnosis on both', () => {
  const talk = (order: string) =>
    [
      'doctor: it says here the knee pain is in both knees is that correct',
      'patient: yes both my knees',
      'doctor: and how long has it been going on',
      'patient: about six months',
      'doctor: does anything make it worse',
      'patient: running and squatting',
      'doctor: any swelling',
      'patient: no',
      order,
      'doctor: your symptoms are consistent with patellofemoral pain syndrome',
    ].join('\n');

  it("'both my knees' said by the patient, and an x-ray of both knees, make it bilateral", () => {
    expect(diagnosesOf(talk('doctor: i reviewed the x-rays of both your knees which show no fractures'))).toEqual([
      'bilateral patellofemoral pain syndrome',
    ]);
    expect(diagnosesOf(talk('doctor: okay'))).toEqual(['bilateral patellofemoral pain syndrome']);
  });
});
