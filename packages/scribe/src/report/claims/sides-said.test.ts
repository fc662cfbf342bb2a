import { describe, expect, it } from 'vitest';
import type { PatientReport } from '@asha/contracts';
import { tellingWords } from './telling-words.js';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.physicalExam.extremities = text;
  });

describe('how sides are said', () => {
  it('a side taken back for the other ("your left knee sorry your right knee") is a slip, not a side', () => {
    const talk =
      'Patient: my left knee is fine\nDoctor: and when i press on the outside of your left knee sorry your right knee does that hurt\nPatient: yes it does';
    expect(flagsOf(talk, 'Tenderness on the outside of the right knee.')).toEqual([]);
    expect(flagsOf(talk, 'Tenderness on the outside of the left knee.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('dictation puts a comma between a side and its finding: "left testicle, normal"', () => {
    const talk =
      'Doctor: genitalia notate right testicle with a 2 to 3 millimeter palpable nodule ; left testicle , normal ; no hernia';
    expect(flagsOf(talk, 'Left testicle normal.')).toEqual([]);
    expect(flagsOf(talk, 'Right testicle normal.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a side written free of a complaint the consultation gives it, calling the other side free of it', () => {
    for (const talk of [
      'Patient: my right knee hurts\nDoctor: okay\nPatient: my left knee does not really hurt',
      'Patient: mera right knee mein bahut dard hai, left knee does not hurt',
    ]) {
      expect(flagsOf(talk, 'Denies left knee pain.')).toEqual([]);
      expect(flagsOf(talk, 'Denies right knee pain.')).toEqual([
        expect.objectContaining({
          claim: 'laterality',
          reason: 'Transcript says the right knee has it and the left one does not',
        }),
      ]);
    }
    // Free of it under one manoeuvre, a painful side may be.
    expect(
      flagsOf(
        'Patient: my right knee hurts\nPatient: my left knee does not really hurt',
        'Right knee: no pain with movement.',
      ),
    ).toEqual([]);
  });

  it('listing, leaning and veering to a side are one', () => {
    const talk =
      'Patient: i woke up with numbness on my left side of the body. then i noticed leaning towards the right when walking';
    expect(flagsOf(talk, 'She began listing to the right when walking.')).toEqual([]);
    expect(flagsOf(talk, 'She began listing to the left when walking.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('talk after a side, to the next side word a few turns on, is still about that side', () => {
    const talk =
      'Patient: well i had surgery on my right knee before\n' +
      'Doctor: okay do you remember what kind of surgery\n' +
      'Patient: they reconstructed the whole thing i was 14\n' +
      'Patient: and my left knee just feels unstable';
    expect(flagsOf(talk, 'History of a right knee reconstruction at age 14.')).toEqual([]);
    expect(flagsOf(talk, 'History of a left knee reconstruction at age 14.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: expect.stringContaining('Transcript says right knee') }),
    ]);
  });

  it('where a complaint started is said of its side: "it started from the right side and moved over to the left"', () => {
    const talk =
      'Patient: uh honestly it shifts it started from the right side and it kinda moved over and now i feel it in the left side of my back';
    expect(
      flagsOf(
        talk,
        'The pain started from the right side and moved over and he feels it on the left side of his back.',
      ),
    ).toEqual([]);
    expect(
      flagsOf(talk, 'The pain started from the left side and moved over and he feels it on the left side of his back.'),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a side in a fronted topic ("regarding her left knee, …") is what the rest of the sentence is about', () => {
    const talk =
      'Doctor: for your right knee we will start physical therapy\nDoctor: i think your left knee is just a strain, it will not need medication or bracing';
    expect(flagsOf(talk, 'Regarding her left knee, she will not need medication or bracing.')).toEqual([]);
    expect(flagsOf(talk, 'Regarding her right knee, she will not need medication or bracing.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('the reply naming only a side tells the side of what was said before the question', () => {
    const talk =
      "Patient: i ran into a tree and twisted my knee\nDoctor: okay is it your left or your right knee\nPatient: it's my right\nPatient: my left knee just feels a bit unstable";
    expect(flagsOf(talk, 'She ran into a tree and twisted her right knee.')).toEqual([]);
    expect(flagsOf(talk, 'She ran into a tree and twisted her left knee.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('a side said in a reply answers the question: its words are said of that side', () => {
    const talk =
      'Patient: i had discomfort in both of my hands\n' +
      'Doctor: which hand was worse?\n' +
      'Patient: my left was worse than my right at that time\n' +
      'Doctor: have your symptoms gotten worse since they began?\n' +
      'Patient: yeah, especially here, at the base of my left hand';
    expect(
      flagsOf(talk, 'She reports worsening of the symptoms especially involving the dorsum of the left hand.'),
    ).toEqual([]);
    expect(
      flagsOf(talk, 'She reports worsening of the symptoms especially involving the dorsum of the right hand.'),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('"no swelling" after a side calls it well, like "no pain"', () => {
    const talk =
      "Doctor: looking at your extremities i don't see any swelling or edema on your right radial artery the cath site is clean and it's dry and intact";
    expect(flagsOf(talk, 'Examination of the right upper extremity reveals no swelling or edema.')).toEqual([]);
    expect(flagsOf(talk, 'Examination of the left upper extremity reveals no swelling or edema.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'The consultation talks only of the right arm' }),
    ]);
  });

  it('a "no" that puts the question right ("no, just my left knee") names the side that has it', () => {
    for (const talk of [
      'Doctor: does it hurt in both knees\nPatient: no just my left knee',
      "Doctor: is the lump on both sides\nPatient: no it's only on the left side",
    ]) {
      expect(flagsOf(talk, 'Left knee pain.')).toEqual([]);
      expect(flagsOf(talk, 'Right knee pain.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
    }
    // A 'no' that denies a finding still calls the side well.
    expect(flagsOf('Patient: my right knee hurts\nPatient: no pain on the left', 'Denies left knee pain.')).toEqual([]);
  });

  it('"both sides?" answered "no, only on the left side" takes both back to the left', () => {
    const talk =
      'Patient: i feel this lump on the upper side of my breast\nDoctor: both sides\nPatient: no only on the left side';
    const complaint = (text: string) =>
      flagsWith(talk, (r) => {
        r.chiefComplaint = text;
      });
    expect(complaint('Lump in the upper outer left breast')).toEqual([]);
    expect(complaint('Lump in the upper outer right breast')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
    // Both said and not taken back, either side is said.
    const both = 'Patient: i feel this lump on the upper side of my breast\nDoctor: both sides\nPatient: yes both';
    expect(flagsWith(both, (r) => (r.chiefComplaint = 'Lump in the right breast'))).toEqual([]);
  });

  it('a side restated and answered with the other side alone ("your right leg you said" "left leg") is put right', () => {
    const talk = [
      'patient: i bent over and got this pain across my lower back and then it went down my left leg',
      'doctor: so you had the sharp pain going down your right leg you said',
      'patient: left leg',
      'doctor: left leg okay got it sorry any numbness',
    ].join('\n');
    expect(flagsOf(talk, 'The pain radiates to the left leg.')).toEqual([]);
    expect(flagsOf(talk, 'The pain radiates to the right leg.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript corrects the right leg to the left' }),
    ]);
    // A bare 'right' agrees with the side restated: no correction.
    const agreed = 'patient: my left knee hurts\ndoctor: so the pain is in your left knee\npatient: right';
    expect(flagsOf(agreed, 'Left knee pain.')).toEqual([]);
  });

  it('a side after "and" past the other side has its own words ("tenderness of the right knee and the left knee is normal")', () => {
    const talk =
      'Patient: my right knee hurts\nDoctor: on exam of the right knee there is tenderness and the left knee is normal';
    expect(flagsOf(talk, 'Right knee: tenderness. Left knee: normal.')).toEqual([]);
    expect(flagsOf(talk, 'Left knee: tenderness.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a bare follow-up of a side ("okay and the left") answered "the left is fine" calls that side fine', () => {
    const talk =
      'patient: i have had pain in my foot\ndoctor: which foot\npatient: right foot\ndoctor: okay and the left\npatient: the left is fine';
    const complaint = (text: string) =>
      flagsWith(talk, (r) => {
        r.chiefComplaint = text;
      });
    expect(complaint('Right foot pain')).toEqual([]);
    expect(complaint('Left foot pain')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a bone broken is a fracture: "i broke my left wrist years ago" is the left wrist fractured', () => {
    const talk = 'patient: i broke my left wrist years ago but now my right wrist hurts\ndoctor: okay';
    expect(flagsOf(talk, 'He fractured his left wrist years ago.')).toEqual([]);
    expect(flagsOf(talk, 'He fractured his right wrist years ago.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it("an ulcer found on one foot, the other foot looking good, is not the other foot's", () => {
    const talk =
      'doctor: looking at your right foot there is a small ulcer on the big toe and your left foot looks good';
    expect(flagsOf(talk, 'Right great toe ulcer.')).toEqual([]);
    expect(flagsOf(talk, 'Left great toe ulcer.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a named condition ("carpal tunnel syndrome") is a complaint of the side that has it', () => {
    const talk =
      'patient: my right hand has been numb and my left hand is fine\ndoctor: okay i think you have carpal tunnel';
    const assessed = (diagnosis: string) =>
      flagsWith(talk, (r) => {
        r.assessment = [{ diagnosis, certainty: 'confirmed', rationale: null }];
      });
    expect(assessed('Right carpal tunnel syndrome')).toEqual([]);
    expect(assessed('Left carpal tunnel syndrome')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a "no" then the other side ("is that your right ankle?" "no, the left one") puts the side right', () => {
    for (const reply of ['no the left one', "no it's my left", 'no actually the left']) {
      const talk = `Patient: i twisted my ankle on the stairs\nDoctor: is that your right ankle\nPatient: ${reply}`;
      expect(flagsOf(talk, 'Left ankle sprain.')).toEqual([]);
      expect(flagsOf(talk, 'Right ankle sprain.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
    }
    // A 'no' before a side with a complaint between, or a side said fine, still calls it well.
    const fine = 'Patient: my right ankle is swollen\nDoctor: any trouble with the left\nPatient: no the left is fine';
    expect(flagsOf(fine, 'Left ankle swelling.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
    expect(flagsOf('Patient: my right knee hurts\nPatient: no left knee pain', 'Denies left knee pain.')).toEqual([]);
  });

  it('a side said before the part it is on: "on the right on your on your flank"', () => {
    const talk =
      'Doctor: there is also cva tenderness on the right on your on your flank as well\nPatient: i started having pain on my left back';
    expect(flagsOf(talk, 'CVA tenderness present at right flank.')).toEqual([]);
    expect(flagsOf(talk, 'CVA tenderness present at left flank.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
    // 'just right at the shoulder' is no side: the consultation talks only of the left shoulder.
    expect(
      flagsOf(
        'Patient: my left shoulder hurts\nPatient: it stays pretty much just right at the shoulder',
        'The right shoulder is fine.',
      ),
    ).toEqual([expect.objectContaining({ reason: 'The consultation talks only of the left shoulder' })]);
  });

  it('British spellings read as American ones, and a stem keeps three letters', () => {
    expect(tellingWords('paraesthesias oedema haematoma diarrhoea')).toEqual(
      tellingWords('paresthesias edema hematoma diarrhea'),
    );
    expect(tellingWords('need')).toEqual(tellingWords('needed'));
    expect(tellingWords('weakness stiffness')).toEqual(tellingWords('weak stiff'));
  });

  it('the verb "left" ("a stroke that left me weak on the right side") is no side and ends no clause', () => {
    const talk =
      'Patient: i had a stroke two years ago that left me weak on the right side\nDoctor: and now\nPatient: now my left knee is swollen';
    expect(flagsOf(talk, 'History of stroke with residual right-sided weakness.')).toEqual([]);
    expect(flagsOf(talk, 'History of stroke with residual left-sided weakness.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });
});

/** Made-up ways a side is said, each with the side it names: the knee written on that side passes, on the other is flagged. */
const SAID_SIDES: [string, 'left' | 'right'][] = [
  ['Patient: i have pain on the left side of my knee', 'left'],
  ['Patient: my knee the right one has been hurting', 'right'],
  ['Patient: i have left-sided knee pain', 'left'],
  ['Patient: it hurts in the right knee', 'right'],
  ['Patient: the knee on the right side hurts', 'right'],
  ['Patient: my knee hurts the one on the left', 'left'],
  ['Patient: my knee hurts\nDoctor: which knee\nPatient: the right', 'right'],
  ['Patient: my knee hurts\nDoctor: left or right\nPatient: left', 'left'],
  ['Patient: my knee hurts\nDoctor: which one\nPatient: right', 'right'],
  ['Patient: my knee hurts\nDoctor: okay which one is it\nPatient: um left', 'left'],
  ['Patient: my knee hurts\nDoctor: which side\nPatient: left', 'left'],
  ['Patient: my knee hurts\nDoctor: on exam of the right knee there is tenderness', 'right'],
];

describe('a side said in any of the ways people say it', () => {
  const knee = (side: string) => (r: PatientReport) => {
    r.chiefComplaint = `${side} knee pain`;
  };
  it.each(SAID_SIDES)('%j names the %s knee', (talk, side) => {
    const lateral = (written: string) => flagsWith(talk, knee(written)).filter((f) => f.claim === 'laterality');
    expect(lateral(side === 'left' ? 'Left' : 'Right')).toEqual([]);
    expect(lateral(side === 'left' ? 'Right' : 'Left')).not.toEqual([]);
  });
});
