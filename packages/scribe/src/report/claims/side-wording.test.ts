import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const laterality = expect.objectContaining({ claim: 'laterality' });

describe('sides in the words reports and clinicians use', () => {
  it('shorthand sides in a written report: R, L, Rt, Lt, (R) before the part', () => {
    const talk = 'Patient: my left knee hurts when i climb the stairs';
    for (const wrong of ['R knee pain on stairs.', 'Pain in the (R) knee on stairs.', 'Rt. knee pain on stairs.'])
      expect(flagsOf(talk, wrong)).toEqual([laterality]);
    for (const right of ['L knee pain on stairs.', 'Lt knee pain on stairs.', 'Pain in the (L) knee on stairs.'])
      expect(flagsOf(talk, right)).toEqual([]);
  });

  it('the side pain radiates to is read like any other part: the leg it goes down is the leg said', () => {
    const talk = 'Patient: the pain is in my lower back and it shoots down my left leg to the foot';
    for (const wrong of ['The pain radiates to the right leg.', 'Low back pain radiating down the right leg.'])
      expect(flagsOf(talk, wrong)).toEqual([laterality]);
    expect(flagsOf(talk, 'The pain radiates to the left leg.')).toEqual([]);
  });

  it('"TM" in a clinician\'s note is the eardrum: its side is the ear\'s', () => {
    const talk = 'Doctor: your left ear drum looks red and bulging the right one looks normal';
    expect(flagsOf(talk, 'Left TM erythematous and bulging.')).toEqual([]);
    expect(flagsOf(talk, 'Right TM erythematous and bulging.')).toEqual([laterality]);
  });

  it('more shorthand sides: "R-sided", lung lobes ("RLL", "LUL") and the worse side as "R>L"', () => {
    expect(flagsOf('Doctor: you have some weakness on the left side', 'R-sided weakness.')).toEqual([laterality]);
    expect(flagsOf('Doctor: you have some weakness on the left side', 'Lt-sided weakness.')).toEqual([]);
    const lobe = 'Doctor: the chest x-ray shows a pneumonia in your right lower lobe';
    expect(flagsOf(lobe, 'RLL pneumonia.')).toEqual([]);
    expect(flagsOf(lobe, 'LLL pneumonia.')).toEqual([laterality]);
    const worse = 'Patient: both my legs swell but the right is worse';
    expect(flagsOf(worse, 'Bilateral leg edema R>L.')).toEqual([]);
    expect(flagsOf(worse, 'Bilateral leg edema L>R.')).toEqual([laterality]);
  });

  it('a letter that is not before a part is no side ("r/o" is rule out)', () => {
    const talk = 'Patient: my left knee hurts when i climb the stairs';
    expect(flagsOf(talk, 'Left knee pain, r/o meniscal tear.')).toEqual([]);
  });

  it('OD and OS are the right and left eye, but only where the statement is about eyes', () => {
    const talk = 'Patient: my left eye has been blurry for a week';
    expect(flagsOf(talk, 'Blurred vision OD for one week.')).toEqual([laterality]);
    expect(flagsOf(talk, 'Blurred vision OS for one week.')).toEqual([]);
    // 'od' after a dose is once daily, not the right eye.
    expect(
      flagsOf(
        'Patient: i take amlodipine 5 mg once a day and my left leg swells',
        'Left leg swelling; amlodipine 5 mg OD.',
      ),
    ).toEqual([]);
  });

  it('the other side called fine without naming the complaint: a denial of it on the affected side is wrong', () => {
    const talk = [
      'Patient: my left knee hurts when i climb the stairs',
      'Doctor: and the right knee',
      'Patient: the right is fine',
    ].join('\n');
    expect(flagsOf(talk, 'She denies left knee pain.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says the left knee has it and the right one does not' }),
    ]);
    expect(flagsOf(talk, 'She denies right knee pain.')).toEqual([]);
  });

  it('a sign written negative on the side it was found positive on', () => {
    const talk = [
      'Patient: my right hand goes numb at night',
      "Doctor: tinel's sign is positive on the right and negative on the left",
    ].join('\n');
    expect(flagsOf(talk, "Negative Tinel's sign on the right.")).toEqual([
      expect.objectContaining({ reason: 'Transcript says it is positive on the right' }),
    ]);
    expect(flagsOf(talk, "Negative Tinel's sign on the left.")).toEqual([]);
    expect(flagsOf(talk, "Positive Tinel's sign on the right.")).toEqual([]);
    // Code-mixed: the finding read in English, the talk around it in Hindi.
    const mixed = [
      'Patient: raat ko right haath sunn ho jata hai',
      "Doctor: tinel's sign right side pe positive hai and negative on the left",
    ].join('\n');
    expect(flagsOf(mixed, "Negative Tinel's sign on the right.")).toEqual([laterality]);
  });

  it('an operation on one side "and now" the other side hurting: the operation is the first side\'s', () => {
    const talk = 'Patient: i had my left knee replaced two years ago and now the right one is starting to hurt';
    expect(flagsOf(talk, 'Right total knee replacement two years ago.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says left knee had the procedure' }),
    ]);
    expect(flagsOf(talk, 'Left total knee replacement two years ago; now right knee pain.')).toEqual([]);
  });

  it('sides and parts said in Hindi or Tamil in English letters', () => {
    expect(flagsOf('Patient: mere baayen kaan mein dard hai', 'Right ear pain.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says left ear' }),
    ]);
    expect(flagsOf('Patient: mere baayen kaan mein dard hai', 'Left ear pain.')).toEqual([]);
    expect(flagsOf('Patient: daayein aankh laal hai', 'Left eye redness.')).toEqual([laterality]);
    expect(flagsOf('Patient: dahine haath mein jhunjhunahat hai', 'Tingling in the left hand.')).toEqual([laterality]);
    expect(flagsOf('Patient: enakku valathu kaal la vali irukku', 'Left leg pain.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says right leg' }),
    ]);
    expect(flagsOf('Patient: enakku valathu kaal la vali irukku', 'Right leg pain.')).toEqual([]);
  });

  it('"both my hands" names both sides, so either hand is said', () => {
    expect(flagsOf('Patient: yeah they got both my hands and my right knee', 'Swelling of his left hand.')).toEqual([]);
    expect(flagsOf('Patient: yeah they got my right hand and my right knee', 'Swelling of his left hand.')).toEqual([
      laterality,
    ]);
  });

  it("the heart's sides are the names of its parts: a side said of a limb says nothing of them", () => {
    const vague =
      'Doctor: they were looking for a lesion in a heart artery but it was thought to be spasm\nPatient: my left arm hurts too';
    expect(flagsOf(vague, 'There was a question of a right coronary artery lesion, thought to be spasm.')).toEqual([
      expect.objectContaining({ reason: 'The consultation never says which side (right coronary here)' }),
    ]);
    expect(
      flagsOf('Doctor: the echo shows your left ventricle is a bit thick', 'Right ventricular hypertrophy on echo.'),
    ).toEqual([expect.objectContaining({ reason: 'Transcript says left ventricle' })]);
  });

  it('the worse side in other words: "more prominent on the left", "hurting them the most"', () => {
    const eeg = 'Doctor: the eeg shows spikes on both the sides but it is more prominent on the left';
    expect(flagsOf(eeg, 'EEG with spikes bilaterally, more prominent on the right.')).toEqual([
      expect.objectContaining({ reason: 'Transcript says the left side is worse' }),
    ]);
    expect(flagsOf(eeg, 'EEG with spikes bilaterally, more prominent on the left.')).toEqual([]);
    const elbows = "Patient: it's both my elbows but my right elbow is hurting me the most";
    expect(flagsOf(elbows, 'Both elbows, but the left elbow is hurting them the most.')).toEqual([laterality]);
    expect(flagsOf(elbows, 'Both elbows, but the right elbow is hurting them the most.')).toEqual([]);
    // 'The left one is worse than the right', with 'one' as speech recognition writes it or as the digit.
    for (const hips of [
      'patient: both hips hurt and the left one is worse than the right',
      'patient: both hips hurt and the left 1 is worse than the right',
    ]) {
      expect(flagsOf(hips, 'Both hips hurt, the right worse than the left.')).toEqual([
        expect.objectContaining({ reason: 'Transcript says the left side is worse' }),
      ]);
      expect(flagsOf(hips, 'Both hips hurt, the left worse than the right.')).toEqual([]);
    }
  });
});
