import { describe, expect, it } from 'vitest';
import { factsFrom as facts, presentFrom as present, deniedFrom as denied } from '../testing/said.js';

describe('dialogues as speech recognition gives them', () => {
  it('recognises a question without its question mark by its form', () => {
    const text =
      'doctor: okay alright and have you had any fever or chills\npatient: no\ndoctor: any nausea\npatient: yeah a little bit';
    expect(denied(text)).toEqual(['chills', 'fever']);
    expect(present(text)).toEqual(['nausea']);
  });

  it('splits an unpunctuated turn at the question: a statement before it stands, the question waits for the reply', () => {
    const f = facts("doctor: i'm glad your back pain is better do you have any numbness in your legs\npatient: no");
    expect(f.symptoms.map((s) => s.value)).toEqual(['back pain']);
    expect(f.negatedSymptoms.map((s) => s.value)).toEqual(['numbness']);
  });

  it("skips the question's own tail cut off at a pause ('anything like that') to find its answer", () => {
    expect(
      denied(
        'patient: no\ndoctor: okay all right and any weight loss\npatient: anything like that\npatient: no not that i have noticed',
      ),
    ).toEqual(['weight loss']);
    expect(denied('doctor: any weight loss\npatient: or anything like that\ndoctor: okay')).toEqual([]);
  });

  it('reads segments cut at pauses: the answer in the next segment of the other speaker', () => {
    const text =
      'doctor: so tell me\ndoctor: any palpitations or dizziness\npatient: um no\npatient: not that i noticed';
    expect(denied(text)).toEqual(['dizziness', 'palpitations']);
  });

  it('reads a question that runs on past a pause, its symptom list given to the wrong speaker, as asked', () => {
    const text = 'doctor: any other symptoms chest pain\npatient: shortness of breath abdominal pain\npatient: no';
    expect(present(text)).toEqual([]);
    expect(denied(text)).toEqual(['abdominal pain', 'chest pain', 'shortness of breath']);
    // A patient naming their symptoms, with nothing denying them after, is still taken at their word.
    expect(present('doctor: what brings you in\npatient: shortness of breath\ndoctor: okay')).toEqual([
      'shortness of breath',
    ]);
  });

  it("reads a question in the clinician's form that speech gave the patient's label as asked, the next turn answering", () => {
    const open = 'Doctor: how are you doing\nPatient: i am okay\n';
    expect(denied(`${open}Patient: mm-hmm okay and any other symptoms like fever or chills\nPatient: no`)).toEqual([
      'chills',
      'fever',
    ]);
    const only = `${open}Patient: anything else fever chills any sore throat\nPatient: uh i have had a little bit of nasal congestion just from the seasons`;
    expect([present(only), denied(only)]).toEqual([['congestion'], ['chills', 'fever', 'sore throat']]);
    // A clinician's turn after it is the question going on: a bare list a 'no' answers, else no reply.
    expect(
      denied(
        `${open}Patient: um okay and how about any abdominal pain\nDoctor: fever chills\nPatient: uh none of that`,
      ),
    ).toEqual(['abdominal pain', 'chills', 'fever']);
    const goesOn = `${open}Patient: yes okay and any fatigue\nDoctor: weight gain anything like that that you have noticed\nPatient: no nothing out of the ordinary`;
    expect([present(goesOn), denied(goesOn)]).toEqual([[], ['fatigue', 'weight gain']]);
    // The patient's own question asserts nothing.
    expect(
      present(`${open}Patient: is there anything for the nausea\nDoctor: yes we can give you ondansetron`),
    ).toEqual([]);
  });

  it("reads 'any …' after an acknowledgment or 'tell me' as a question in unpunctuated speech", () => {
    const after = (said: string, reply = 'no') =>
      denied(`Doctor: how are you\nPatient: better\nDoctor: ${said}\nPatient: ${reply}`);
    expect(after('okay that is good any fever and chills', 'no no fever')).toEqual(['chills', 'fever']);
    expect(after('hm any neck pain', 'not really nothing substantial')).toEqual(['neck pain']);
    expect(after('okay so tell me any weakness or dizziness in the past or now')).toEqual(['dizziness', 'weakness']);
    const asked =
      'Doctor: it is not as stuffy\nPatient: that is good to hear has he been sick or had any fevers\nPatient: nope just the stuffy nose';
    expect([present(asked), denied(asked)]).toEqual([['congestion'], ['fever']]);
  });

  it("reads symptom names alone ending the clinician's turn as asked", () => {
    expect(
      denied(
        'Doctor: they were sore\nPatient: okay\nDoctor: joint pain i mean like muscle aches\nPatient: no\nDoctor: nausea vomiting diarrhea\nPatient: no',
      ),
    ).toEqual(['diarrhea', 'joint pain', 'muscle aches', 'nausea', 'vomiting']);
    expect(present('Doctor: how are you\nPatient: fine\nDoctor: fatigue\nPatient: yes a little')).toEqual(['fatigue']);
  });

  it('reads a symptom cut off after a question that ends on a symptom as the question going on, the turn after it answering', () => {
    const text = 'doctor: any weight loss or night sweats\npatient: coughs\npatient: uh just a little weight loss';
    expect(present(text)).toEqual(['weight loss']);
    expect(denied(text)).toEqual(['cough', 'night sweats']);
    // A symptom the question asked, said back, answers it; with nothing after it, the piece is the reply.
    expect(present('doctor: any fever or chills\npatient: chills\npatient: it started yesterday')).toEqual(['chills']);
    expect(present('doctor: any headaches or dizziness\npatient: nausea')).toEqual(['nausea']);
  });

  it("does not take 'I'd like to have you come back' for a question", () => {
    expect(facts("doctor: i'd like to have you come back in about 6 weeks").followUp?.value).toBe('in 6 weeks');
  });
});
