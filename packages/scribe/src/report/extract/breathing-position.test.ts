import { describe, expect, it } from 'vitest';
import { reviewOfSystems } from '../ros.js';
import { deniedFrom as denied, factsFrom as facts, presentFrom as present } from '../testing/said.js';

const ros = (said: string) =>
  reviewOfSystems(facts(said))
    .map((e) => `${e.system}: ${e.findings}`)
    .join(' ');

describe('breathlessness lying flat or waking from sleep is orthopnea or PND, not insomnia', () => {
  it('names orthopnea beside the breathlessness said with lying flat or sleeping propped up', () => {
    expect(present('patient: i get short of breath when i lie down at night').sort()).toEqual([
      'orthopnea',
      'shortness of breath',
    ]);
    expect(present('patient: i have to sleep propped up on three pillows')).toEqual(['orthopnea']);
    expect(present("patient: i can't breathe when i lie flat")).toContain('orthopnea');
  });

  it('names paroxysmal nocturnal dyspnea for waking up gasping', () => {
    expect(present('patient: a couple of times a week i wake up gasping')).toEqual(['paroxysmal nocturnal dyspnea']);
  });

  it('reads no orthopnea from lying down told as what the patient does for the breathlessness', () => {
    expect(present("patient: i have to lie down when i'm short of breath")).toEqual(['shortness of breath']);
  });

  it('reads a denial of it', () => {
    const said = 'doctor: do you get short of breath when you lie flat\npatient: no';
    expect(present(said)).toEqual([]);
    expect(denied(said)).toContain('orthopnea');
  });

  it('writes the trouble sleeping of breathlessness in bed as orthopnea, reviewed with the heart, not as insomnia', () => {
    const said = [
      'doctor: what brings you in today',
      "patient: i've had a lot of trouble sleeping",
      'doctor: tell me more about that',
      "patient: as soon as i lay down i can't breathe",
    ].join('\n');
    expect(present(said)).not.toContain('insomnia');
    expect(present(said)).toContain('orthopnea');
    expect(facts(said).held.map((h) => h.value.text)).toContain('Trouble sleeping');
    expect(ros(said)).toMatch(/Cardiovascular: Endorses orthopnea/);
    expect(ros(said)).not.toMatch(/insomnia/);
  });

  it('writes no denial of insomnia for sleep said to be fine beside breathlessness in bed', () => {
    const said = [
      'doctor: are you sleeping all right',
      "patient: no trouble sleeping it's just that i wake up gasping for air",
      "patient: and i've had trouble sleeping because of it",
    ].join('\n');
    expect(denied(said)).not.toContain('insomnia');
  });

  it('keeps insomnia told with no breathlessness in bed', () => {
    expect(present("patient: i've had trouble sleeping since my divorce")).toEqual(['insomnia']);
  });
});
