import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { verifyReport } from '../verify.js';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.physicalExam.extremities = text;
  });

describe('sides in prose', () => {
  it('a side written as normal that the consultation never examined, when it examined only the other side', () => {
    const talk =
      'Doctor: On exam of your right ankle there is some swelling and bruising. Sensation in the right ankle is intact.';
    expect(flagsOf(talk, 'Sensation in the right ankle is intact.')).toEqual([]);
    expect(flagsOf(talk, 'Sensation in the left ankle is intact.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'The consultation talks only of the right ankle' }),
    ]);
    // Said of both, or of the left too, it stands.
    expect(flagsOf(`${talk}\nDoctor: Your left ankle looks normal.`, 'Sensation in the left ankle is intact.')).toEqual(
      [],
    );
  });

  it('the reply to "which is your dominant hand?" says the handedness', () => {
    const talk = "Doctor: Which is your dominant hand?\nPatient: It's my right hand.";
    expect(flagsOf(talk, 'The patient is right-hand dominant.')).toEqual([]);
    expect(flagsOf(talk, 'The patient is left-hand dominant.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right-handed' }),
    ]);
  });

  it('the hand the patient writes with is the dominant one, said outright or in the reply to "which hand do you write with?"', () => {
    for (const talk of [
      'Doctor: Which hand does he write with?\nGuest_family_1: He writes with his right hand.',
      'Doctor: Which hand do you write with?\nPatient: Um, my right.',
    ]) {
      expect(flagsOf(talk, 'The patient is right-hand dominant.')).toEqual([]);
      expect(flagsOf(talk, 'The patient is left-hand dominant.')).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right-handed' }),
      ]);
    }
    // Using a hand for one task says nothing of which is dominant.
    expect(
      flagsOf('Patient: I use my right hand to open jars now.\nDoctor: Okay.', 'The patient is left-hand dominant.'),
    ).toEqual([]);
  });

  it('"is this your dominant hand?" answered yes makes the hand just named the dominant one', () => {
    const talk =
      "Doctor: Which hand is it?\nPatient: It's my right hand.\nDoctor: Is this your dominant hand?\nPatient: Unfortunately, yes, it is.";
    expect(flagsOf(talk, 'The patient is right-hand dominant.')).toEqual([]);
    expect(flagsOf(talk, 'The patient is left-hand dominant.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right-handed' }),
    ]);
    expect(flagsOf(talk.replace('yes, it is', 'no, it is not'), 'The patient is left-hand dominant.')).toEqual([]);
  });

  it('"is this your dominant hand?" binds to the side of the limb just talked about, arm, wrist or fingers too', () => {
    for (const talk of [
      'Patient: I have this rash and itching over my right arm. It is so itchy.\nDoctor: Is this your dominant hand?\nPatient: Yes, so this had especially been bothering me.',
      'patient: my right wrist has been killing me\ndoctor: is that your dominant hand\npatient: yeah',
      'Patient: I cut two fingers on my right hand.\nDoctor: Do you have pain in your left leg?\nPatient: No.\nDoctor: Is this your dominant hand?\nPatient: Yep.',
    ]) {
      expect(flagsOf(talk, 'The patient is right-hand dominant.')).toEqual([]);
      expect(flagsOf(talk, 'The patient is left-hand dominant.')).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right-handed' }),
      ]);
    }
  });

  it('a side answering which hand is dominant may stand in any short sentence of the reply', () => {
    for (const [reply, side] of [
      ["I'm seventy five now. Right.", 'right'],
      ['i am seventy five now. and my left', 'left'],
      ['Good question. The left one.', 'left'],
      ['Seventy. Right handed.', 'right'],
      ["Well. I'm a lefty.", 'left'],
    ]) {
      const talk = `Doctor: How old are you, and which hand do you write with?\nPatient: ${reply}`;
      const other = side === 'right' ? 'left' : 'right';
      expect(flagsOf(talk, `The patient is ${side}-handed.`)).toEqual([]);
      expect(flagsOf(talk, `The patient is ${other}-handed.`)).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: `Transcript says ${side}-handed` }),
      ]);
    }
    // A later sentence naming a part is about that part, not the handedness; 'all righty' is no side.
    expect(
      flagsOf(
        'Doctor: Which hand do you write with?\nPatient: The left. My right hand is the one that hurts.',
        'The patient is right-handed.',
      ),
    ).toEqual([expect.objectContaining({ reason: 'Transcript says left-handed' })]);
    expect(
      flagsOf(
        'Doctor: Which hand do you write with?\nPatient: Left.\nDoctor: All righty.',
        'The patient is left-handed.',
      ),
    ).toEqual([]);
  });

  it('a bare "right" agreeing with a question that names one side is no side', () => {
    const talk = 'Doctor: And you said you are left handed, correct?\nPatient: Right.';
    expect(flagsOf(talk, 'The patient is left-handed.')).toEqual([]);
    expect(flagsOf('Doctor: Are you right or left handed?\nPatient: Right.', 'The patient is left-handed.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says right-handed' }),
    ]);
  });

  it('the reply "not as bad as the right" to a question about the left says the right is worse', () => {
    for (const talk of [
      'Patient: It goes down the outside of my right leg.\nDoctor: Do you have any pain in your left leg?\nPatient: A little, not as bad as the right.',
      'patient: it goes down the outside of my right arm\ndoctor: do you have any pain in your left arm\npatient: a little not as bad as the right',
    ]) {
      const part = talk.includes('leg') ? 'leg' : 'arm';
      expect(flagsOf(talk, `Symptoms down his right ${part}, worse than the left side.`)).toEqual([]);
      expect(flagsOf(talk, `Symptoms down his left ${part}, worse than the right side.`)).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: 'Transcript says the right side is worse' }),
      ]);
    }
  });

  it('a dictated exam with no stops ("left ovary normal no cyst") calls that side wholly normal', () => {
    const talk = [
      'patient: i can feel a small lump on my right ovary',
      'doctor: pelvic ultrasound right ovary with a 2 centimetre cyst left ovary normal no free fluid',
    ].join('\n');
    expect(flagsOf(talk, 'Left ovary normal.')).toEqual([]);
    expect(flagsOf(talk, 'Right ovary normal.')).toEqual([
      expect.objectContaining({
        claim: 'laterality',
        reason: 'Transcript says the right ovary is affected and the left one is fine',
      }),
    ]);
  });

  it('"is my right arm going to be okay?": a hope for a side is no word of its being well', () => {
    for (const talk of [
      'Patient: The cat scratched me deep and it got infected. Is my right arm going to be okay?',
      'patient: the cat scratched me deep and it got infected is my right arm gonna be okay',
    ]) {
      expect(flagsOf(talk, 'Painful infected scratch of the right arm.')).toEqual([]);
      expect(flagsOf(talk, 'Painful infected scratch of the left arm.')).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right arm' }),
      ]);
    }
    // Said as it is, a well word still calls the side well.
    expect(
      flagsOf(
        'Patient: My right arm is okay, the scratch is on my left arm.',
        'Painful infected scratch of the left arm.',
      ),
    ).toEqual([]);
  });

  it("said of both, the other side worse: a complaint written on the lesser side alone is the other side's", () => {
    for (const talk of [
      'Patient: Both of my ankles ache. The left one is worse than the right.\nPatient: My left ankle aches most after walking.',
      'patient: both of my ankles ache the left one is worse than the right\npatient: my left ankle aches most after walking',
    ]) {
      const complaint = (text: string) => flagsWith(talk, (r) => (r.chiefComplaint = text));
      expect(complaint('Left ankle ache')).toEqual([]);
      expect(complaint('Right ankle ache')).toEqual([
        expect.objectContaining({ claim: 'laterality', reason: 'Transcript says both, the left ankle worse' }),
      ]);
      // Written as the lesser one, or as one of both, the side stands.
      expect(flagsOf(talk, 'The right ankle aches too, less than the left.')).toEqual([]);
      expect(flagsOf(talk, 'Both ankles ache, the left worse than the right.')).toEqual([]);
    }
    // With no side said to be worse, a complaint on either side of both stands.
    expect(
      flagsWith('patient: both of my ankles ache\npatient: my left ankle aches most after walking', (r) => {
        r.chiefComplaint = 'Right ankle ache';
      }),
    ).toEqual([]);
  });

  it('"both" said only in an instruction or a finding with no complaint bears out no complaint on that side', () => {
    for (const talk of [
      'Patient: My left arm hurts all the way down to the wrist.\nDoctor: Squeeze my fingers as hard as you can with both hands.\nDoctor: Reflexes 2+ bilaterally.',
      'patient: my left arm hurts all the way down to the wrist\ndoctor: squeeze my fingers as hard as you can with both hands\ndoctor: reflexes 2+ bilaterally',
    ]) {
      const complaint = (text: string) => flagsWith(talk, (r) => (r.chiefComplaint = text));
      expect(complaint('Right finger injury')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
      expect(complaint('Left finger injury')).toEqual([]);
    }
    // Both said with the complaint itself ('both of my hands hurt') bears out either side.
    expect(
      flagsWith('patient: my left arm hurts\npatient: and both of my hands hurt at night', (r) => {
        r.chiefComplaint = 'Right wrist pain';
      }),
    ).not.toContainEqual(expect.objectContaining({ claim: 'laterality' }));
  });

  it('a lay word for a part binds its side: "the right side of my butt" is the right buttock', () => {
    const talk = 'Patient: It goes into the right side of my butt, and then down the outside of my right leg.';
    expect(flagsOf(talk, 'Radiating symptoms down his right buttock.')).toEqual([]);
    expect(flagsOf(talk, 'Radiating symptoms down his left buttock.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right buttock' }),
    ]);
  });

  it('an organ taken out is the side it was taken from', () => {
    const talk = 'Doctor: We did a left upper lobectomy for your lung cancer.';
    expect(flagsOf(talk, 'She underwent left upper lobectomy for lung cancer.')).toEqual([]);
    expect(flagsOf(talk, 'She underwent right upper lobectomy for lung cancer.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('a side written free of a finding the consultation gives that side', () => {
    const talk = 'Doctor: I do feel the mass on the left side.\nDoctor: The right side feels soft.';
    expect(flagsOf(talk, 'No masses on the left.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says the left side has mass' }),
    ]);
    expect(flagsOf(talk, 'No masses on the right.')).toEqual([]);
    // Said free of it as well, the side stands.
    expect(flagsOf(`${talk}\nDoctor: There is no mass on the left today.`, 'No masses on the left.')).toEqual([]);
  });

  it('the words said after a side belong to the next side named further on, not to both', () => {
    const talk = 'Doctor: You do have a 4 out of 5 on your right and 5 out of 5 on your left.';
    expect(flagsOf(talk, 'Strength is 4/5 on the right and 5/5 on the left.')).toEqual([]);
    expect(flagsOf(talk, 'Strength is 4/5 on the left and 5/5 on the left.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('laterality in prose: pain in the left knee, the right one is fine', () => {
    const talk = 'Patient: I have pain in the left knee, the right one is fine.';
    expect(flagsOf(talk, 'Pain in the left knee; the right knee is fine.')).toEqual([]);
    expect(flagsOf(talk, 'Pain in the right knee.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });
});

describe('sides in the plan', () => {
  it('a procedure planned for the side the consultation calls fine is for the other side', () => {
    const talk = 'Doctor: On the right foot there is bruising and pain. Your left foot exam is normal.';
    const plan = (text: string) => {
      const r: PatientReport = emptyReport();
      r.plan.lifestyleRecommendations = [text];
      return verifyReport(transcriptFromText(talk), r).filter((f) => f.kind !== 'omitted' && f.claim === 'laterality');
    };
    expect(plan('The plan is to proceed with a right foot ORIF.')).toEqual([]);
    expect(plan('The plan is to proceed with a left foot ORIF.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says the right foot; the left one is fine' }),
    ]);
  });

  it('a side before a spinal level ("a left c7-t1 epidural") is a side in speech', () => {
    const talk =
      "Doctor: impression left arm neuropathy suspicious for cervical radiculopathy\nDoctor: i'm going to get a cervical mri and we'll tentatively plan for a left c7-t1 epidural afterwards";
    const plan = (text: string) => {
      const r: PatientReport = emptyReport();
      r.plan.lifestyleRecommendations = [text];
      return verifyReport(transcriptFromText(talk), r).filter((f) => f.kind !== 'omitted' && f.claim === 'laterality');
    };
    expect(plan('We will tentatively plan for a left C7-T1 epidural afterwards.')).toEqual([]);
    expect(plan('We will tentatively plan for a right C7-T1 epidural afterwards.')).toEqual([
      expect.objectContaining({ kind: 'contradicted' }),
    ]);
  });
});
