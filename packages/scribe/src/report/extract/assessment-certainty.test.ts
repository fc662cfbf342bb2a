import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('a problem is probable or possible only when the clinician hedges it', () => {
  it('writes the clinician’s impression or diagnosis as stated, not as probable', () => {
    expect(assessment('doctor: so my impression is that you have an iron deficiency anemia')).toEqual([
      ['iron deficiency anemia', 'confirmed'],
    ]);
    expect(assessment("doctor: so today i'm going to diagnose you with gout")).toEqual([['gout', 'confirmed']]);
    // A diagnosis first hedged, then stated, is stated.
    expect(
      assessment(
        "doctor: i think you have gout from the look of that toe\ndoctor: so i'm going to diagnose you with gout",
      ),
    ).toEqual([['gout', 'confirmed']]);
    // A diagnosis explained from today's results is stated; one waiting on them is not.
    expect(assessment('doctor: i think you do have emphysema from your breathing tests and your x-ray')).toEqual([
      ['copd', 'confirmed'],
    ]);
    expect(assessment("doctor: i think you have a fracture, we'll know more from the x-ray")).toEqual([
      ['fracture', 'probable'],
    ]);
    // A hedge inside the impression is still a hedge.
    expect(assessment('doctor: my impression is that this could be a gallstone')).toEqual([['gallstone', 'possible']]);
  });

  it('writes the cause a clinician weighs over another as probable, and names it rather than the complaint', () => {
    const weighed =
      "doctor: so the back pain the first problem that you're here today for i think this is more of a muscular sprain i'm gon na start naprosyn";
    expect(assessment(weighed)).toEqual([['muscular sprain', 'probable']]);
    // 'more likely' is the hedge it always was, not 'more like'.
    expect(assessment('doctor: i think it is more likely a muscle strain')).toEqual([['muscle strain', 'probable']]);
  });

  it('writes the opinion that follows an announced impression as stated; a hedge in it stays a hedge', () => {
    expect(
      assessment('doctor: let me talk about my impression and plan\ndoctor: i think that you have plantar fasciitis'),
    ).toEqual([['plantar fasciitis', 'confirmed']]);
    expect(
      assessment('doctor: my assessment and plan here so for the first problem i do believe that he has a motor tic'),
    ).toEqual([['motor tic', 'confirmed']]);
    expect(assessment('doctor: my impression and plan i think you probably have a sprain')).toEqual([
      ['sprain', 'probable'],
    ]);
    // Without the announcement, 'i think' is the clinician's reading.
    expect(assessment('doctor: i think you have plantar fasciitis')).toEqual([['plantar fasciitis', 'probable']]);
  });

  it('gives a symptom listed as a problem no certainty: only its cause can be in doubt', () => {
    expect(assessment('doctor: i think you have some chest pain here')).toEqual([['chest pain', null]]);
    expect(assessment('doctor: i think you have a tension type headache')).toEqual([
      ['tension type headache', 'probable'],
    ]);
  });

  it('lists no operation as a diagnosis: a heading that names care given is offered instead', () => {
    const d = 'doctor: and from a knee replacement standpoint everything seems to be healing well';
    expect(assessment(d)).toEqual([]);
    expect(assessment('doctor: from a diabetes standpoint your sugars look good')).toEqual([['diabetes', 'confirmed']]);
  });

  it('writes a diagnosis consistent with a result, or treated, as stated; a hedge stays a hedge', () => {
    expect(assessment('doctor: so your x-ray is consistent with a scaphoid fracture')).toEqual([
      ['scaphoid fracture', 'confirmed'],
    ]);
    expect(assessment('doctor: and your blood work was consistent with hypothyroidism')).toEqual([
      ['hypothyroidism', 'confirmed'],
    ]);
    expect(
      assessment(
        'doctor: your symptoms are consistent with plantar fasciitis and i recommend a night splint and stretching',
      ),
    ).toEqual([['plantar fasciitis', 'confirmed']]);
    expect(
      assessment(
        "doctor: your symptoms are consistent with a right wrist sprain and the best treatment for now is to rest it, i'm also going to prescribe a splint",
      ),
    ).toEqual([['right wrist sprain', 'confirmed']]);
    // Said alone, with no result or treatment, it is the clinician's reading.
    expect(assessment('doctor: your symptoms are consistent with plantar fasciitis')).toEqual([
      ['plantar fasciitis', 'probable'],
    ]);
    // A hedge treated is still a hedge: treating a suspicion is common.
    expect(assessment('doctor: i think this could be a sinus infection so i recommend some antibiotics')).toEqual([
      ['sinusitis', 'possible'],
    ]);
    expect(assessment('doctor: the mri is suspicious for a meniscus tear')).toEqual([['meniscus tear', 'possible']]);
  });
});
