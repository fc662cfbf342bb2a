import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const social = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).social).map(([k, v]) => [k, v.value]));

describe('tobacco: never, current or former, with the amount said', () => {
  it('never writes a non-smoker as a smoker, and a never smoker only when never was said', () => {
    for (const dialogue of [
      "Doctor: Do you smoke?\nPatient: No, I don't.",
      'doctor: do you smoke\npatient: no',
      'Doctor: Do you smoke or drink?\nPatient: No, I do not smoke or drink alcohol.',
      'doctor: do you smoke\npatient: no but my husband does',
    ])
      expect(social(dialogue).tobacco).toBe('Non-smoker');
    for (const dialogue of [
      "Patient: I don't smoke and I never have.",
      'Doctor: Any tobacco use?\nPatient: Never in my life.',
      "doctor: do you smoke\npatient: no i've never smoked",
    ])
      expect(social(dialogue).tobacco).toBe('Never smoker');
  });

  it('writes vaping as e-cigarette use, not smoking', () => {
    expect(social('doctor: do you smoke or vape\npatient: i vape sometimes').tobacco).toBe(
      'Current e-cigarette use (vaping)',
    );
    expect(social('doctor: do you smoke\npatient: i used to vape but i quit last year').tobacco).toBe(
      'Former e-cigarette use (vaping)',
    );
    expect(social('doctor: do you smoke\npatient: a few cigarettes a day and i vape too').tobacco).toMatch(
      /^Current smoker/,
    );
  });

  it('writes a former smoker with when they quit and how much they smoked, in either form of speech', () => {
    const said =
      'Doctor: Do you smoke?\nPatient: I used to. I smoked a pack a day for 20 years, but I quit 10 years ago.';
    const line = 'Former smoker, quit 10 years ago, 1 pack per day for 20 years';
    expect(facts(said).social.tobacco).toEqual({ value: line, segmentIds: ['s1', 's2'] });
    expect(social(said.toLowerCase().replace(/[.,?]/g, '')).tobacco).toBe(line);
    expect(social('Doctor: Do you still smoke?\nPatient: No.').tobacco).toBe('Former smoker');
  });

  it('writes a current smoker with the amount', () => {
    expect(social('Doctor: Do you smoke?\nPatient: Yeah, about half a pack a day.').tobacco).toBe(
      'Current smoker, half a pack per day',
    );
    expect(social("Patient: I'm ready to quit smoking, it's been hard.").tobacco).toBe('Current smoker');
  });

  it('writes the amount smoked now, never the amount before a cut down', () => {
    expect(
      social('Doctor: Do you smoke?\nPatient: I cut down from 2 packs a day to a couple of cigarettes a day.').tobacco,
    ).toBe('Current smoker, a couple of cigarettes per day');
    expect(
      social('Doctor: Do you smoke?\nPatient: I used to smoke 2 packs, now only 3 cigarettes a day.').tobacco,
    ).toBe('Current smoker, 3 cigarettes per day');
    // The amount before, with no amount now: no amount, and no line when nothing else says she smokes now.
    expect(social('Patient: Last time I saw you, you were smoking 2 packs a day.').tobacco).toBeUndefined();
    // A former smoker's amount is the one smoked before.
    expect(
      social('Doctor: Do you smoke?\nPatient: I used to smoke 2 packs a day, but I quit 5 years ago.').tobacco,
    ).toBe('Former smoker, quit 5 years ago, 2 packs per day');
  });

  it("takes nobody else's smoking, nor advice, nor a drug smoked", () => {
    expect(social('Patient: My husband smokes in the house.').tobacco).toBeUndefined();
    expect(social('Other: I smoke myself, but she has a cough.').tobacco).toBeUndefined();
    expect(social('Doctor: You should really quit smoking.').tobacco).toBeUndefined();
    expect(social('Patient: I smoke weed sometimes.')).toEqual({ substances: 'Reports marijuana use' });
  });
});

