import { describe, expect, it } from 'vitest';
import { factsFrom as facts, presentFrom as present, deniedFrom as denied } from '../testing/said.js';

describe('denied symptoms stay denied', () => {
  it('denies every symptom of a negated list, and one name per stretch of words', () => {
    expect(denied('Patient: No fever, chills or night sweats.')).toEqual(['chills', 'fever', 'night sweats']);
    expect(denied('patient: no fever chills or night sweats but i do have a cough')).toEqual([
      'chills',
      'fever',
      'night sweats',
    ]);
    expect(present('patient: no fever chills or night sweats but i do have a cough')).toEqual(['cough']);
    expect(denied("Patient: I haven't had any fevers, chills, or body aches.")).toEqual([
      'chills',
      'fever',
      'muscle aches',
    ]);
    expect(denied('Patient: Neither fever nor chills.')).toEqual(['chills', 'fever']);
  });

  it('knows a symptom by its singular and its plain adjective form', () => {
    expect(denied('Doctor: Any chest pain, palpitation, or irregular heartbeat?\nPatient: No.')).toEqual([
      'chest pain',
      'palpitations',
    ]);
    expect(denied('Doctor: Any painful or burning urination?\nPatient: No.')).toEqual(['burning with urination']);
    expect(present('Patient: I get a palpitation when I climb stairs.')).toEqual(['palpitations']);
  });

  it('knows the everyday words a review of systems is asked in', () => {
    expect(denied('doctor: any pain while peeing or passing urine\npatient: no')).toEqual(['burning with urination']);
    expect(denied('doctor: any heart burn\npatient: nope')).toEqual(['heartburn']);
    expect(denied('doctor: any sudden weight gain or loss\npatient: no')).toEqual(['weight gain', 'weight loss']);
    expect(denied('doctor: so no sweating at night\npatient: no nothing')).toEqual(['night sweats']);
    expect(denied('doctor: do you ever feel a rapid heartbeat\npatient: no')).toEqual(['palpitations']);
    expect(denied('doctor: did you lose consciousness at all\npatient: no')).toEqual(['syncope']);
    expect(denied('doctor: do you bruise easily\npatient: not really')).toEqual(['bruising']);
    expect(denied('doctor: any discomfort in your chest\npatient: no')).toEqual(['chest pain']);
    expect(denied('doctor: any pain in your tummy\npatient: no')).toEqual(['abdominal pain']);
    expect(denied('doctor: any backache\npatient: no')).toEqual(['back pain']);
    expect(denied("patient: i haven't had to throw up")).toEqual(['vomiting']);
    expect(denied("patient: i've felt sick to my stomach but i haven't thrown up")).toEqual(['vomiting']);
  });

  it('reads the pain word said once after a list of parts as each part in pain', () => {
    expect(denied('doctor: any hip knee or ankle pain\npatient: no')).toEqual(['ankle pain', 'hip pain', 'knee pain']);
    expect(denied('doctor: any neck or back pain\npatient: nope')).toEqual(['back pain', 'neck pain']);
    expect(present('patient: i have wrist and elbow pain when i type')).toEqual(['elbow pain', 'wrist pain']);
  });

  it('reads the pain word, or blood, said once before a list of parts as each part in pain or bleeding', () => {
    expect(denied('doctor: any pain in your legs back or anywhere else\npatient: no')).toEqual([
      'back pain',
      'leg pain',
    ]);
    expect(denied('patient: no pain in the knee, ankle or foot')).toEqual(['ankle pain', 'foot pain', 'knee pain']);
    expect(present('patient: i get pains in my neck and shoulders at night')).toEqual(['neck pain', 'shoulder pain']);
    expect(denied('doctor: any blood in your urine or stool\npatient: no')).toEqual([
      'blood in stool',
      'blood in urine',
    ]);
    expect(denied('patient: no blood in the stool or in the vomit')).toEqual(['blood in stool', 'vomiting blood']);
    // A part not in a list keeps to what follows it: 'and my doctor' names no part.
    expect(present('patient: pain in my knee and my doctor sent me here')).toEqual(['knee pain']);
  });

  it('reads a reported denial, the clinician’s or a companion’s', () => {
    expect(denied('Doctor: She denies fever, chills or sweats.')).toEqual(['chills', 'fever', 'sweating']);
    expect(present('Doctor: She denies fever, chills or sweats.')).toEqual([]);
    expect(denied("Other: She says she doesn't have any pain in her knee.")).toEqual(['knee pain']);
    // A review of systems read out as one long list is denied to its end.
    expect(
      denied(
        'doctor: she denies fever chills night sweats weight loss chest pain shortness of breath abdominal pain nausea vomiting diarrhea or rash',
      ),
    ).toContain('rash');
  });

  it('denies what the patient does not remember or never noticed, every symptom of a list', () => {
    expect(denied("Patient: I can't recall a fever or any kind of rash.")).toEqual(['fever', 'rash']);
    expect(present("Patient: I can't recall a fever or any kind of rash.")).toEqual([]);
    expect(denied("Patient: I can't say I've had any nausea.")).toEqual(['nausea']);
    expect(denied("Patient: I'm unaware of any swelling.")).toEqual(['swelling']);
    expect(denied("Patient: I can't remember having a fever, I had chills though.")).toEqual(['fever']);
    expect(denied('patient: i cant recall any dizziness or nausea')).toEqual(['dizziness', 'nausea']);
    expect(denied('patient: i dont remember any fever')).toEqual(['fever']);
    expect(denied('patient: mujhe bukhar yaad nahi')).toEqual(['fever']);
    expect(denied('patient: yaad nahi ki bukhar tha')).toEqual(['fever']);
  });

  it('reads not remembering the last time as a denial, and a symptom never had this bad as present', () => {
    expect(denied("Patient: I can't remember the last time I had a headache.")).toEqual(['headache']);
    expect(denied("patient: i can't remember when i last had a fever")).toEqual(['fever']);
    expect(present('Patient: I have never felt palpitations like this.')).toEqual(['palpitations']);
    expect(present("patient: i've never had a headache this bad")).toEqual(['headache']);
    expect(denied('Patient: No headaches like that.')).toEqual(['headache']);
  });

  it('the likelier one offered after a denial is not denied ("not a stroke, more likely a migraine")', () => {
    expect(denied("Doctor: i don't think this is a stroke, more likely a migraine")).toEqual([]);
    expect(denied("Doctor: it's not a fever, probably just a headache from the heat")).toEqual(['fever']);
  });

  it('a symptom denied of another time "like now" is present now; "like this morning" is a time, no comparison', () => {
    expect(present('patient: i got stung last month no redness or swelling like i do now')).toEqual(['swelling']);
    expect(denied('patient: i got stung last month no redness or swelling like i do now')).toEqual([]);
    expect(present('Patient: Last winter I had no cough like today.')).toEqual(['cough']);
    expect(denied('Patient: No fever. No nausea like this morning either.')).toEqual(['fever', 'nausea']);
  });

  it('denies nothing when the patient does not know when, how or what about a symptom', () => {
    expect(denied("Patient: I can't recall when the headache started.")).toEqual([]);
    expect(denied("Patient: I don't know when the headache started.")).toEqual([]);
    expect(denied("patient: i'm not sure what triggers my headaches")).toEqual([]);
    expect(denied("Patient: I don't recall, the fever started Monday I think.")).toEqual([]);
    expect(denied('patient: pata nahi kab se bukhar hai')).toEqual([]);
  });

  it('reads a reply that never had or never noticed the symptom as a denial', () => {
    expect(denied("Doctor: Have you ever had chest pain?\nPatient: I've never had that.")).toEqual(['chest pain']);
    expect(denied('Doctor: Any fever?\nPatient: I never noticed.')).toEqual(['fever']);
    expect(denied("Doctor: Any fever?\nPatient: I can't recall having one.")).toEqual(['fever']);
    expect(denied('Doctor: Any chest pain?\nPatient: Not as far as I know.')).toEqual(['chest pain']);
    expect(denied('doctor: any swelling in your legs\npatient: as far as i know no')).toEqual(['swelling']);
    expect(denied('doctor: bukhar hai kya\npatient: yaad nahi')).toEqual(['fever']);
    expect(denied('Doctor: Any blood in your stool?\nPatient: None that I know of.')).toEqual(['blood in stool']);
    expect(denied("doctor: any blood in your urine\npatient: not that i'm aware of")).toEqual(['blood in urine']);
    expect(present('Patient: I also started to see some blood in my urine.')).toEqual(['blood in urine']);
  });

  it('does not deny a symptom when the reply only does not know its course', () => {
    expect(denied("Doctor: How long have you had the cough?\nPatient: I don't know, maybe a week.")).toEqual([]);
    expect(denied("doctor: when did the fever start\npatient: i don't remember exactly")).toEqual([]);
    expect(present("Doctor: When did your cough start?\nPatient: I can't remember.")).toEqual(['cough']);
    expect(denied('Doctor: What makes the headache worse?\nPatient: Nothing really.')).toEqual([]);
    // How often, and when it last came, ask whether it comes at all.
    expect(denied('Doctor: How often do you get headaches?\nPatient: Never.')).toEqual(['headache']);
  });

  it("tells a symptom the reply says is gone as had and resolved, not denied ('how bad is the nausea?' 'it is gone now')", () => {
    const gone = facts('Doctor: How bad is the nausea?\nPatient: It is gone now.');
    expect(gone.negatedSymptoms).toEqual([]);
    expect(gone.resolvedSymptoms.map((s) => s.value)).toEqual(['nausea']);
  });

  it('reads a negated question by its reply: "no" and "right" agree, "yes, I do" goes against it, a bare "yes" says nothing', () => {
    expect(denied('Doctor: No chest pain, right?\nPatient: Right.')).toEqual(['chest pain']);
    expect(denied("Doctor: You don't have any fever?\nPatient: No.")).toEqual(['fever']);
    expect(present('Doctor: And no dizziness?\nPatient: Yes. I do.')).toEqual(['dizziness']);
    const bare = facts('Doctor: And no dizziness?\nPatient: Yes.');
    expect([bare.symptoms, bare.negatedSymptoms]).toEqual([[], []]);
  });

  it('does not take a bare "yes" to two questions in one as affirming either', () => {
    const f = facts('Doctor: Do you bleed easily and does the bleeding stop normally?\nPatient: Oh yes!');
    expect([f.symptoms, f.negatedSymptoms]).toEqual([[], []]);
    expect(present('Doctor: Any bleeding?\nPatient: Oh yes!')).toEqual(['bleeding']);
  });

  it('reads the same in recognised speech and code-mixed English', () => {
    expect(denied('doctor: no chest pain right\npatient: right')).toEqual(['chest pain']);
    expect(present('doctor: and no dizziness\npatient: yes i do sometimes')).toEqual(['dizziness']);
    expect(denied('Patient: Fever nahi hai, chills bhi nahi.')).toEqual(['chills', 'fever']);
  });

  it('ends a denial where speech goes on to what the patient has, and quotes none of it', () => {
    const f = facts(
      'doctor: have you noticed any nausea chills fever\npatient: no fever some chills and i feel a little nauseous since yesterday',
    );
    expect(f.symptoms.map((s) => s.value).sort()).toEqual(['chills', 'nausea']);
    expect(f.negatedSymptoms.map((s) => s.value)).toEqual(['fever']);
    expect(f.story).toEqual([]);
  });

  it('reads the Hindi and Tamil names of common symptoms in code-mixed speech, and their denials', () => {
    expect(present('patient: doctor mujhe teen din se bukhar hai aur khansi bhi hai')).toEqual(['cough', 'fever']);
    expect(present('patient: kaichal illa, irumal irukku')).toEqual(['cough']);
    expect(denied('patient: kaichal illa, irumal irukku')).toEqual(['fever']);
    expect(denied('Patient: Sir dard nahi hai.')).toEqual(['headache']);
  });
});

