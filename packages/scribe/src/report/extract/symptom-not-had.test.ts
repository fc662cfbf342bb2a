import { describe, expect, it } from 'vitest';
import { presentFrom as present } from '../testing/said.js';

describe('what is said of a symptom without the patient having it', () => {
  it('takes no symptom from a warning of what a medicine may do, nor from someone else the patient speaks of', () => {
    expect(present('Doctor: This medicine can give you some nausea, and you might feel dizzy at first.')).toEqual([]);
    expect(present('doctor: should you develop chest pain go straight to the emergency room')).toEqual([]);
    expect(present('Patient: My coworker had a bad cough last week, I was worried.')).toEqual([]);
    expect(present('patient: mera roommate ko fever tha but i am fine')).toEqual([]);
    expect(present('Patient: No, not really. Everyone at home is sick with a cough and a runny nose.')).toEqual([]);
    expect(present('patient: i have little kids at school so they always have you know runny noses or cough')).toEqual(
      [],
    );
    // The patient's own symptoms, beside someone else or reported by them, stay the patient's.
    expect(present('Patient: My friends go out and I just stay home, I am really tired a lot.')).toEqual(['fatigue']);
    expect(present("Patient: My wife says I've been coughing at night.")).toEqual(['cough']);
    expect(present('patient: i have a fever and so does my son')).toEqual(['fever']);
  });

  it('takes no symptom from a warning, advice or what others get, whoever the label says spoke it', () => {
    expect(present('Patient: If you get severe diarrhea, call us.')).toEqual([]);
    expect(present('patient: watch out for any bleeding')).toEqual([]);
    expect(present('patient: let me know if you have chest pain')).toEqual([]);
    expect(present('Doctor: Report any chest pain to us.')).toEqual([]);
    expect(present("doctor: you're going to feel some dizziness for a day or two")).toEqual([]);
    expect(present('Patient: A lot of patients get nausea on it.')).toEqual([]);
    expect(present('doctor: whenever you have a headache take the sumatriptan')).toEqual([]);
    expect(present('doctor: agar bukhar aaye toh call karna')).toEqual([]);
  });

  it('keeps the patient’s own symptom told with its condition after it', () => {
    expect(present('Patient: I get a headache if I skip breakfast.')).toEqual(['headache']);
    expect(
      present(
        "patient: i'm having difficulty breathing sometimes so i was wondering if there was something we could do",
      ),
    ).toEqual(['shortness of breath']);
    expect(present('Patient: I have to call you if I get chest pain, right?')).toEqual([]);
    expect(present('patient: i feel fine but if i get a fever i will call')).toEqual([]);
  });

  it('takes no symptom from the examination: its findings and the manoeuvres asked for', () => {
    expect(
      present("Doctor: So your physical exam looks pretty normal other than you've got some mild wheezes."),
    ).toEqual([]);
    expect(present('doctor: now keep your arms as stiff as you can')).toEqual([]);
    expect(present("Doctor: You've had some wheezing at night, you said.")).toEqual(['wheezing']);
    // Speech may label the clinician's narration as the patient's.
    expect(present('patient: on your foot exam there is some bruising and swelling of the dorsal aspect')).toEqual([]);
    expect(present('patient: radiographs of the right hip show subchondral marrow edema')).toEqual([]);
    expect(present('patient: my ankle is still swollen and there is some bruising')).toEqual(['bruising', 'swelling']);
  });

  it('reads being tired of something as being fed up, not fatigue', () => {
    expect(present('Patient: Please stop the coumadin, I am tired of these blood draws.')).toEqual([]);
    expect(present('patient: i am just tired of feeling run down')).toEqual(['fatigue']);
  });

  it('reads a symptom word inside a disease name as the disease', () => {
    expect(present('Patient: I think she has hay fever, she keeps sneezing every spring.')).toEqual(['sneezing']);
    expect(present('patient: no fever just my old valley fever acting up')).toEqual([]);
    expect(present('Patient: I have had a fever since Monday.')).toEqual(['fever']);
  });

  it('takes a question back about the question ("like fever or chills?") as asking, in speech without its mark', () => {
    expect(
      present(
        'doctor: do you have any flu like symptoms\npatient: like fever or chills\ndoctor: that or vomiting or headaches\npatient: no',
      ),
    ).toEqual([]);
    expect(present('patient: you mean like nausea')).toEqual([]);
    expect(present('patient: like i said i have a fever since monday')).toEqual(['fever']);
  });
});
