import { describe, expect, it } from 'vitest';
import { factsFrom as facts, presentFrom as present, deniedFrom as denied, hpiFrom } from '../testing/said.js';

/** The symptoms the reading holds as had and over by today. */
const over = (dialogue: string) =>
  facts(dialogue)
    .resolvedSymptoms.map((s) => s.value)
    .sort();

describe('a symptom the clinician asks about', () => {
  it('is present when the patient affirms it, with the question and the reply as evidence', () => {
    const f = facts('Doctor: Any chest pain?\nPatient: Yes, mostly when I climb stairs.');
    expect(f.symptoms).toEqual([{ value: 'chest pain', segmentIds: ['s1', 's2'] }]);
  });

  it('is denied when the patient denies it, and unknown when the reply says neither', () => {
    expect(denied('Doctor: Any chest pain?\nPatient: No.')).toEqual(['chest pain']);
    const unclear = facts('Doctor: Any chest pain?\nPatient: My daughter drove me here today.');
    expect(unclear.symptoms).toEqual([]);
    expect(unclear.negatedSymptoms).toEqual([]);
  });

  it.each([
    ['No, not really.', false],
    ["I don't think so.", false],
    ['Nothing like that.', false],
    ['Uh, I have not.', false],
    ['A little.', true],
    ['Sometimes, in the evening.', true],
    ['Kind of, yeah.', true],
  ])('reads the reply %j', (reply, affirmed) => {
    const f = facts(`Doctor: Have you had any dizziness?\nPatient: ${reply}`);
    expect(f.symptoms.map((s) => s.value)).toEqual(affirmed ? ['dizziness'] : []);
    expect(f.negatedSymptoms.map((s) => s.value)).toEqual(affirmed ? [] : ['dizziness']);
  });

  it('takes a reply that names some of the symptoms asked about at its word', () => {
    const text = 'Doctor: Any fever, chills or cough?\nPatient: Just the chills.';
    expect(present(text)).toEqual(['chills']);
    expect(denied(text)).toEqual(['cough', 'fever']);
    // A bare 'yes' to several symptoms does not say which: none is recorded as present.
    expect(present('Doctor: Any fever, chills or cough?\nPatient: Yes.')).toEqual([]);
  });

  it('never reports a symptom whose only ground is the question', () => {
    const f = facts('Doctor: Do you have any shortness of breath?\nDoctor: Let me listen to your chest.');
    expect(f.symptoms).toEqual([]);
  });

  it("presumes the symptom in 'how is your back pain'; a reply that it is gone tells it as over, not denied", () => {
    expect(present("Doctor: How is your back pain today?\nPatient: It's about the same.")).toEqual(['back pain']);
    const gone = 'Doctor: How is your back pain today?\nPatient: It is gone, no pain at all.';
    expect(over(gone)).toEqual(['back pain']);
    expect(denied(gone)).toEqual([]);
  });

  it("presumes the symptom a question asks about: 'how long have you had the cough', 'when did the headaches start'", () => {
    expect(present('doctor: how long have you had the cough\npatient: about a week')).toEqual(['cough']);
    expect(present('Doctor: How long have you had this back pain?\nPatient: Well, it has been a while now.')).toEqual([
      'back pain',
    ]);
    expect(present('doctor: when did the headaches start\npatient: maybe two weeks ago')).toEqual(['headache']);
    // The reply may still say it is gone: had, and over.
    expect(over("doctor: how long have you had the cough\npatient: oh it's gone now")).toEqual(['cough']);
    expect(present('doctor: when did the cough go away\npatient: on monday')).toEqual([]);
  });

  it("takes as given a symptom named as where something was: 'anything green in the vomit?'", () => {
    const talk = 'Doctor: Did you see anything green in the vomit?\nPatient: No, nothing like that.';
    expect(denied(talk)).toEqual([]);
    expect(present(talk)).toEqual(['vomiting']);
  });

  it("asks about a symptom joined on after the patient's own ('your cough or any fever')", () => {
    const talk = 'Doctor: Any trouble with your sleep or any dizziness?\nPatient: No.';
    expect(present(talk)).toEqual([]);
    expect(denied(talk)).toContain('dizziness');
    // Nor is one joined on after what another comes with ('with your breathing') that symptom's anchor.
    const joined = 'Doctor: Any trouble with your breathing or throwing up?\nPatient: No.';
    expect(present(joined)).toEqual([]);
    expect(denied(joined)).toEqual(['shortness of breath', 'vomiting']);
    expect(present('Doctor: Any chills with your fever?\nPatient: No.')).toEqual(['fever']);
  });

  it("denies what was asked, not the symptom the question is framed around ('anything along with the headache?')", () => {
    const framed = [
      'Doctor: Is there anything that comes along with the headache?\nPatient: No.',
      'Doctor: Besides the swelling, anything else?\nPatient: No.',
      'Doctor: Does anything make your back pain worse?\nPatient: No, nothing.',
    ];
    for (const talk of framed) expect(denied(talk)).toEqual([]);
    expect(denied('Doctor: Any fever with the cough?\nPatient: No.')).toEqual(['fever']);
    const listed = 'Doctor: Any other symptoms along with the headache, such as fever or nausea?\nPatient: No.';
    expect(denied(listed)).toEqual(['fever', 'nausea']);
  });

  it('reads a clinician statement about the patient, with the confirming reply as evidence', () => {
    const f = facts("Doctor: So you've been having headaches for two weeks.\nPatient: Yes, every afternoon.");
    expect(f.symptoms).toEqual([{ value: 'headache', segmentIds: ['s1', 's2'] }]);
    expect(present('Doctor: So you have had a cough.\nPatient: No, not really.')).toEqual([]);
    expect(denied('Doctor: So you have had a cough.\nPatient: No, not really.')).toEqual(['cough']);
  });
});

