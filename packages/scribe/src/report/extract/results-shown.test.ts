import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const resultsOf = (dialogue: string) => facts(dialogue).results.map((r) => r.value);
const heldOf = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'results')
    .map((h) => h.value.text);

describe('results reviewed on screen, written as a note writes them', () => {
  it('writes what a shown test showed, whoever the labels say said it, and not a denied word', () => {
    expect(
      resultsOf(
        [
          'doctor: hey computer show me the left ankle x-ray',
          'patient: so this shows the bones are lined up',
          'doctor: and there is no fracture',
          'doctor: now show me the labs',
          'doctor: your white count is not elevated and the labs look fine',
        ].join('\n'),
      ),
    ).toEqual(['Left ankle X-ray: good bony alignment, no fracture.', 'Labs: normal.']);
  });

  it('writes what an EKG showed by name, not as normal when only its rhythm was called normal', () => {
    expect(
      resultsOf(
        'doctor: i did review the results of your ekg which showed normal sinus rhythm good r wave progression and evolutionary changes which are anticipated',
      ),
    ).toEqual(['EKG: normal sinus rhythm, good R wave progression, evolutionary changes.']);
    expect(resultsOf('doctor: your ekg was normal')).toEqual(['EKG: normal.']);
  });

  it('writes a low pumping function with its percentage, and a value said with a high result', () => {
    expect(
      resultsOf(
        [
          'doctor: hey computer show me the echo',
          'doctor: it shows a low pumping function of your heart at about 40 %',
          'doctor: show me the a1c',
          'doctor: it has been high at 9',
        ].join('\n'),
      ),
    ).toEqual(['Echocardiogram: low ejection fraction, 40%.', 'Hemoglobin A1c: elevated at 9.']);
  });

  it('reads nothing said of another measure after the test shown, nor what is said of the vital signs shown next', () => {
    expect(
      resultsOf(
        [
          'doctor: show me the rapid strep',
          'doctor: you are positive for strep',
          'doctor: that is a reason why your blood sugar is high',
          'doctor: show me the vital signs',
          'doctor: they look good',
        ].join('\n'),
      ),
    ).toEqual(['Rapid strep test: positive.']);
  });
});