describe('recognised speech: what was denied is only what was asked', () => {
  it('a symptom the patient says they woke up with, after "i don\'t know", is reported, not denied', () => {
    const talk = "doctor: tell me what happened\npatient: i don't know i woke up with this numbness down my left arm";
    expect(present(talk)).toEqual(['numbness']);
    expect(denied(talk)).toEqual([]);
  });

  it('no blood in the vomit denies vomiting blood, not vomiting', () => {
    const talk = 'doctor: i have been throwing up all week\ndoctor: what about blood in your vomit\npatient: nope';
    expect(denied(talk)).toEqual(['vomiting blood']);
  });
});

describe('the writer reads sites and run-on answers as the checker does', () => {
  it('gives a bare "any blood" the site talked of just before', () => {
    const talk = [
      'doctor: how are your bowel movements',
      'patient: pretty normal once a day',
      'doctor: okay any blood',
      'patient: no',
    ].join('\n');
    expect(denied(talk)).toEqual(['blood in stool']);
    const urine = ['doctor: any pain while peeing', 'patient: no', 'doctor: any blood', 'patient: no'];
    expect(denied(urine.join('\n'))).toEqual(['blood in urine', 'burning with urination']);
  });

  it("reads a 'no' run into the end of the clinician's questions as the patient's answer to the earlier ones", () => {
    const talk = ['doctor: any nausea or vomiting are you thirsty all the time no', 'patient: yeah all the time'].join(
      '\n',
    );
    expect(denied(talk)).toEqual(['nausea', 'vomiting']);
    // One question ending in 'no' is left as heard: the reply's yes answers it.
    expect(denied('doctor: any nausea no\npatient: yeah a little')).toEqual([]);
  });
});