describe('negation inside a sentence', () => {
  it("scopes a negation to its clause: 'no fever but some chills'", () => {
    const text = 'Patient: No fever but some chills, and I have a headache.';
    expect(present(text)).toEqual(['chills', 'headache']);
    expect(denied(text)).toEqual(['fever']);
  });

  it("does not negate what follows an answering 'no'", () => {
    expect(present('Patient: No, I have a cough since Monday.')).toEqual(['cough']);
  });

  it('negates lists after a denial and ends the scope at a new subject without punctuation', () => {
    expect(denied('Patient: I deny fever, chills, nausea or vomiting.')).toEqual([
      'chills',
      'fever',
      'nausea',
      'vomiting',
    ]);
    expect(present('patient: no fever i have a sore throat')).toEqual(['sore throat']);
  });

  it('does not take side effects, wishes or family members for the patient’s symptoms', () => {
    expect(present('Doctor: If you get chest pain, call 911.')).toEqual([]);
    expect(present('Patient: My mother has migraines.')).toEqual([]);
    expect(present('Doctor: Any weight loss?\nPatient: I wish I had some weight loss.')).toEqual([]);
    expect(present('Doctor: Any weight loss?\nPatient: If only I had some weight loss.')).toEqual([]);
  });

  it('takes examination findings for the examination, not for reported symptoms', () => {
    const f = facts('Doctor: On your knee exam there is some swelling and I do appreciate some bruising.');
    expect(f.symptoms).toEqual([]);
  });
});

describe('a question about a symptom’s attribute', () => {
  it.each([
    ['Is the cough worse at night?', 'No.', ['cough'], []],
    ['Does the back pain go down your leg?', 'No.', ['back pain'], []],
    ['Is the headache constant?', 'No, it comes and goes.', ['headache'], []],
    ['Any fever with the cough?', 'No.', ['cough'], ['fever']],
    ['Is the back pain worse when you cough?', 'No.', ['back pain'], []],
    ['is the cough worse at night', 'no', ['cough'], []],
    ['khansi raat ko zyada hoti hai?', 'nahi', ['cough'], []],
    ['Do you get the headaches in the morning?', 'No, in the evening.', ['headache'], []],
    ['Has the cough gone away?', 'No.', ['cough'], []],
    ['bukhar ke saath khansi hai kya', 'nahi', ['fever'], ['cough']],
    ['bukhar ke saath thand lagti hai?', 'nahi', ['fever'], ['chills']],
    ['khansi ke saath seene mein dard zyada hota hai kya', 'nahi', ['chest pain'], []],
    ['Anything else besides the cough?', 'No.', ['cough'], []],
    ['khansi ke alawa kuch aur hai kya', 'nahi', ['cough'], []],
  ])('%j %j keeps the symptom, denying only what else was asked', (question, reply, has, hasNot) => {
    const text = `Doctor: ${question}\nPatient: ${reply}`;
    expect(present(text)).toEqual(has);
    expect(denied(text)).toEqual(hasNot);
  });

  it.each([
    ['is it itchy', 'no', ['rash'], ['itching']],
    ['does it come with nausea or vomiting', 'no', ['rash'], ['nausea', 'vomiting']],
    ['is it worse at night', 'no', ['rash'], []],
    ['is it worse when you scratch or cough', 'no', ['rash'], []],
  ])(
    "speech's %j %j after the patient names a rash asks about the rash: only what else was asked is denied",
    (question, reply, has, hasNot) => {
      const text = `patient: i have a rash on my arm\ndoctor: ${question}\npatient: ${reply}`;
      expect([present(text), denied(text)]).toEqual([has, hasNot]);
    },
  );

  it.each([
    ['Is it worse when you cough?', 'No.'],
    ['does it hurt with coughing or deep breaths', 'no'],
    ['Does coughing make it worse?', 'No.'],
  ])(
    '%j %j after the patient names chest pain denies neither: the cough asked of "it" says when',
    (question, reply) => {
      const text = `Patient: I have chest pain.\nDoctor: ${question}\nPatient: ${reply}`;
      expect(present(text)).toEqual(['chest pain']);
      expect(denied(text)).toEqual([]);
    },
  );

  it.each([
    ['Any cough?', 'No.'],
    ['Do you have a cough at night?', 'No.'],
    ['Is the cough still there?', 'No.'],
    ['khansi raat ko hoti hai?', 'nahi'],
    ['Do you still have the cough?', 'No.'],
  ])('%j %j still denies it', (question, reply) => {
    const text = `Doctor: ${question}\nPatient: ${reply}`;
    expect(present(text)).toEqual([]);
    expect(denied(text)).toEqual(['cough']);
  });

  it.each([
    ['Is the cough worse at night?', "No, it's gone now."],
    ['Has the cough gone away?', 'Yes.'],
    ['Did the cough episodes finally go away?', 'Yes.'],
  ])('%j %j tells the cough as had and over, never denied', (question, reply) => {
    const text = `Doctor: ${question}\nPatient: ${reply}`;
    expect(over(text)).toEqual(['cough']);
    expect(denied(text)).toEqual([]);
    expect(hpiFrom(text)).toContain('cough, now resolved');
  });
});
