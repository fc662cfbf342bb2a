import { describe, expect, it } from 'vitest';
import type { PatientReport } from '@asha/contracts';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const laterality = expect.objectContaining({ claim: 'laterality' });

describe('a side bound to what was said of it', () => {
  it('an operation done on one side, and the same one planned for the other', () => {
    const talk = [
      'Doctor: i see you previously had surgery on your right knee how did that go',
      'Patient: it went well he was walking much better',
      'Patient: now his left knee is getting really bad and i think we should do the same operation on the left knee',
    ].join('\n');
    expect(flagsOf(talk, 'He had a right knee hamstring release in 2015 and did well.')).toEqual([]);
    expect(flagsOf(talk, 'He had a left knee hamstring release in 2015 and did well.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right knee had the procedure' }),
    ]);
    expect(flagsOf(talk, 'He wants the same release on the left knee.')).toEqual([]);
    expect(flagsOf(talk, 'He wants the same release on the right knee.')).toEqual([
      expect.objectContaining({
        claim: 'laterality',
        reason: 'Transcript says left knee is the one for the procedure',
      }),
    ]);
  });

  it('"let\'s do the left": the side an operation is planned for, named bare', () => {
    const talk = [
      'Patient: the left knee hurts more than the right but both are pretty bad',
      "Doctor: i think you'd be a good candidate for knee replacements",
      'Patient: can we do both at the same time',
      "Doctor: no let's do the left since that one hurts more",
    ].join('\n');
    expect(flagsOf(talk, 'He has opted for total joint surgery on the left side.')).toEqual([]);
    expect(flagsOf(talk, 'He has opted for total joint surgery on the right side.')).toEqual([laterality]);
  });

  it('an operation on this side too, in words not known as one, leaves the side standing', () => {
    const talk = 'Patient: i had surgery on my left knee years ago and my right knee got scoped in 2015';
    expect(flagsOf(talk, 'He had a right knee arthroscopy in 2015.')).toEqual([]);
  });

  it('the side that is bad now, not the one that was', () => {
    const talk = "Guest_family: now his left knee is getting really bad it's like how the right knee was\nDoctor: okay";
    expect(flagsOf(talk, 'He presents now with a worsening left knee flexion contracture.')).toEqual([]);
    expect(flagsOf(talk, 'He presents now with a worsening right knee flexion contracture.')).toEqual([
      expect.objectContaining({
        claim: 'laterality',
        reason: 'Transcript speaks of the right knee as it was, and of the left knee now',
      }),
    ]);
    // A chief complaint, an assessment, or a summary of whom the patient was seen for, is of the present.
    const operated = [
      'patient: she had an operation on her left ankle two years ago',
      'patient: and now the pain in her right ankle is getting bad just like how the left ankle was',
    ].join('\n');
    const present = (edit: (r: PatientReport) => void) => flagsWith(operated, edit);
    expect(present((r) => (r.chiefComplaint = 'Left ankle pain'))).toEqual([laterality]);
    expect(present((r) => (r.chiefComplaint = 'Right ankle pain'))).toEqual([]);
    expect(
      present((r) => (r.assessment = [{ diagnosis: 'Left ankle pain', certainty: 'confirmed', rationale: null }])),
    ).toEqual([laterality]);
    expect(flagsOf(operated, 'Patient with a history of asthma presenting with left ankle pain.')).toEqual([
      laterality,
    ]);
    expect(flagsOf(operated, 'Patient seen for right ankle pain.')).toEqual([]);
    // Written as history, the side that was stands.
    expect(flagsOf(operated, 'She had left ankle surgery two years ago.')).toEqual([]);
    // A side that was hurting, with the other hurting now 'too', still hurts.
    expect(
      flagsOf(
        'patient: my right knee was really hurting after the game last week\npatient: and now my left knee hurts too',
        'He presents for evaluation of right knee pain.',
      ),
    ).toEqual([]);
  });

  it('a side whose complaint has gone away is not the one the patient comes for', () => {
    const talk = [
      'Patient: i fell mostly on my left shoulder',
      'Doctor: where is your left shoulder pain?',
      "Patient: mostly it's in the back of my shoulder",
      'Doctor: how about the right shoulder?',
      "Patient: it hurt really bad yesterday but that's gone away now",
    ].join('\n');
    expect(flagsOf(talk, 'He is presenting for evaluation of his left shoulder.')).toEqual([]);
    expect(flagsOf(talk, 'He is presenting for evaluation of his right shoulder.')).toEqual([laterality]);
    // Written of the past, the gone side stands.
    expect(flagsOf(talk, 'The right shoulder was bothersome yesterday, but is now asymptomatic.')).toEqual([]);
    // Gone and come back again, it is not gone.
    expect(
      flagsOf(
        talk.replace("that's gone away now", 'it went away and then it came back'),
        'He is presenting for evaluation of his right shoulder.',
      ),
    ).toEqual([]);
  });

  it('the side asked about after a lead-in with no question mark ("… now how about the right elbow") is what the reply makes it', () => {
    const talk = [
      'patient: i landed mostly on my left elbow',
      'doctor: where does the left elbow hurt',
      'patient: on the outside of it',
      'doctor: okay thinking back to the fall now how about the right elbow',
      "patient: it was sore the first day but that's gone away now",
    ].join('\n');
    expect(flagsOf(talk, 'He is presenting for evaluation of his left elbow.')).toEqual([]);
    expect(flagsOf(talk, 'He is presenting for evaluation of his right elbow.')).toEqual([laterality]);
  });

  it('the side that has it too ("as well", "also"), in speech with and without stops', () => {
    for (const talk of [
      'Patient: I have this pain in my toes on the right side and I also feel numbness there.\nPatient: And sometimes I feel it on my left toe as well.',
      'patient: i have this pain in my toes on the right side and numbness there\npatient: and sometimes i feel it on my left toe as well',
    ]) {
      expect(flagsOf(talk, 'She has a little paresthesia in the left toe as well.')).toEqual([]);
      expect(flagsOf(talk, 'She has a little paresthesia in the right toe as well.')).toEqual([
        expect.objectContaining({
          claim: 'laterality',
          reason: 'Transcript says the left toe has it too, besides the right',
        }),
      ]);
    }
    // 'As well' that adds a finding to this side ('swelling in the right knee as well') does not move the other side's 'too' onto it.
    expect(
      flagsOf(
        'patient: my right knee hurts\npatient: and my left knee hurts too',
        'He has swelling in the right knee as well.',
      ),
    ).toEqual([]);
    expect(
      flagsOf(
        'patient: my right knee hurts\npatient: and my left knee hurts too',
        'He has pain in the right knee as well.',
      ),
    ).toEqual([laterality]);
    // Where this side is said to be the worse one, its 'as well' adds to what was said, not to the other side.
    const worse =
      'Patient: my right foot is worse than the left\nDoctor: you have that deformity in the toes of the left foot as well';
    expect(flagsOf(worse, 'She has pain in the second toe of the right foot as well.')).toEqual([]);
  });

  it('"the right leg also swells, but not nearly like the left": the lesser side may not be written as the worse', () => {
    for (const talk of [
      'Patient: My left leg swells a lot. The right leg also swells, but not nearly like the left leg.',
      'patient: my left leg swells a lot and the right leg also swells but not nearly like the left leg',
    ]) {
      expect(flagsOf(talk, 'The right leg also swells, but not nearly like the left leg.')).toEqual([]);
      expect(flagsOf(talk, 'The left leg also swells, but not nearly like the left leg.')).toEqual([laterality]);
      expect(flagsOf(talk, 'The left leg also swells, but not nearly like the right leg.')).toEqual([laterality]);
    }
  });

  it('a study is of the side imaged: one written of the other side is wrong, even where it found nothing', () => {
    const talk = [
      'Patient: my right knee hurts',
      'Doctor: your left knee looks fine',
      "Doctor: here's your right knee x-ray it shows good bony alignment and no fracture",
    ].join('\n');
    expect(flagsOf(talk, 'Right knee X-ray: good bony alignment, no fracture.')).toEqual([]);
    expect(flagsOf(talk, 'Left knee X-ray: good bony alignment, no fracture.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says the study is of the right knee' }),
    ]);
    // Both sides imaged, either side's study is said.
    const both =
      'Doctor: we took x-rays of both knees\nDoctor: your right knee shows arthritis and your left knee x-ray is normal';
    expect(flagsOf(both, 'Left knee x-ray normal.')).toEqual([]);
  });

  it('a study found normal is still of the side in question, not a side called well', () => {
    // Only the side is judged here, not the values a result gives.
    const results = (dialogue: string, text: string) =>
      flagsWith(dialogue, (r) => {
        r.results = [text];
      }).filter((f) => f.claim === 'laterality');
    // The talk names the study with no side: it is of the leg that was hurt, said many times over against one slip.
    const talk = [
      'patient: i hurt the top part of my right leg when i was bowling',
      "doctor: she's here for left leg pain",
      'doctor: right leg pain got it so there is tenderness on the outside of your right upper leg',
      'patient: yeah my right leg is sore',
      'doctor: there is bruising on the right leg',
      "doctor: let's look at your x-ray it's essentially a normal x-ray",
    ].join('\n');
    expect(results(talk, 'X-rays of the right lower extremity are normal, no fractures')).toEqual([]);
    expect(results(talk, 'X-rays of the left lower extremity are normal, no fractures')).toEqual([laterality]);
    // Radiograph views are a study: 'views of the left foot' where the x-ray talked of is of the right foot.
    const views = [
      'doctor: on the right foot there is some bruising and your left foot exam is normal',
      "doctor: i've reviewed your x-ray of your right foot and it showed a fracture",
    ].join('\n');
    expect(results(views, '3 views of the right foot were taken')).toEqual([]);
    expect(results(views, '3 views of the left foot were taken')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says the study is of the right foot' }),
    ]);
  });
});
