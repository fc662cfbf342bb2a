import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: key signs written as a clinician records them', () => {
  it('keeps the size said before a finding', () => {
    expect(
      valuesOf('doctor: on exam of your left foot there is a 3 by 4 centimeter ulcer on the medial aspect of the foot'),
    ).toEqual({ extremities: 'Left foot: 3 x 4 cm ulcer on the medial aspect.' });
    expect(valuesOf('doctor: on your skin exam i see a 5 mm mass on your scalp')).toEqual({
      generalAppearance: 'Head: 5 mm mass.',
    });
  });

  it('writes a nodule with its size range under the side of the testicle it is in', () => {
    expect(
      valuesOf(
        'doctor: on genital exam the left testicle has a 4 to 5 millimeter firm nodule and the right testicle is normal',
      ),
    ).toEqual({ generalAppearance: 'Left testicle: 4-5 mm nodule. Right testicle: normal.' });
  });

  it('reads fluid seen in the ears as their finding, and the ears no longer normal', () => {
    expect(
      valuesOf(
        'doctor: let me look in your ears\ndoctor: your ears look okay\ndoctor: i do see a little fluid in the ears',
      ),
    ).toEqual({
      generalAppearance: 'Ears: mild fluid.',
    });
  });

  it('writes a pelvic examination under its own heading and an adnexal mass with its side, not under the abdomen', () => {
    expect(
      valuesOf(
        'doctor: on abdominal exam your belly is soft on bimanual exam i appreciate a right adnexal mass and the uterus is normal',
      ),
    ).toEqual({ generalAppearance: 'Abdomen: soft. Right adnexa: mass. Pelvic: normal.' });
  });

  it("reads a thyroid said to be a bit enlarged, and a fluctuant swelling's fluctuance", () => {
    expect(valuesOf("doctor: on exam your thyroid's a bit enlarged")).toEqual({
      generalAppearance: 'Neck: thyromegaly.',
    });
    expect(valuesOf('doctor: on exam of your left knee there is redness with associated fluctuance')).toEqual({
      extremities: 'Left knee: erythema and fluctuance.',
    });
  });

  it("reads no finding from what the patient told or another clinician found, beside this examination's denial", () => {
    expect(
      valuesOf(
        "doctor: on exam there is no edema in your legs\ndoctor: so for the swelling you mentioned i don't see any edema today",
      ),
    ).toEqual({ extremities: 'Lower extremities: no edema.' });
    expect(
      valuesOf(
        "doctor: on your heart exam i don't hear a murmur\ndoctor: about the murmur your cardiologist heard i did not hear one today",
      ),
    ).toEqual({ cardiovascular: 'Heart: no murmur.' });
  });

  it('reads no finding from what the plan does with it', () => {
    expect(
      valuesOf(
        'doctor: on exam your lungs are clear\ndoctor: the nodule in your left testicle should be evaluated by urology',
      ),
    ).toEqual({ respiratory: 'Lungs: clear to auscultation bilaterally.' });
  });

  it("writes a weak grip on its side, and a sign said 'bilateral' of both sides though one side was examined last", () => {
    const said = [
      "doctor: let me do a physical exam here and i'd like you to squeeze my hands",
      "doctor: you seem a little weaker on that left hand is that what you've noticed",
      'patient: yes',
      'doctor: and so you do have a grip strength that is less on the left',
      "doctor: now i'm gonna turn your hand over and tap on the right wrist here does that do anything",
      'patient: i feel a little zing in my fingertips',
      'doctor: and on the left side',
      'patient: same thing',
      "doctor: same thing so you do have a bilateral positive tinel's sign",
    ].join('\n');
    expect(valuesOf(said)).toEqual({
      extremities: 'Left hand: decreased grip strength. Bilateral hands: positive Tinel sign.',
    });
  });

  it('writes pulses the examiner could not feel as no palpable pulses, and strong named pulses as normal', () => {
    expect(valuesOf('doctor: on exam of your left leg i do not feel any pulses')).toEqual({
      extremities: 'Vascular: no palpable pulses.',
    });
    expect(valuesOf('doctor: on exam of your left leg you have strong posterior tibial pulses')).toEqual({
      extremities: 'Vascular: normal pulses.',
    });
  });

  it('reads an enlarged thyroid with another word between, and the other word as its own finding', () => {
    expect(valuesOf('doctor: on your neck exam there is a mildly enlarged nontender thyroid')).toEqual({
      generalAppearance: 'Neck: mild thyromegaly; non-tender.',
    });
  });

  it('writes the prostate felt on a rectal examination under its own heading', () => {
    expect(valuesOf("doctor: on your rectal exam the prostate is enlarged and i don't feel any masses")).toEqual({
      generalAppearance: 'Prostate: enlarged; no mass.',
    });
  });

  it('reads pain on one side of a part with palpation as tenderness there', () => {
    expect(valuesOf('doctor: on exam of your left wrist you have pain on the lateral side with palpation')).toEqual({
      extremities: 'Left wrist: tenderness on the lateral side.',
    });
  });

  it('writes a finding after the pulses under the part examined before them, with its side', () => {
    expect(
      valuesOf(
        'doctor: on exam of your left ankle you have a strong dorsalis pedis pulse and your sensation is intact to light touch',
      ),
    ).toEqual({ extremities: 'Vascular: normal pulses. Left ankle: sensation intact.' });
  });
});

describe('examination: where one finding ends and the next begins in speech run on without a pause', () => {
  it('takes the part the clinician announces examining next, though findings of another part come just before', () => {
    expect(
      valuesOf(
        "doctor: your lungs are clear i'd like to do a focused exam of your right hand i do see some swelling on the top of your hand",
      ),
    ).toEqual({ respiratory: 'Lungs: clear to auscultation bilaterally.', extremities: 'Right hand: swelling.' });
  });

  it('reads a part said again with its side as the subject of what follows it', () => {
    expect(valuesOf("doctor: let's take a look at that wrist left wrist looks like it has some swelling")).toEqual({
      extremities: 'Left wrist: swelling.',
    });
  });

  it('keeps a finding denied at one site beside the same finding present at another', () => {
    expect(
      valuesOf(
        'doctor: on exam of your left elbow there is tenderness over the lateral epicondyle and no tenderness over the medial epicondyle',
      ),
    ).toEqual({
      extremities: 'Left elbow: tenderness over the lateral epicondyle; no tenderness over the medial epicondyle.',
    });
  });

  it('reads a strength graded below five out of five as weakness of the limb it was graded in', () => {
    expect(valuesOf('doctor: on exam your strength is four out of five in the right arm')).toEqual({
      extremities: 'Right arm: decreased strength.',
    });
    expect(valuesOf('doctor: on exam i would rate that three out of five')).toEqual({});
  });

  it('does not write a leg normal beside weakness found in both legs', () => {
    expect(
      valuesOf('doctor: on exam your leg looks good\ndoctor: you have 4 out of 5 strength in your legs bilaterally'),
    ).toEqual({ extremities: 'Lower extremities: decreased strength bilaterally.' });
  });

  it('keeps a normal knee of its own side beside a finding of the other knee', () => {
    expect(valuesOf('doctor: on exam your left knee is normal and your right knee is tender')).toEqual({
      extremities: 'Left knee: normal. Right knee: tenderness.',
    });
  });
});
