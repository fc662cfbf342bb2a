import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from './index.js';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment: how else clinicians state a diagnosis', () => {
  it('takes the name a clinician gives it, as sure as the statement it names', () => {
    expect(assessment('Doctor: This is very common. It is called onychomycosis. It is nail fungus.')).toEqual([
      ['onychomycosis', 'confirmed'],
    ]);
    // The lay name and the name given to it are one diagnosis.
    expect(
      assessment('Doctor: It sounds like he might have a stomach flu, also called gastroenteritis in medical terms.'),
    ).toEqual([['gastroenteritis', 'possible']]);
    expect(
      assessment('Doctor: your symptoms seem consistent with a condition we call hypersensitivity pneumonitis'),
    ).toEqual([['hypersensitivity pneumonitis', 'probable']]);
  });

  it('reads results that show a disease, a named subject and a suspicion', () => {
    expect(assessment('Doctor: Her bloodwork came back showing an underactive thyroid.')).toEqual([
      ['hypothyroidism', 'confirmed'],
    ]);
    expect(assessment('Doctor: Your blood work also shows anemia.')).toEqual([['anemia', 'confirmed']]);
    expect(assessment('Doctor: He does have multiple trauma due to the accident.')).toEqual([
      ['multiple trauma', 'confirmed'],
    ]);
    expect(assessment('Doctor: so for the first problem i do believe that karen does have a tic')).toEqual([
      ['tic', 'probable'],
    ]);
    expect(assessment("Doctor: I'm suspecting coronary spasm, but that's questionable.")).toEqual([
      ['coronary spasm', 'probable'],
    ]);
  });

  it('lists what is named together with the diagnosis', () => {
    expect(assessment('Doctor: My assessment would be mood swings along with postsurgical menopause.')).toEqual([
      ['mood swings', 'confirmed'],
      ['postsurgical menopause', 'confirmed'],
    ]);
  });

  it('takes the conditions the clinician manages, not those past or denied', () => {
    expect(assessment('Doctor: Keep track of your high cholesterol and hypothyroid.')).toEqual([
      ['high cholesterol', 'confirmed'],
      ['hypothyroidism', 'confirmed'],
    ]);
    expect(assessment("Doctor: I'm afraid your diabetes is out of control.")).toEqual([['diabetes', 'confirmed']]);
    expect(assessment('Doctor: Your blood pressure is a little better today.')).toEqual([
      ['hypertension', 'confirmed'],
    ]);
    expect(assessment('Doctor: So, here, your blood pressure is a little high.')).toEqual([
      ['elevated blood pressure', null],
    ]);
    // The same degree words as any condition's course ('getting', 'doing'), from one list.
    expect(assessment('Doctor: Your blood pressure is getting better on the new dose.')).toEqual([
      ['hypertension', 'confirmed'],
    ]);
    expect(assessment('Doctor: Looking at your results I think your kidney failure is resolved.')).toEqual([
      ['kidney failure', null],
    ]);
    expect(assessment('Doctor: You have no history of diabetes. Your blood pressure is normal today.')).toEqual([]);
  });

  it('takes a statement put as a question once the patient confirms it, with the reply as evidence', () => {
    const f = extractFacts(
      transcriptFromText('Doctor: You have atrial fibrillation from the past?\nPatient: Yes, the rhythm problem.'),
    );
    expect(f.assessment).toEqual([
      { value: { diagnosis: 'atrial fibrillation', certainty: 'confirmed' }, segmentIds: ['s1', 's2'] },
    ]);
    expect(assessment('Doctor: And he also has hyperlipidemia?\nPatient: No, that was his brother.')).toEqual([]);
    expect(assessment('Doctor: Do you have asthma?\nPatient: Yes.')).toEqual([]);
  });

  it('reads a disease a visit is for, and the headings of a dictated assessment', () => {
    expect(assessment("Doctor: so he's a 59 year old gentleman here for hypogonadism.")).toEqual([
      ['hypogonadism', null],
    ]);
    const dictated =
      'Doctor: Assessment history of the aortic aneurysm repair: the patient underwent a repair in 2013.\n' +
      'Doctor: Elevated alkaline phosphatase level. Most recent labs showed elevation at 156.\n' +
      'Doctor: Okay. We will order an echocardiogram.';
    // A heading that states an abnormal result is as sure as the result.
    expect(assessment(dictated)).toEqual([
      ['elevated alkaline phosphatase level', 'confirmed'],
      ['history of the aortic aneurysm repair', 'confirmed'],
    ]);
  });

  it("reads the problem the plan turns to as 'the next one is …', 'the last thing is …'", () => {
    const turn = (said: string) => `Doctor: Any pain today?\nPatient: No, I feel fine.\nDoctor: Okay. ${said}`;
    expect(assessment(turn('The next one is diabetes. Your a1c is 5.1 so we will keep the metformin.'))).toEqual([
      ['diabetes', 'confirmed'],
    ]);
    expect(assessment(turn('the last thing is your knee pain, we will get an x-ray.'))).toEqual([['knee pain', null]]);
    expect(assessment(turn('The next one is on Friday.'))).toEqual([]);
  });

  it("reads a dictated 'under X,' as the heading of a problem, not 'under' inside a sentence", () => {
    const dictated =
      'Doctor: so, under the plan. under abnormal weight gain, her suppression test was normal. under her hirsutism, her androgen levels were normal.';
    expect(assessment(dictated)).toEqual([
      ['abnormal weight gain', null],
      ['hirsutism', null],
    ]);
    // 'under' inside a sentence heads no problem; the complaint itself is the visit's problem.
    expect(assessment('Doctor: the pain is under your arm, like a sharp pain.')).toEqual([['arm pain', null]]);
  });

  it('takes the conditions of the patient summary that opens a dictated assessment, not its history', () => {
    const opened =
      'Doctor: Assessment and plan. Mr. Smith is a 45-year-old male with poorly controlled diabetes and a new diagnosis of carpal tunnel syndrome.';
    expect(assessment(opened)).toEqual([
      ['carpal tunnel syndrome', 'confirmed'],
      ['diabetes', 'confirmed'],
    ]);
    // Speech without punctuation, a condition known by its form, what the visit is for left to its own rule.
    const spoken =
      'doctor: assessment and plan\ndoctor: amy is a 22-month-old female twin with smith magenis syndrome who presents for follow up';
    expect(assessment(spoken)).toEqual([['smith magenis syndrome', 'confirmed']]);
    const recited =
      'Doctor: Assessment and plan. She is a 50-year-old female with a history of hypertension and asthma who presents with a cough.';
    expect(assessment(recited)).toEqual([['cough', null]]);
    // Outside an assessment the summary is history.
    expect(assessment('Doctor: Mr. Smith is a 45-year-old male with poorly controlled diabetes and asthma.')).toEqual(
      [],
    );
  });

  it('reads the diagnosis in speech without punctuation, after a question in the same turn', () => {
    const said =
      'doctor: looks like you do not have any fractures or any bony misalignment i do think that what you have is medial epicondylitis which is common';
    expect(assessment(said)).toEqual([['medial epicondylitis', 'probable']]);
    expect(assessment('doctor: any fever i think this is a viral infection')).toEqual([
      ['viral infection', 'probable'],
    ]);
  });

  it('reads code-mixed statements by their English medical words', () => {
    expect(assessment('Doctor: Aapka sugar control mein nahi hai, your diabetes is out of control.')).toEqual([
      ['diabetes', 'confirmed'],
    ]);
    expect(assessment('Doctor: Report mein dikh raha hai, your blood work shows anemia hai.')).toEqual([
      ['anemia', 'confirmed'],
    ]);
  });

  it('takes the complaint a visit is for as its problem only when no diagnosis explains it', () => {
    expect(assessment('Doctor: so gabriel is a 43 year old male here for back pain evaluation')).toEqual([
      ['back pain', null],
    ]);
    expect(assessment('Doctor: He is here for back pain. I think you have an acute lumbar strain.')).toEqual([
      ['acute lumbar strain', 'probable'],
    ]);
    expect(assessment("Doctor: She's a 36-year-old female post bilateral reduction mammoplasty.")).toEqual([
      ['status post bilateral reduction mammoplasty', null],
    ]);
  });

  it('leaves an operation recited in the history to the history', () => {
    const said =
      'doctor: this is a 60 year old male with a past medical history significant for copd status post a lung ' +
      'resection in twenty twelve and asthma who presents for follow-up';
    expect(assessment(said).map(([name]) => name)).not.toContainEqual(expect.stringMatching(/^status post/));
  });

  it('reads exposures, plurals, broken-off words and conditions a question takes as given', () => {
    expect(assessment('Doctor: Your daughter had an exposure to the ant bait.')).toEqual([
      ['exposure to the ant bait', 'confirmed'],
    ]);
    expect(assessment('Doctor: It says you had multiple subcutaneous abscesses on your right thigh.')).toEqual([
      ['multiple subcutaneous abscesses', 'confirmed'],
    ]);
    expect(assessment('Doctor: Keep an eye on your d- diabetes.')).toEqual([['diabetes', 'confirmed']]);
    expect(assessment('Doctor: How long has she been suffering from migraines with aura?')).toEqual([
      ['migraines', null],
    ]);
  });

  it('writes a cause the clinician states as fact as the diagnosis, and keeps a doubted one doubted', () => {
    expect(assessment('doctor: your ankle pain is due to a sprain of the ligament')).toEqual([
      ['sprain of the ligament', 'confirmed'],
    ]);
    expect(assessment('doctor: your ankle pain could be due to a sprain of the ligament')).toEqual([
      ['sprain of the ligament', 'possible'],
    ]);
  });

  it('takes a short yes right after a question as its answer, whoever the labels say spoke it', () => {
    // A second clinician answers, labelled Doctor like the one who asked.
    const f = extractFacts(transcriptFromText('Doctor: And he also has hyperlipidemia?\nDoctor: Yes, he does.'));
    expect(f.assessment).toEqual([
      { value: { diagnosis: 'high cholesterol', certainty: 'confirmed' }, segmentIds: ['s1', 's2'] },
    ]);
  });

  it('reads an assessment in the clinician’s voice even when the speaker is labelled Patient', () => {
    expect(
      assessment('Patient: assessment and plan for you so you do have hepatitis c so we will check your liver'),
    ).toEqual([['hepatitis c', 'confirmed']]);
    expect(assessment('Patient: I think I have the flu.')).toEqual([]);
  });

  it('takes the complaint the patient came with as the problem when the clinician names no diagnosis', () => {
    const said =
      'Doctor: What brings you here today?\nPatient: I am having loose stools for two weeks.\nDoctor: Let me run some tests.';
    expect(assessment(said)).toEqual([['diarrhea', null]]);
    expect(assessment(`${said}\nDoctor: I think this is a viral gastroenteritis.`)).toEqual([
      ['viral gastroenteritis', 'probable'],
    ]);
  });

  it('leaves out questions run into a heading, words said twice and what is not a problem', () => {
    expect(assessment("Doctor: okay let's talk about some other symptoms any joint pain fever weight loss")).toEqual(
      [],
    );
    expect(assessment('Doctor: your bun is the number we look for for dehydration sometimes')).toEqual([]);
    // What an examination or a test looks for is not yet a problem, whatever plan talk follows.
    expect(
      assessment(
        "Doctor: your mcmurray's test is negative, just checking for a meniscus tear. okay so let's talk about your plan",
      ),
    ).toEqual([]);
    expect(assessment("doctor: we'll screen you for diabetes as part of the plan")).toEqual([]);
    // The heading the diagnosis explains gives way to it.
    expect(
      assessment(
        'Doctor: now for for the first concern of right foot pain your right foot pain is due to a lisfranc fracture',
      ),
    ).toEqual([['right lisfranc fracture', 'confirmed']]);
    expect(assessment('Doctor: We now have added hyperglycemia and obstructive sleep apnea.')).toEqual([
      ['hyperglycemia', 'confirmed'],
      ['obstructive sleep apnea', 'confirmed'],
    ]);
  });

  it('reads the pressure said as BP, in English and code-mixed talk', () => {
    expect(assessment('doctor: your bp is a little high today')).toEqual([['elevated blood pressure', null]]);
    expect(assessment('Doctor: Aapka BP thoda high hai, salt kam kijiye.')).toEqual([
      ['elevated blood pressure', null],
    ]);
    expect(assessment('doctor: bp control mein hai continue the amlodipine')).toEqual([['hypertension', 'confirmed']]);
    expect(assessment('doctor: BP konjam high irukku')).toEqual([['elevated blood pressure', null]]);
    expect(assessment('Doctor: Your BP is normal today.')).toEqual([]);
  });

  it('takes no high pressure of another place or time, or only supposed, for a problem of this visit', () => {
    expect(assessment('doctor: your blood pressure was high at the emergency room')).toEqual([]);
    expect(assessment('doctor: during your hospital stay your blood pressure was high')).toEqual([]);
    expect(assessment('doctor: weigh yourself and call me if your blood pressure seems a little high')).toEqual([]);
    expect(assessment('doctor: your blood pressure was a little high when you came in')).toEqual([
      ['elevated blood pressure', null],
    ]);
  });
});

describe('the assessment: a sign the plan takes in turn', () => {
  it('is written as the sign said, not as the diagnosis that may explain it', () => {
    expect(
      assessment(
        'doctor: on rectal exam i appreciate an enlarged prostate\ndoctor: so for your enlarged prostate we will start tamsulosin',
      ),
    ).toEqual([['enlarged prostate', 'confirmed']]);
  });
});
