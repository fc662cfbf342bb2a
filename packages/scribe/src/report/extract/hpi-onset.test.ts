import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { factsFrom as facts } from '../testing/said.js';

const hpi = (said: string) => hpiSentences(facts(said)).map((s) => s.text);
const BACK = 'doctor: what brings you in today\npatient: my lower back has been hurting for a week\n';

describe('where the pain spreads, in the history of present illness', () => {
  it('tells the part the patient says the pain goes to, in the tense said', () => {
    expect(hpi(`${BACK}patient: and the pain goes all the way down my left leg`)).toContain(
      'The pain radiates to the left leg.',
    );
    expect(hpi(`${BACK}patient: the pain travels down to both legs`)).toContain('The pain radiates to the legs.');
    expect(hpi(`${BACK}patient: when the pain started it shot right into my buttock`)).toContain(
      'The pain radiated to the buttock.',
    );
  });

  it("tells it from the clinician's question the patient says yes to, not from one they deny", () => {
    const asked = `${BACK}doctor: does the pain shoot down your right leg\npatient:`;
    expect(hpi(`${asked} yes it does`)).toContain('The pain radiates to the right leg.');
    expect(hpi(`${asked} no`).join(' ')).not.toMatch(/radiat/);
  });

  it('tells none denied, put as an if, said of someone else, or of no named part', () => {
    const none = [
      "patient: it doesn't go down my leg",
      'patient: if it goes down my leg i will call you',
      'patient: my husband says his pain goes down his leg',
      'patient: it goes away after a while',
      'patient: the pain goes to the back of my head',
    ];
    for (const said of none) expect(hpi(`${BACK}${said}`).join(' ')).not.toMatch(/radiat/);
  });
});

describe('what the patient noticed as the injury happened', () => {
  const ANKLE = 'doctor: what happened to your ankle\npatient: i fell down the stairs and my right ankle hurts\n';

  it('tells a pop the patient heard or felt', () => {
    expect(hpi(`${ANKLE}patient: and i'm pretty sure i heard a pop`)).toContain(
      'The patient reports hearing a pop at onset.',
    );
    expect(hpi(`${ANKLE}patient: i felt something pop on the outside`)).toContain(
      'The patient reports feeling a pop at onset.',
    );
  });

  it('tells none the patient denies or that the clinician asks about', () => {
    expect(hpi(`${ANKLE}patient: no i never heard a pop`).join(' ')).not.toMatch(/pop/);
    expect(hpi(`${ANKLE}doctor: did you hear a pop\npatient: not that i remember`).join(' ')).not.toMatch(/pop/);
  });

  it('tells none the patient tells of an old injury in answer to a question of the past history', () => {
    const old = [
      'doctor: any surgeries in the past',
      'patient: yes on my left shoulder when i was in college',
      'doctor: what happened',
      'patient: i was playing rugby and i felt a pop and it was never the same',
    ].join('\n');
    expect(hpi(`${ANKLE}${old}`).join(' ')).not.toMatch(/pop/);
  });
});

describe('a pain score said as a range', () => {
  it('keeps both ends, so a good day is not written as the worst', () => {
    expect(hpi(`${BACK}patient: it ranges anywhere from two to seven out of ten`)).toContain(
      'The patient rates the pain 2-7/10.',
    );
    const asked = `${BACK}doctor: how would you rate your pain\npatient:`;
    expect(hpi(`${asked} somewhere between a three and a six`)).toContain('The patient rates the pain 3-6/10.');
    expect(hpi(`${asked} about a five`)).toContain('The patient rates the pain 5/10.');
  });

  it('reads no range from a number of days said before the score', () => {
    expect(hpi(`${BACK}doctor: rate your pain\npatient: for 2 days it has been an 8 out of 10`)).toContain(
      'The patient rates the pain 8/10.',
    );
  });
});