describe('results of tests the clinician names in passing, written as a note writes them', () => {
  it('writes an x-ray reviewed in passing with what it found, denied or seen, and a hedged finding as possible', () => {
    expect(resultsOf('doctor: i reviewed the x-ray of your ankle and there is no evidence of a fracture')).toEqual([
      'Ankle X-ray: no fracture.',
    ]);
    expect(resultsOf('doctor: the ct scan of your belly shows a possible kidney stone on the left')).toEqual([
      'Abdominal CT scan: possible kidney stone.',
    ]);
    expect(
      resultsOf("doctor: we did an x-ray of the foot and i notice some displacement and the bony alignment's good"),
    ).toEqual(['Foot X-ray: good bony alignment, displacement.']);
    // A finding's word that qualifies another is said once, with it.
    expect(
      resultsOf('doctor: the x-ray of your right ankle shows a displaced fracture of the lateral malleolus'),
    ).toEqual(['Right ankle X-ray: displaced fracture.']);
    // 'I've reviewed' is the clinician's own doing; 'I have had an x-ray' is the patient's past test.
    expect(
      resultsOf(
        "doctor: i've reviewed the results of your x-ray of your right foot and it showed subtle dorsal displacement",
      ),
    ).toEqual(['Right foot X-ray: subtle dorsal displacement.']);
    expect(resultsOf('patient: i have had an x-ray of that foot before and it showed a fracture')).toEqual([]);
  });

  it('writes a lab value with its judgement, its unit and when it was taken', () => {
    expect(resultsOf('doctor: your a1c came back at 9.6 which is high')).toEqual(['Hemoglobin A1c: elevated at 9.6.']);
    expect(resultsOf('doctor: two weeks ago your potassium was 3.1')).toEqual(['Potassium: 3.1, 2 weeks ago.']);
    expect(resultsOf('doctor: your echo shows an ejection fraction of 35 percent')).toEqual([
      'Echocardiogram: ejection fraction 35%.',
    ]);
    expect(resultsOf("doctor: your heart's pumping function is about 30 percent")).toEqual([
      'Echocardiogram: ejection fraction 30%.',
    ]);
    expect(resultsOf('doctor: you do have a low pumping function of your heart')).toEqual([
      'Echocardiogram: low ejection fraction.',
    ]);
  });

  it('writes a shown value with its judgement once, though a plan follows it and the judgement was said before', () => {
    expect(
      resultsOf(
        [
          'doctor: they told you in the clinic that your hemoglobin was low',
          'doctor: hey computer show me the hemoglobin',
          "doctor: so your hemoglobin is 9.1 which is quite low so we'll need to look into why",
        ].join('\n'),
      ),
    ).toEqual(['Hemoglobin: low at 9.1.']);
  });

  it("writes an echocardiogram's ejection fraction first, then each valve finding with its grade", () => {
    expect(
      resultsOf(
        'doctor: your echocardiogram shows a normal ef of 60 percent and moderate aortic stenosis and mild tricuspid regurgitation.',
      ),
    ).toEqual(['Echocardiogram: ejection fraction 60%, moderate aortic stenosis, mild tricuspid regurgitation.']);
  });

  it('writes a denied finding with the words that qualify it, once', () => {
    expect(resultsOf('doctor: the mri shows a disc bulge without significant foraminal stenosis.')).toEqual([
      'MRI: no significant foraminal stenosis.',
    ]);
    expect(resultsOf('doctor: your x-ray shows no acute fracture.')).toEqual(['X-ray: no acute fracture.']);
  });

  it('denies a finding by the same words that deny a judgement, a few words before it', () => {
    expect(resultsOf("doctor: i looked at the x-ray of your wrist and i don't see any fracture")).toEqual([
      'Wrist X-ray: no fracture.',
    ]);
  });

  it('writes a pertinent negative said with an imaging finding', () => {
    expect(resultsOf('doctor: the ultrasound shows a small stone in the bladder with no hydronephrosis.')).toEqual([
      'Ultrasound: small kidney stone in the bladder, no hydronephrosis.',
    ]);
  });

  it('writes the size and place said right after a finding, as a clinician needs them to choose treatment', () => {
    expect(
      resultsOf("doctor: the ct shows a stone that's measuring 0.4 centimeters located in the distal left ureter."),
    ).toEqual(['CT scan: kidney stone measuring 0.4 centimeters in the distal left ureter.']);
    // A size said from its point is under one.
    expect(
      resultsOf(
        "doctor: the ct shows a stone measuring point six centimeters in size and it's located in the right kidney.",
      ),
    ).toEqual(['CT scan: kidney stone measuring 0.6 centimeters in the right kidney.']);
    expect(resultsOf('doctor: the mri shows a mass measuring 2 by 3 centimeters in the right kidney.')).toEqual([
      'MRI: mass measuring 2 by 3 centimeters in the right kidney.',
    ]);
  });

  it('writes each test of a lab panel with its own result, a judgement said before its name included', () => {
    expect(
      resultsOf('doctor: your labs showed an elevated alkaline phosphatase at 180 but your tsh was normal'),
    ).toEqual(['Alkaline phosphatase: elevated at 180.', 'TSH: normal.']);
    expect(resultsOf('doctor: your labs were normal except your potassium which was low at 3.1')).toEqual([
      'Potassium: low at 3.1.',
      'Labs: otherwise normal.',
    ]);
    expect(resultsOf('doctor: the ekg showed no changes')).toEqual(['EKG: unchanged.']);
  });

  it('writes a finding with the words that qualify it, once, and looking at a body part does not end the study shown', () => {
    expect(
      resultsOf(
        [
          'doctor: hey computer show me the wrist x-ray',
          'doctor: so looking at your left wrist you do have a fracture',
          'doctor: it is a distal radius fracture',
        ].join('\n'),
      ),
    ).toEqual(['Wrist X-ray: distal radius fracture.']);
  });

  it('writes a test of the labs shown under its own name', () => {
    expect(
      resultsOf(
        ['doctor: hey computer show me the diabetic labs', 'doctor: so your a1c has been a little high at 8.4'].join(
          '\n',
        ),
      ),
    ).toEqual(['Hemoglobin A1c: slightly elevated at 8.4.']);
  });

  it('reads no result from a condition named with a test', () => {
    expect(resultsOf('doctor: keep track of your high cholesterol and your thyroid')).toEqual([]);
  });

  it('reads no result from a test still to come, one supposed, or a lab test said to find a fracture', () => {
    expect(
      resultsOf(
        [
          "doctor: i'm ordering an mri to look for a tear",
          'doctor: assuming the ultrasound is normal we can go ahead with surgery',
          'doctor: we need an x-ray to make sure there is no fracture',
          'doctor: your creatinine is high so it could be a kidney stone',
        ].join('\n'),
      ),
    ).toEqual(['Creatinine: elevated.']);
  });

  it('writes a size said before a finding with its numbers, and leaves out a unit whose number was not heard', () => {
    expect(resultsOf('doctor: the ct scan showed a 2 centimeter kidney stone in the left ureter.')).toEqual([
      'CT scan: 2 centimeter kidney stone in the left ureter.',
    ]);
    expect(resultsOf('doctor: the ct scan showed a 3 by 4 centimeter mass in the liver.')).toEqual([
      'CT scan: 3 by 4 centimeter mass.',
    ]);
    expect(resultsOf('doctor: the ct scan showed a centimeter mass in the liver.')).toEqual(['CT scan: mass.']);
  });

  it('writes where an image was taken before its name, the side said with it; a lab test has no site', () => {
    expect(resultsOf('doctor: i looked at the x-ray of your left shoulder and there is no fracture')).toEqual([
      'Left shoulder X-ray: no fracture.',
    ]);
    expect(resultsOf('doctor: so your right knee x-ray is normal')).toEqual(['Right knee X-ray: normal.']);
    expect(resultsOf('doctor: the mri of your lower back is normal')).toEqual(['Lumbar spine MRI: normal.']);
    // The study shown, named again where its result is said, with where it was taken.
    expect(
      resultsOf(
        ['doctor: hey dragon show me the x-rays', 'doctor: your x-ray of your elbow shows no fracture'].join('\n'),
      ),
    ).toEqual(['Elbow X-ray: no fracture.']);
    // A name that says where ('chest x-ray') is not written with it twice.
    expect(resultsOf('doctor: your chest x-ray shows no pneumonia')).toEqual(['Chest X-ray: no pneumonia.']);
    // Nor one whose name says the part it images: an echocardiogram is of the heart.
    expect(resultsOf('doctor: the echo of your heart is normal')).toEqual(['Echocardiogram: normal.']);
    expect(resultsOf('doctor: your hemoglobin in your blood is low at 8')).toEqual(['Hemoglobin: low at 8.']);
  });

  it("does not call a study normal beside what it found: 'normal' was said of another part", () => {
    expect(
      resultsOf(
        'doctor: i reviewed the x-ray of your wrist which shows a distal radius fracture, the elbow is normal.',
      ),
    ).toEqual(['Wrist X-ray: distal radius fracture.']);
    expect(resultsOf('doctor: your x-ray is normal, there is no fracture.')).toEqual(['X-ray: no fracture.']);
  });

  it('writes labs said normal with an exception as otherwise normal, and the exception under its own name', () => {
    expect(resultsOf('doctor: your labs look normal except your potassium which is low.')).toEqual([
      'Potassium: low.',
      'Labs: otherwise normal.',
    ]);
  });
});

