import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { deniedFrom, flagsOf } from '../testing/said.js';
import { SYMPTOM_WORDS as words } from '../extract/symptom-words.js';
import { replyAfter, type Said } from './replies.js';

const said = (talk: string): Said[] =>
  talk.split('\n').map((line) => {
    const [role, text] = line.split(': ');
    return { role: role!, text: text! };
  });
const reports = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};

describe('which piece of recognised speech answers a question', () => {
  it('the next piece of the other speaker, when it does not ask', () => {
    expect(replyAfter(said('Doctor: any cough\nPatient: no not at all'), 0, words)).toEqual({
      at: 1,
      afterOthers: false,
      ongoing: [],
    });
  });

  it('past a "what?" and past the list going on after a pause, under either label', () => {
    const talk = said(
      'Doctor: do you get any cramps in your legs\nPatient: sorry what\nDoctor: or swelling\nPatient: nope neither',
    );
    expect(replyAfter(talk, 0, words)).toEqual({ at: 3, afterOthers: false, ongoing: [2] });
  });

  it('reads a punctuated transcript as it reads recognised speech', () => {
    const talk = said(
      'Doctor: do you have any flu-like symptoms?\nPatient: like fever or chills?\nDoctor: that, or vomiting.\nPatient: oh, no, nothing like that.',
    );
    expect(replyAfter(talk, 0, words)).toEqual({ at: 3, afterOthers: false, ongoing: [1, 2] });
    const heard = said('Doctor: any headache or chest pain?\nPatient: what? what? huh?\nPatient: no.');
    expect(replyAfter(heard, 0, words)?.at).toBe(2);
  });

  it('past the patient giving examples back, which the clinician then adds to', () => {
    const talk = said(
      'Doctor: any stomach flu kind of trouble\nPatient: like vomiting or diarrhea\nDoctor: that or constipation\nPatient: no none',
    );
    expect(replyAfter(talk, 0, words)).toEqual({ at: 3, afterOthers: false, ongoing: [1, 2] });
  });

  it('past the question explained again after a pause ("that is …"), under the patient\'s label', () => {
    const talk = said(
      'Doctor: any nerve trouble like a mini stroke\nPatient: that is slurred speech or a stroke\nPatient: luckily no nothing like that',
    );
    expect(replyAfter(talk, 0, words)).toEqual({ at: 2, afterOthers: false, ongoing: [1] });
  });

  it("past the patient thinking aloud and the clinician's 'take your time'", () => {
    const talk =
      'Doctor: any chest pain\nPatient: well let me think\nDoctor: take your time\nPatient: no i do not think so';
    expect(replyAfter(said(talk), 0, words)?.at).toBe(3);
    expect(deniedFrom(talk)).toEqual(['chest pain']);
    expect(deniedFrom('Doctor: any dizziness\nPatient: hmm good question\nPatient: nope')).toEqual(['dizziness']);
  });

  it("past the patient taking the question in ('okay', 'um let me think')", () => {
    expect(replyAfter(said('Doctor: any shortness of breath\nPatient: okay\nPatient: no'), 0, words)?.at).toBe(2);
    expect(replyAfter(said('Doctor: any fevers\nPatient: um let me think\nPatient: no i have not'), 0, words)?.at).toBe(
      2,
    );
  });

  it('a reply that names what was asked is the answer, not the list going on', () => {
    expect(replyAfter(said('Doctor: any wheezing or cough\nPatient: cough'), 0, words)?.at).toBe(1);
  });

  it('a further question before the answer leaves the first answered only by a no', () => {
    const talk = said('Doctor: any rash\nDoctor: do you have any itching\nPatient: no');
    expect(replyAfter(talk, 0, words)).toEqual({ at: 2, afterOthers: true, ongoing: [] });
  });

  it('an answer after a further question answers the first too when it names what the first asked', () => {
    const talk = said(
      'Doctor: how about fever chills nausea anything like that\nDoctor: are you sleeping well\nPatient: everything is fine except some chills',
    );
    expect(replyAfter(talk, 0, words)).toEqual({ at: 2, afterOthers: false, ongoing: [] });
  });

  it('a statement of the clinician after the question means no answer came', () => {
    expect(replyAfter(said('Doctor: any fever\nDoctor: let me listen to your lungs'), 0, words)).toBeNull();
    expect(
      replyAfter(said('Doctor: any fever\nDoctor: let me listen to your lungs\nPatient: no'), 0, words),
    ).toBeNull();
  });

  it("past the clinician's remark on the question: its reason, or what prompted it", () => {
    const reason = said(
      'Doctor: any fever since the surgery\nDoctor: that would be a concern for infection\nPatient: no',
    );
    expect(replyAfter(reason, 0, words)).toEqual({ at: 2, afterOthers: false, ongoing: [] });
    const prompted = said(
      "Doctor: any swelling in your legs\nDoctor: i see you're on a water pill for that\nPatient: no i haven't",
    );
    expect(replyAfter(prompted, 0, words)?.at).toBe(2);
    // A remark that names a symptom may be the patient's, mislabelled: no answer is taken past it.
    const named = said('Doctor: any fever\nDoctor: because i have had chills\nPatient: no');
    expect(replyAfter(named, 0, words)).toBeNull();
  });
});

describe('the checker reads the answer where recognised speech put it', () => {
  it('flags a symptom written as present that the patient denied after the question went on past a pause', () => {
    const talk =
      'Doctor: have you had anything like a stomach bug\nPatient: like vomiting or diarrhea\n' +
      'Doctor: that or cramping or constipation\nPatient: oh no nothing like that';
    for (const s of ['vomiting', 'constipation'])
      expect(flagsOf(talk, reports(`The patient also reports ${s}.`))).toEqual([
        expect.objectContaining({ claim: 'negation' }),
      ]);
  });

  it("flags a symptom the patient denied after the clinician's remark on the question", () => {
    const talk =
      'Doctor: any numbness or tingling in your feet\nDoctor: that is something we watch for with diabetes\n' +
      'Patient: no my feet are fine';
    expect(flagsOf(talk, reports('The patient also reports numbness.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });

  it("flags what a companion denied after the patient's 'what?'", () => {
    const talk =
      "Doctor: sir do you have any headache or chest pain\nDoctor: huh what\nPatient: he hasn't said anything like that";
    expect(flagsOf(talk, reports('The patient also reports chest pain.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });

  it('does not take "that or vomiting" as a vomiting already known', () => {
    const talk = 'Doctor: any heartburn\nPatient: you mean reflux\nDoctor: that or vomiting\nPatient: no';
    expect(flagsOf(talk, reports('The patient also reports vomiting.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });
});
