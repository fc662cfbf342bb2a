import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { reviewOfSystems } from '../ros.js';
import { factsFrom as facts } from '../testing/said.js';

const hpi = (said: string) => hpiSentences(facts(said)).map((s) => s.text);
const ros = (said: string) => reviewOfSystems(facts(said)).map((r) => `${r.system}: ${r.findings}`);

describe('a symptom told in the story of an earlier episode is written as had then, not as today', () => {
  const story =
    'doctor: what brings you in today\npatient: my knee pain, it hurts when i climb stairs\n' +
    'doctor: okay and i heard you had a rough week, what happened\n' +
    'patient: i was dizzy all evening and my feet were all swollen, so my son drove me to the emergency room';

  it('tells the symptoms in the history as had at that time, and does not endorse them today', () => {
    expect(hpi(story).join(' ')).toContain(
      'The patient was seen in the emergency department. At that time, the patient had dizziness and swelling.',
    );
    expect(hpi(story).join(' ')).not.toMatch(/reports[^.]*dizziness/);
    const review = ros(story).join(' ');
    expect(review).not.toContain('dizziness');
    expect(review).toContain('Endorses knee pain');
  });

  it('keeps a symptom of the episode that the patient says goes on as today', () => {
    const still = `${story}\ndoctor: any dizziness now\npatient: yes i am still dizzy in the mornings`;
    expect(ros(still).join(' ')).toContain('Endorses dizziness');
    const same = story.replace('emergency room', 'emergency room and i have been dizzy ever since');
    expect(hpi(same).join(' ')).not.toContain('At that time');
  });
});

describe('a symptom said to be gone now is written as resolved, not as one of today', () => {
  it.each([
    "patient: i had some chest pain last week but it's fine now",
    "patient: um the diarrhea's gone now",
    'patient: the nausea stopped after a couple days',
    'patient: the rash cleared up after a week',
  ])('%j', (dialogue) => {
    expect(facts(dialogue).resolvedSymptoms).toHaveLength(1);
  });
});
