import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { deniedFrom, flagsOf, presentFrom } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const negation = [expect.objectContaining({ kind: 'contradicted', claim: 'negation' })];

/** A symptom said in the patient's own words, in tidy text and as recognised speech: the name the note writes. */
const SAID: [string, string, string][] = [
  ['hemoptysis', 'Patient: I have been coughing up blood since Sunday.', 'coughing up blood'],
  ['hemoptysis, in other words', 'Patient: i see blood when i cough in the morning', 'coughing up blood'],
  ['odynophagia', 'Patient: It hurts to swallow, even water.', 'painful swallowing'],
  ['bloating', "Patient: um i feel bloated after every meal it's awful", 'bloating'],
  ['epistaxis', 'Patient: I had two nosebleeds this week.', 'nosebleeds'],
  ['tinnitus', 'Patient: there is this ringing in my ears all day', 'tinnitus'],
  ['hearing loss', "Patient: I've had trouble hearing on the phone.", 'hearing loss'],
  ['diplopia', 'Patient: i started seeing double when i drive at night', 'double vision'],
  ['photophobia', 'Patient: The bright light hurts my eyes.', 'sensitivity to light'],
  ['hoarseness', 'Patient: My voice is raspy since the cold.', 'hoarseness'],
  ['polydipsia', "Patient: i'm thirsty all the time even at night", 'excessive thirst'],
  ['nocturia', 'Patient: I get up at night to pee three or four times.', 'nocturia'],
  ['urgency', 'Patient: I have this urge to urinate all of a sudden.', 'urinary urgency'],
  ['incontinence', "Patient: I've been leaking urine when I cough.", 'urinary incontinence'],
  ['cramps', 'Patient: i get leg cramps at night', 'muscle cramps'],
  ['calf pain', 'Patient: My left calf hurts when I walk.', 'calf pain'],
  ['knee pain, as an ache', 'Patient: my right knee aches all the time', 'knee pain'],
  ['dyspnea', "Patient: Some nights I feel like I can't breathe.", 'shortness of breath'],
  ['melena', 'Patient: My stools are black for a week now.', 'blood in stool'],
  ['hematochezia', 'Patient: There was bright red blood per rectum twice.', 'blood in stool'],
  ['oedema', 'Patient: my feet swell up by the evening', 'swelling'],
];

describe('the one symptom vocabulary: what the writer names a symptom by', () => {
  it.each(SAID)('%s: the note names it as the patient said it', (_, said, name) => {
    expect(presentFrom(`Doctor: What's been going on?\n${said}`)).toContain(name);
  });

  it('a denial in a clinician list reaches the new names', () => {
    const talk = 'Doctor: Any coughing up blood, nosebleeds or double vision?\nPatient: No, none of those.';
    expect(deniedFrom(talk)).toEqual(['coughing up blood', 'double vision', 'nosebleeds']);
  });

  it('coughing up blood is not a plain cough, and a nose that cannot breathe is a blocked nose', () => {
    expect(presentFrom("Doctor: What's wrong?\nPatient: I've been coughing up blood.")).toEqual(['coughing up blood']);
    expect(presentFrom("Patient: I can't breathe through my nose at night.")).not.toContain('shortness of breath');
  });
});

describe('the checker reads the same vocabulary', () => {
  it('a symptom denied in the new words, written as present, is flagged', () => {
    const talk = 'Doctor: Any ringing in your ears or trouble hearing?\nPatient: No.';
    expect(flagsOf(talk, narrative('The patient also reports tinnitus.'))).toEqual(negation);
    expect(flagsOf(talk, narrative('The patient also reports hearing loss.'))).toEqual(negation);
  });

  it('a symptom told in words that only show it was talked of is not flagged as never mentioned', () => {
    const talk = "Doctor: What's wrong?\nPatient: It gets hard to breathe when I climb the stairs.";
    expect(flagsOf(talk, narrative('The patient also reports shortness of breath.'))).toEqual([]);
  });

  it('one the clinician only asked about, with no reply on it, is not said by the talk', () => {
    const talk = 'Doctor: Any pins and needles in your hands\nPatient: Let me think about that one.';
    expect(flagsOf(talk, narrative('The patient also reports tingling.'))).toEqual([
      expect.objectContaining({ kind: 'unsupported', claim: 'symptom' }),
    ]);
  });
});
