import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { reviewOfSystems } from '../ros.js';
import { factsFrom as facts } from '../testing/said.js';

const hpi = (said: string) => hpiSentences(facts(said)).map((s) => s.text);
const ros = (said: string) => reviewOfSystems(facts(said)).map((r) => `${r.system}: ${r.findings}`);

describe('an episode the patient says is over is written as resolved, not as today', () => {
  const episode =
    'doctor: what brings you in today\npatient: i wanted to get checked out after last weekend\n' +
    'patient: i was working in the yard and i got short of breath and had some palpitations for about an hour\n' +
    'doctor: okay and how have you been feeling since then\npatient: i felt fine ever since';

  it('tells the symptoms of the episode as had and now resolved', () => {
    expect(hpi(episode)).toEqual([
      'Patient presenting with shortness of breath, now resolved.',
      'The patient reports palpitations, now resolved.',
    ]);
    expect(ros(episode)).toEqual([
      'Cardiovascular: Endorses palpitations, now resolved.',
      'Respiratory: Endorses shortness of breath, now resolved.',
    ]);
  });

  it('leaves a symptom named again after the cue, or taken back, as present', () => {
    const back = episode.replace('i felt fine ever since', 'it went away but it came back this morning');
    expect(hpi(back).join(' ')).not.toContain('resolved');
    const again = `${episode}\ndoctor: anything else\npatient: i still get palpitations at night`;
    expect(hpi(again)).toEqual([
      'Patient presenting with shortness of breath, now resolved.',
      'The patient reports palpitations.',
    ]);
  });

  it('ends only the episode told last before the cue, not a complaint told earlier', () => {
    const two =
      'doctor: what brings you in\npatient: my knee has been hurting for a month\n' +
      'doctor: anything else\npatient: i had a cough last week\npatient: it went away after a few days';
    const text = hpi(two).join(' ');
    expect(text).toContain('reports cough, now resolved.');
    expect(text).not.toMatch(/knee pain[^.]*resolved/);
  });
});