describe('a reply that a symptom comes only at some times', () => {
  it('says the symptom is there', () => {
    expect(present('doctor: any shortness of breath\npatient: only when i climb stairs')).toEqual([
      'shortness of breath',
    ]);
    expect(denied('doctor: any shortness of breath\npatient: only when i climb stairs')).toEqual([]);
  });
});

describe('a question with a reason or a warning after it', () => {
  it('is still asked, as the checker reads it', () => {
    expect(denied('doctor: any chest pain because that can be a sign of a heart problem\npatient: no')).toEqual([
      'chest pain',
    ]);
    expect(denied('doctor: the medicine can cause nausea\npatient: okay')).toEqual([]);
  });
});

describe('a list question answered in part', () => {
  it('denies only the items of a list question the reply answers, never the ones it leaves out', () => {
    const q = 'Doctor: Any nausea, vomiting, fever or chills?\n';
    const partly = `${q}Patient: I haven't thrown up, but I felt a little nauseous.`;
    expect(denied(partly)).toEqual(['vomiting']);
    expect(present(partly)).toEqual(['nausea']);
    // A bare no denies the whole list, but for an exception it names.
    expect(denied(`${q}Patient: No, none of that.`)).toEqual(['chills', 'fever', 'nausea', 'vomiting']);
    expect(denied(`${q}Patient: No, I did have a little nausea last night.`)).toEqual(['chills', 'fever', 'vomiting']);
  });
});
