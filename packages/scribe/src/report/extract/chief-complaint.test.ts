import { describe, expect, it } from 'vitest';
import { chiefComplaint } from '../narrative.js';
import { factsFrom as facts } from '../testing/said.js';

const complaint = (said: string) => chiefComplaint(facts(said))?.value;

describe('the chief complaint names the body part and the side', () => {
  it("takes the side answered to 'which side?', not the well side asked of later", () => {
    expect(
      complaint(
        [
          'doctor: so what happened',
          'patient: i twisted my ankle stepping off a curb',
          'doctor: which side',
          'patient: the right',
          'doctor: okay and any pain in the left ankle',
          'patient: no the left is fine',
        ].join('\n'),
      ),
    ).toBe('Right ankle twisting injury');
  });

  it('takes the part and side the patient gives for why they came, and the fall that caused it', () => {
    expect(
      complaint(
        "Doctor: She's a 39-year-old female here for, what are you here for?\nPatient: It's my right upper arm. It hurts really, really bad.\n" +
          'Doctor: And how did this happen?\nPatient: I was playing volleyball and I fell and landed on my arm.',
      ),
    ).toBe('Right upper arm pain after a fall');
  });

  it('places a twitch as it places a pain: the part and its side', () => {
    expect(
      complaint(
        "Doctor: What brings you in?\nPatient: For about a month I've had a twitch in my right eyelid, every single day.",
      ),
    ).toBe('Right eyelid twitching');
  });

  it('takes a condition the patient says they have in answer to why they came, not a history they have', () => {
    expect(
      complaint("Doctor: What brings you in today?\nPatient: I think I have allergies, they're worse this spring."),
    ).toBe('Allergies');
    expect(
      complaint(
        "doctor: what is the reason for your visit today\npatient: i'm having mood swings lately it's been hard",
      ),
    ).toBe('Mood swings');
    expect(complaint('Doctor: What brings you in today?\nPatient: I have a long history of asthma.')).toBeUndefined();
  });

  it('gives no cause the patient denies, wonders about, or names only as what makes it worse', () => {
    const opening = "doctor: so what's going on\npatient: it's my left shoulder it hurts really bad\n";
    expect(complaint(`${opening}patient: it hurts so much when i try lifting anything over my head`)).toBe(
      'Left shoulder pain',
    );
    expect(complaint(`${opening}patient: i can't recall falling on it or anything`)).toBe('Left shoulder pain');
    // A guess at the cause, or a mechanism told beside no injury recalled, is not what brought it on.
    expect(complaint(`${opening}patient: i'm not sure maybe i lifted something wrong at work`)).toBe(
      'Left shoulder pain',
    );
    expect(complaint(`${opening}patient: i guess i might have twisted it in my sleep`)).toBe('Left shoulder pain');
    expect(
      complaint(`${opening}patient: i don't remember hurting it but i did carry some boxes upstairs on friday`),
    ).toBe('Left shoulder pain');
    expect(complaint(`${opening}patient: i lifted a heavy box last week and felt a pop`)).toBe(
      'Left shoulder pain after lifting',
    );
    expect(complaint(`${opening}patient: we were moving a couch upstairs and i felt it go`)).toBe(
      'Left shoulder pain after moving something heavy',
    );
  });

  it("a part's pain the patient names as the reason takes the cause they tell next", () => {
    expect(
      complaint(
        'doctor: so what seems to be the problem today\npatient: well i have this right knee pain\n' +
          'doctor: is there an injury associated with this pain\npatient: actually yeah i twisted it while i was at work',
      ),
    ).toBe('Right knee pain after a twisting injury');
    expect(
      complaint(
        'doctor: so what seems to be the problem today\npatient: well i have this pain in my right knee\n' +
          'doctor: any injury\npatient: no not that i can remember',
      ),
    ).toBe('Right knee pain');
  });

  it('reads recognised speech: lower case, no punctuation', () => {
    expect(
      complaint(
        "doctor: hey matthew how're you doing\npatient: hey doc i'm doing pretty good\n" +
          'doctor: i see here in the notes it looks like you hurt your left ankle can you tell me more about that\n' +
          "patient: yeah i was on a walk and stepped off the curb and landed on it wrong it's been killing me",
      ),
    ).toBe('Left ankle twisting injury');
  });

  it('takes the side the patient answers to which one, left or right', () => {
    const said = (side: string) =>
      `doctor: what brings you in today\npatient: my knee has been hurting\ndoctor: which knee\npatient: my ${side} knee`;
    expect(complaint(said('right'))).toBe('Right knee pain');
    expect(complaint(said('left'))).toBe('Left knee pain');
  });

  it('takes the one side the clinician names for the part later, when the patient never says it', () => {
    const filler = Array.from({ length: 22 }, (_, i) => `doctor: question ${i}\npatient: okay`).join('\n');
    const said = (later: string) =>
      `doctor: what brings you in\npatient: my knee has been hurting for a week\n${filler}\n${later}`;
    expect(complaint(said('doctor: your right knee is swollen and i will give you a right knee brace'))).toBe(
      'Right knee pain',
    );
    expect(complaint(said('doctor: your right knee is swollen and your left knee looks normal'))).toBe('Knee pain');
    expect(complaint(said('doctor: your right knee is swollen\npatient: i had a left knee replacement'))).toBe(
      'Knee pain',
    );
  });

  it('takes no far side said only as a place, nor one the part it is within contradicts', () => {
    const filler = Array.from({ length: 22 }, (_, i) => `doctor: question ${i}\npatient: okay`).join('\n');
    expect(
      complaint(
        `doctor: what brings you in\npatient: my stomach has been hurting\n${filler}\n` +
          'doctor: i feel your belly here\ndoctor: the liver feels a bit big on the upper right side',
      ),
    ).toBe('Abdominal pain');
    expect(
      complaint(
        `doctor: what brings you in\npatient: my fingers have been numb\n${filler}\n` +
          'doctor: i am touching the fingers on the right\npatient: my left hand is the worst',
      ),
    ).not.toMatch(/right/i);
  });

  it('says both sides only when both are said, not when the other side is well', () => {
    expect(complaint('Doctor: What brings you in?\nPatient: Both my knees have been hurting for months.')).toBe(
      'Bilateral knee pain',
    );
    expect(
      complaint('Doctor: What brings you in?\nPatient: My left knee hurts when I walk. The right one is fine.'),
    ).toBe('Left knee pain');
  });

  it('keeps a follow-up of a condition as the reason, without the possessive', () => {
    expect(
      complaint("Doctor: He's here for a follow-up of his diabetes.\nPatient: Yes, and my right knee hurts a bit."),
    ).toBe('Follow-up of diabetes');
  });

  it('keeps a follow-up as the reason however speech spells it, not a part named before it', () => {
    for (const followUp of ['followup', 'follow-up', 'follow up'])
      expect(
        complaint(
          `doctor: he has a history of depression and a prior rotator cuff repair who presents for ${followUp} of his chronic problems\npatient: yes`,
        ),
      ).toBe('Follow-up of chronic problems');
  });

  it('takes no part from another person or a denial', () => {
    expect(complaint("Doctor: What brings you in?\nPatient: My husband's left knee hurts, but I have a cough.")).toBe(
      'Cough',
    );
  });

  it("takes no complaint from the clinician's words the patient answers no to, though speech lost the question", () => {
    expect(
      complaint(
        'doctor: any sore throat or cough\npatient: i have this prolonged cough but other than that nothing\n' +
          'doctor: loss of appetite or blood in stool or abdominal pain\npatient: no',
      ),
    ).toBe('Cough');
    expect(complaint('doctor: besides pain in your left eye are you having any other problems\npatient: no')).toBe(
      'Left eye pain',
    );
  });

  it('writes no pain for a part with its side where a symptom told before it is felt', () => {
    expect(
      complaint(
        'doctor: tell me about what has been going on\npatient: now i am starting to have blurry vision\n' +
          'doctor: is it all a blur\npatient: it is all a blur and then i have a blind spot in my right eye',
      ),
    ).toBe('Blurry vision');
  });

  it("takes no complaint from the clinician's examination, and keeps the diagnosis the visit is for", () => {
    expect(
      complaint(
        'Doctor: How have you been?\nPatient: Okay, just nervous.\nDoctor: Let me feel your lymph nodes.\n' +
          'Doctor: I do not see any other lumps or bumps. There is a firm node in the left groin that felt a little enlarged.\n' +
          'Doctor: For my assessment, the patient presents today with newly diagnosed lymphoma.',
      ),
    ).toBe('Newly diagnosed lymphoma');
    // Recognised speech may label the clinician's finding as the patient's.
    expect(
      complaint(
        'doctor: how have you been\npatient: okay\ndoctor: let me feel your lymph nodes\n' +
          'patient: there is a firm node in the left groin that felt a little enlarged',
      ),
    ).toBeUndefined();
  });

  it('takes the positive result the visit is for, and worry about it is no anxiety', () => {
    const f = facts(
      'doctor: hi there so i see in my notes you had a positive screen for hep c so how are you doing today\n' +
        "patient: i'm okay but i'm a little anxious about having hep c because i feel fine",
    );
    expect(chiefComplaint(f)?.value).toBe('Positive screen for hepatitis c');
    expect(f.symptoms.map((s) => s.value)).not.toContain('anxiety');
    expect(f.assessment.map((a) => a.value.diagnosis)).not.toContain('anxiety');
  });

  it('takes no part operated on for a complaint: a lumpectomy of the right breast last year is no breast pain', () => {
    expect(
      complaint(
        'patient: so you have come to see me today because you had a right breast lumpectomy last year\n' +
          "doctor: yes and i've been feeling well\npatient: any pain or lumps\ndoctor: no nothing",
      ) ?? '',
    ).not.toMatch(/breast pain/i);
  });
});