describe('alcohol and drugs: none, or how much', () => {
  it('writes the amount as a note does', () => {
    expect(social('Doctor: How about alcohol?\nPatient: I have 2 glasses of wine a week.').alcohol).toBe(
      '2 glasses of wine per week',
    );
    expect(social('Doctor: Do you drink?\nPatient: Occasionally, at parties.').alcohol).toBe('Occasional alcohol use');
    expect(social('Doctor: Do you drink alcohol?\nPatient: Nope.').alcohol).toBe('Denies alcohol use');
  });

  it('writes a drink every day as daily, however lightly it is said', () => {
    const said =
      'doctor: what about alcohol\npatient: i did i mean i still have a beer here and there everyday but not as much as i used to';
    expect(social(said).alcohol).toBe('Daily alcohol use');
    expect(social('Doctor: Do you drink?\nPatient: Sometimes, not every day.').alcohol).toBe('Occasional alcohol use');
  });

  it('reads each habit of a combined reply from its own words', () => {
    const said =
      'Doctor: Any smoking, drinking or drug use?\nPatient: No drugs. I do drink socially. And I used to smoke, but I quit about 30 years ago.';
    expect(social(said)).toEqual({
      tobacco: 'Former smoker, quit 30 years ago',
      alcohol: 'Social alcohol use',
      substances: 'Denies recreational drug use',
    });
  });

  it('takes no drink of water, and no advice to cut down', () => {
    expect(social('Doctor: Are you eating and drinking okay?\nPatient: No, not really.').alcohol).toBeUndefined();
    expect(social('Doctor: Try to cut down on any alcohol intake.').alcohol).toBeUndefined();
  });
});

describe('work and home: a noun phrase, never a whole reply', () => {
  it('writes the job, also from lower-case unpunctuated speech', () => {
    const said =
      'Doctor: What do you do for work?\nPatient: I work as a teacher at the middle school, um, for about ten years.';
    expect(facts(said).social.occupation).toEqual({ value: 'Works as a teacher', segmentIds: ['s1', 's2'] });
    expect(social(said.toLowerCase().replace(/[.,?]/g, '')).occupation).toBe('Works as a teacher');
    expect(social('Doctor: What do you do for a living?\nPatient: Construction.').occupation).toBe(
      'Works in construction',
    );
    expect(social('Patient: I work in construction.').occupation).toBe('Works in construction');
    expect(social("Patient: I'm a retired nurse.").occupation).toBe('Retired nurse');
  });

  it('holds a reply it cannot read as a job, cleaned, and writes nothing for fillers', () => {
    const f = facts(
      'Doctor: What do you do for a living?\nPatient: Um, well, you know, I do a bit of everything around town.',
    );
    expect(f.social.occupation).toBeUndefined();
    expect(f.held).toContainEqual({
      value: { section: 'socialHistory', text: 'Does a bit of everything around town.' },
      segmentIds: ['s1', 's2'],
    });
    const fillers = facts('Doctor: What do you do for work?\nPatient: Um, um, uh.');
    expect(fillers.social.occupation).toBeUndefined();
    expect(fillers.held.filter((h) => h.value.section === 'socialHistory')).toEqual([]);
  });

  it('writes who the patient lives with as a short phrase', () => {
    expect(social('Doctor: Who do you live with?\nPatient: My wife.').livingSituation).toBe('Lives with wife');
    expect(social('Patient: I live alone since my husband passed.').livingSituation).toBe('Lives alone');
    expect(social('Patient: I have lived in Arizona for the last four years.').livingSituation).toBe(
      'Lives in Arizona',
    );
  });
});

describe('work and home: only a sure line is written, the rest offered', () => {
  const offered = (dialogue: string) =>
    facts(dialogue)
      .held.filter((h) => h.value.section === 'socialHistory')
      .map((h) => h.value.text);

  it('writes a job, a field or a workplace the vocabulary knows', () => {
    expect(
      social('doctor: what do you do for work\npatient: um i drive a truck i work as a truck driver').occupation,
    ).toBe('Works as a truck driver');
    expect(social('doctor: and what do you do\npatient: i work in construction').occupation).toBe(
      'Works in construction',
    );
    expect(social('patient: i work at the elementary school so').occupation).toBe('Works at the elementary school');
  });

  it('offers a misheard or cut work phrase instead of writing it', () => {
    const misheard = 'doctor: what do you do for a living\npatient: i work as a patient of doctor smith';
    expect(social(misheard).occupation).toBeUndefined();
    expect(offered(misheard)).toEqual([expect.stringMatching(/^Works as a patient/)]);
    const cut = 'doctor: where do you work\npatient: i work for a car dealership down';
    expect(social(cut).occupation).toBeUndefined();
    expect(offered(cut)).toEqual(['Works for a car dealership down']);
  });

  it('offers a home line that names nobody of the household', () => {
    const said = 'doctor: who do you live with\npatient: oh i live with her';
    expect(social(said).livingSituation).toBeUndefined();
    expect(social('doctor: who lives with you\npatient: i live with my daughter and her kids').livingSituation).toBe(
      'Lives with daughter and her kids',
    );
  });
});
