import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

/**
 * Sides as recognised speech gives them: lower case, no stops, the side said once early on, in lay words for the
 * part, as 'the other one', or only in the clinician's restating. A note that writes the other side must be flagged;
 * one that writes the side said must not.
 */
const hpi = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const laterality = [expect.objectContaining({ claim: 'laterality' })];

const SWAPPED: [string, string, string][] = [
  [
    'this one, the left',
    "Doctor: so which knee is it\nPatient: um this one the left one it's been you know kind of giving out on me",
    'The patient reports pain in the right knee.',
  ],
  [
    'a side said once, early on',
    [
      'Patient: i hurt my left shoulder uh reaching up for a box',
      'Doctor: okay and how long ago',
      'Patient: maybe two weeks',
      'Doctor: does it hurt at night',
      'Patient: yeah it wakes me up when i roll on it',
      'Doctor: any numbness in the hand',
      'Patient: no',
    ].join('\n'),
    'He injured his right shoulder two weeks ago reaching for a box.',
  ],
  [
    'a pinky',
    'Patient: i jammed my right pinky in the car door\nDoctor: ouch okay let me see',
    'The patient jammed the left fifth finger in a car door.',
  ],
  [
    'the back of the knee',
    'Patient: i get this ache in the back of my right knee\nDoctor: okay',
    'She reports pain behind the left knee.',
  ],
  [
    'no, the other side',
    'Doctor: is it your right hip\nPatient: no the other side the left\nDoctor: okay',
    'The patient reports right hip pain.',
  ],
  [
    "no, it's the other one",
    "Doctor: is this the right shoulder\nPatient: no it's the other one",
    'Right shoulder pain.',
  ],
  [
    'the clinician restating',
    "Patient: it's my uh left wrist\nDoctor: okay so the left wrist hurts when you twist\nPatient: yeah",
    'Right wrist pain with twisting.',
  ],
  [
    'the big toe of a foot',
    'Patient: my big toe on the right foot is red and hot',
    'The patient presents with a red, hot left great toe.',
  ],
  [
    'an arm said in reply',
    'Doctor: which arm\nPatient: the right one\nDoctor: and the pain goes down to the hand\nPatient: yeah',
    'Pain radiating down the left arm to the hand.',
  ],
  ['an eye said in reply', 'Doctor: which eye is blurry\nPatient: uh the right', 'Blurry vision in the left eye.'],
  [
    'a side in a later turn',
    'Doctor: what brings you in\nPatient: my knee\nDoctor: which one\nPatient: left\nDoctor: okay and when did it start\nPatient: about a month ago',
    'Right knee pain for a month.',
  ],
  ['left sided', 'Patient: i have this left sided headache behind my eye', 'Right-sided headache behind the eye.'],
  ['the side of the neck', 'Patient: it hurts on the right side of my neck', 'Left-sided neck pain.'],
  ['the groin', 'Patient: i have a bulge in my right groin', 'Left inguinal bulge.'],
  [
    'the belly in lay words',
    "Patient: it's like down here on the right side of my belly",
    'Left lower quadrant abdominal pain.',
  ],
  ['a pointer finger', 'Patient: i cut my right pointer finger on a knife', 'Laceration of the left index finger.'],
  ['an armpit', "Patient: there's a lump under my right armpit", 'Left axillary lump.'],
  [
    'the clinician naming it, the patient agreeing',
    "Doctor: so that's the left eye that's red\nPatient: uh-huh",
    'Redness of the right eye.',
  ],
  [
    'both, one worse',
    'Patient: both my feet are numb but the left one is worse',
    'Bilateral foot numbness, worse on the right.',
  ],
  [
    'a wrist said once before the questions',
    "Patient: i fell on my right wrist\nDoctor: when\nPatient: saturday\nDoctor: did you ice it\nPatient: yes\nDoctor: any tingling in the fingers\nPatient: a little\nDoctor: okay we'll get an x-ray",
    'He fell on his left wrist on Saturday.',
  ],
  ['a calf', 'Patient: my right calf is swollen and tender', 'Swelling and tenderness of the left calf.'],
  ['a temple', "Patient: it's right here on my left temple", 'Right temporal headache.'],
];

const AS_SAID: [string, string, string][] = [
  ['both knees', 'Patient: both of my knees hurt', 'Bilateral knee pain.'],
  ['a pinky', 'Patient: my left pinky is numb', 'Numbness of the left little finger.'],
  ['the other side, the left', 'Doctor: is it your right hip\nPatient: no the other side the left', 'Left hip pain.'],
  [
    "the other one, said as the other side's",
    "Doctor: is this the right shoulder\nPatient: no it's the other one",
    'Left shoulder pain.',
  ],
  ['an eye said in reply', 'Doctor: which eye\nPatient: the left one', 'Left eye pain.'],
  ["'right' meaning 'just'", 'Patient: it hurts right here in my shoulder on the left', 'Left shoulder pain.'],
  [
    'one knee replaced, the other hurting',
    'Patient: i had my left knee replaced two years ago and now my right knee is going',
    'History of left knee replacement; now right knee pain.',
  ],
  ['a groin', "Patient: it's in my left groin", 'Left groin pain.'],
  ['a side of the body', "Patient: it's on my right side", 'Right-sided abdominal pain.'],
  [
    'handedness asked',
    "Patient: the numbness is in my left hand\nDoctor: are you left handed\nPatient: no i'm right handed",
    'Left hand numbness.',
  ],
  [
    'no side asked, a side said',
    'Doctor: does your right knee hurt too\nPatient: yes both of them do',
    'Right knee pain.',
  ],
];

describe('a side as recognised speech says it', () => {
  it.each(SWAPPED)('%s: the other side written is flagged', (_, talk, note) => {
    expect(flagsOf(talk, hpi(note))).toEqual(laterality);
  });

  it.each(AS_SAID)('%s: the side said, written, is not', (_, talk, note) => {
    expect(flagsOf(talk, hpi(note))).toEqual([]);
  });

  it('a side the consultation never gives is offered as unsaid, not as the other side', () => {
    expect(flagsOf('Patient: my knee hurts', hpi('Left knee pain.'))).toEqual([
      expect.objectContaining({ kind: 'unsupported', claim: 'laterality' }),
    ]);
  });
});