describe('results of an earlier time, not written as results of today', () => {
  const story = [
    'doctor: you had a ct of your chest on march 3rd , 2018 which showed a mass .',
    'doctor: they did a biopsy in april 2018 .',
    'doctor: the pathology came back positive .',
    'doctor: and your labs today look normal .',
  ].join('\n');

  it('writes a result told with its date with that date, and a result of today as it is', () => {
    expect(resultsOf(story)).toEqual([
      'Chest CT scan (March 2018): mass.',
      'Biopsy (April 2018): positive.',
      'Labs: normal.',
    ]);
  });

  it('writes a result said of today as it is, though a date of something else is said before it', () => {
    expect(resultsOf('doctor: you had surgery in 2015 and your x-ray today shows no fracture .')).toEqual([
      'X-ray: no fracture.',
    ]);
    expect(
      resultsOf(['doctor: you had a ct in may 2019 .', 'doctor: and today the ct shows no mass .'].join('\n')),
    ).toEqual(['CT scan: no mass.']);
  });

  it('offers a result told as back then without a date, and does not write it', () => {
    const then = 'doctor: back then the mri of your knee showed a tear .';
    expect(resultsOf(then)).toEqual([]);
    expect(heldOf(then)).toEqual(['Knee MRI: tear.']);
  });
});

describe('a study written after the site it imaged', () => {
  it('writes its name in lower case after the site, an abbreviation and X-ray kept', () => {
    expect(resultsOf('doctor: the ultrasound of your right breast showed a mass .')).toEqual([
      'Right breast ultrasound: mass.',
    ]);
    expect(resultsOf('doctor: the mri of your left knee showed a tear .')).toEqual(['Left knee MRI: tear.']);
  });

  it('writes each part of a lipid panel with its own value, and offers a number said of the panel alone', () => {
    const said =
      'doctor: so your cholesterol is up . the total cholesterol was 230 . the hdl was 41 and the triglycerides were 180 .';
    const results = resultsOf(said);
    expect(results).toEqual(expect.arrayContaining(['Total cholesterol: 230.', 'HDL: 41.']));
    expect(results.join(' ')).not.toMatch(/Lipid panel: 230/);
    expect(resultsOf('doctor: your cholesterol came back at 240 .').join(' ')).not.toMatch(/240/);
    expect(heldOf('doctor: your cholesterol came back at 240 .')).toEqual(['Lipid panel: 240.']);
  });
});