describe('what brought the patient in before today', () => {
  const CHEST = 'doctor: what brings you in\npatient: i had chest pain on saturday\n';

  it('tells an emergency visit or a hospital stay the patient tells, or the clinician tells back', () => {
    expect(hpi(`${CHEST}patient: so i ended up in the emergency room that night`)).toContain(
      'The patient was seen in the emergency department.',
    );
    expect(hpi(`${CHEST}patient: my son drove me to the er`)).toContain(
      'The patient was seen in the emergency department.',
    );
    expect(hpi(`doctor: i heard you were in the hospital for your breathing\npatient: yes`)).toContain(
      'The patient was admitted to the hospital.',
    );
    expect(hpi(`${CHEST}doctor: did you go to the er\npatient: yeah i did`)).toContain(
      'The patient was seen in the emergency department.',
    );
  });

  it("tells none denied, only advised, someone else's, years back, or not a hospital's", () => {
    const none = [
      "patient: no i didn't go to the er",
      'doctor: if it comes back go to the emergency room',
      'patient: my wife went to the er last month',
      'patient: i was in the hospital years ago for my appendix',
      'patient: i was hospitalized in 1996 for pneumonia',
      'patient: my father died in 1975\npatient: after that i was hospitalized for a few weeks',
      'doctor: any medical problems in the past\npatient: i was in the hospital for pneumonia once',
      'patient: i got admitted in the nursing program last fall',
      'doctor: did you go to the er\npatient: no',
    ];
    for (const said of none) expect(hpi(`${CHEST}${said}`).join(' ')).not.toMatch(/emergency|hospital/);
  });
});

describe('how the complaint began', () => {
  it('tells a sudden or gradual start said of the complaint', () => {
    expect(hpi(`${BACK}patient: the pain came on all of a sudden when i bent over`)).toContain(
      'The pain began suddenly.',
    );
    expect(hpi(`${BACK}doctor: how did it start\npatient: the ache came on gradually over a few days`)).toContain(
      'The pain began gradually.',
    );
    // The start told is the pain's, named in its own clause, whatever else the patient had first.
    expect(hpi(`${BACK}patient: i felt sick and suddenly it started hurting more`)).toContain(
      'The pain began suddenly.',
    );
  });

  it('tells none said of something else or of someone else', () => {
    expect(hpi(`${BACK}patient: and then all of a sudden the phone rang`).join(' ')).not.toMatch(/suddenly/);
    expect(hpi(`${BACK}patient: my brother had pain that started suddenly`).join(' ')).not.toMatch(/suddenly/);
  });
});

describe('what the patient was doing when it began', () => {
  const KNEE = 'doctor: what happened to your knee\npatient:';

  it('tells the activity said with what happened then', () => {
    expect(hpi(`${KNEE} i was playing soccer and another player ran into me and now my right knee hurts`)).toContain(
      'The pain began while playing soccer.',
    );
    // Told with the cause in one sentence, or in its stead where it tells the cause more closely.
    expect(hpi(`${KNEE} i was running to the bus and i tripped and fell on my left knee`)).toContain(
      'The patient reports the pain began after a fall while running to the bus.',
    );
    expect(hpi(`${KNEE} we were moving the the couch when my left knee started hurting`)).toContain(
      'The patient reports the pain began after moving the couch.',
    );
  });

  it('tells none without an onset after it, years back, or of a fever', () => {
    const none = [
      `${KNEE} i was playing soccer yesterday, my left knee is sore`,
      `${KNEE} i was playing football in high school and my right knee popped`,
      'doctor: any fever\npatient: i was running a fever and then my left knee started hurting',
    ];
    for (const said of none) expect(hpi(said).join(' ')).not.toMatch(/began while/);
  });
});

describe('a pain score said with and without a treatment', () => {
  it('tells both scores, so the reader sees what the treatment does', () => {
    const said = `${BACK}doctor: rate your pain\npatient: right now a 5 out of 10\npatient: it's an 8 out of 10 without tylenol and maybe a 3 with tylenol`;
    expect(hpi(said)).toContain('The patient rates the pain 8/10 without tylenol and 3/10 with it.');
    expect(hpi(said).join(' ')).not.toMatch(/5\/10/);
  });

  it('tells none from a question, nor from a number that is no score', () => {
    const asked = `${BACK}doctor: is it an 8 out of 10 without tylenol and a 3 with tylenol?\npatient: i am not sure`;
    expect(hpi(asked).join(' ')).not.toMatch(/with it/);
    const pills = `${BACK}patient: i take 2 without food and 1 with food`;
    expect(hpi(pills).join(' ')).not.toMatch(/with it/);
  });
});
