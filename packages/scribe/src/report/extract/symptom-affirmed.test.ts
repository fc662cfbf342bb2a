import { describe, expect, it } from 'vitest';
import { factsFrom as facts, presentFrom as present, deniedFrom as denied } from '../testing/said.js';
import { hpiSentences } from '../narrative.js';

const hpi = (text: string) =>
  hpiSentences(facts(text))
    .map((s) => s.text)
    .join(' ');

describe('a symptom is written present only on the patient’s affirmation', () => {
  it('reads a known condition named by a symptom’s word as the condition, not a symptom of today', () => {
    const said = [
      'doctor: mr lane is a 58-year-old man with a past medical history of migraines and acid reflux here for a cough',
      'patient: i have had this cough for a week',
      'patient: your migraines how are you doing with those',
      'doctor: no trouble there',
      'doctor: and how about your reflux',
      'patient: the pills keep it down',
      'doctor: for your migraines stay on the sumatriptan',
    ].join('\n');
    expect(present(said)).toEqual(['cough']);
    expect(denied(said)).toEqual([]);
  });

  it('writes no symptom the patient only fears will come, and keeps one they worry about having', () => {
    expect(present("Patient: I was afraid I'd get dizzy again if I stood up too fast.")).toEqual([]);
    expect(present("Patient: I'm worried I'm going to get a headache from these new pills.")).toEqual([]);
    expect(present("Patient: I'm worried because I've been dizzy all week.")).toEqual(['dizziness']);
  });

  it('keeps a symptom the patient says is less than before', () => {
    expect(present("patient: i don't have quite as much shortness of breath since i started walking")).toEqual([
      'shortness of breath',
    ]);
    expect(present("patient: i haven't had as many headaches this month")).toEqual(['headache']);
  });

  it('neither denies nor simply writes a symptom said to be easing and denied in a bare no: it offers it with its course', () => {
    const said = [
      'doctor: how has your breathing been',
      "patient: i don't have quite as much shortness of breath since i started walking",
      'doctor: have you been short of breath or dizzy since you got home',
      'patient: no',
    ].join('\n');
    expect(present(said)).toEqual([]);
    expect(denied(said)).toEqual(['dizziness']);
    expect(facts(said).held.map((h) => h.value.text)).toContain('Shortness of breath, improving');
    const plain =
      'patient: i get short of breath on the stairs\ndoctor: any shortness of breath or dizziness\npatient: no';
    expect(present(plain)).toEqual(['shortness of breath']);
    const another = [
      'patient: the cough is there all the time and i get short of breath on the stairs',
      'doctor: any shortness of breath or dizziness',
      'patient: no',
    ].join('\n');
    expect(present(another)).toEqual(['cough', 'shortness of breath']);
  });

  it('keeps the patient’s own report of the symptom', () => {
    expect(present('Patient: I have been getting migraines twice a week.')).toEqual(['headache']);
  });

  it('writes no denial from a condition getting better', () => {
    const said = 'doctor: how is the reflux\npatient: better, i no longer wake up at night with reflux';
    expect(denied(said)).toEqual([]);
  });

  it('reads a bare list the same turn asks on from as the clinician’s questions, whatever the label', () => {
    const said = [
      'doctor: have you had any belly pain',
      'patient: um constipation um do you feel like your stomach is swollen',
      'doctor: the first one',
      'patient: i have had some belly pain',
    ].join('\n');
    expect(present(said)).toEqual(['abdominal pain']);
  });

  it('does not read the first half of an either-or question as a report', () => {
    const said = 'doctor: is it like heartburn in your chest or are you bringing food up\npatient: bringing food up';
    expect(present(said)).not.toContain('heartburn');
  });
});

describe('a symptom is written denied only on the patient’s denial', () => {
  it('reads weight lost, said with a measure word, as weight loss reported', () => {
    const said = 'doctor: any change in your weight\npatient: well over the winter i lost a bit of weight';
    expect(present(said)).toEqual(['weight loss']);
    expect(denied(said)).toEqual([]);
  });

  it('reads a symptom the patient gets at some times as present, though the answer opens with not', () => {
    const said =
      'doctor: any swelling of your ankles\npatient: not unless i stand all day at work, then i notice some swelling';
    expect(present(said)).toEqual(['swelling']);
    expect(denied(said)).toEqual([]);
  });

  it('reads no denial from the clinician’s examination said under the patient’s label', () => {
    const said = 'patient: your leg strength is good and there is no edema';
    expect(denied(said)).toEqual([]);
  });
});

describe('the chief complaint and the time of the complaint', () => {
  it('gives a follow-up of chronic problems as the visit’s reason, not one improving joint', () => {
    const said = [
      'doctor: ms rao is a 52-year-old woman here today for follow up of her chronic problems',
      'doctor: i know your left hip was giving you trouble',
      'patient: yes the hip pain is going away with the exercises',
    ].join('\n');
    expect(facts(said).reason?.value).toBe('follow-up of chronic problems');
    expect(hpi(said)).not.toMatch(/constant/);
  });

  it('gives high blood pressure as the reason when the patient says so in answer to what brings them in', () => {
    const said = [
      'doctor: what brings you in today',
      'patient: my blood pressure has been really high even on two pills so my doctor sent me to you',
      'doctor: do you get headaches',
      'patient: sometimes when it is high i get a mild headache',
    ].join('\n');
    expect(facts(said).reason?.value).toBe('high blood pressure');
  });

  it('binds the course word to the symptom its own clause names', () => {
    const said = [
      'doctor: what brings you in',
      'patient: i have had back pain and then i feel like i am tired all the time',
    ].join('\n');
    expect(hpi(said)).not.toMatch(/pain is constant/);
  });

  it('takes the time of this episode, not of an earlier one, and not a treatment’s course', () => {
    const said = [
      'doctor: what brings you in',
      'patient: i have flank pain, the same pain that i had when i had a stone about 3 years ago',
      'doctor: how many days has this been going on',
      'patient: the last 2 days',
      'doctor: i will give you naproxen 500 mg twice a day for 10 days',
    ].join('\n');
    const f = facts(said);
    expect(f.onset?.value).toBeUndefined();
    expect(f.duration?.value).toBe('2 days');
  });

  it('reads a number said twice in a row as one number', () => {
    const f = facts('doctor: what brings you in\npatient: my throat has been hurting for like 3 3 days now');
    expect(f.reason?.value).toBe('sore throat');
    expect(f.duration?.value).toBe('3 days');
  });
});

describe('a symptom placed in the past is not one of today', () => {
  it('leaves it out of the symptoms and offers it for the past history', () => {
    const d = 'doctor: i know you have had acid reflux in the past\ndoctor: any cough';
    const f = facts(d);
    expect(f.symptoms.map((s) => s.value)).toEqual([]);
    expect(f.held.filter((h) => h.value.section === 'pastMedicalHistory').map((h) => h.value.text)).toEqual([
      'heartburn',
    ]);
  });

  it("reads only the words near it: a relative's 'in the past' at the end places nothing of the patient's", () => {
    const d = 'patient: last week i got really nauseated at work and my father had kidney stones in the past';
    expect(present(d)).toEqual(['nausea']);
  });
});
