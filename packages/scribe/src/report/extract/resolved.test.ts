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
    // No reason for the visit was stated, and a symptom that is over is never the chief complaint.
    expect(hpi(episode)).toEqual(['The patient reports shortness of breath and palpitations, now resolved.']);
  });

  it('leaves a resolved symptom out of the review of systems, which is about today', () => {
    expect(ros(episode).join(' ')).not.toMatch(/palpitations|shortness of breath/);
  });

  it('leaves a symptom named again after the cue, or taken back, as present', () => {
    const back = episode.replace('i felt fine ever since', 'it went away but it came back this morning');
    expect(hpi(back).join(' ')).not.toContain('resolved');
    const again = `${episode}\ndoctor: anything else\npatient: i still get palpitations at night`;
    // What goes on today is why they came; what is over is told as resolved.
    expect(hpi(again)).toEqual([
      'Patient presenting with palpitations.',
      'The patient reports shortness of breath, now resolved.',
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

describe("'i felt fine' ends the whole episode told; 'it went away' ends what was named last", () => {
  const resolved = (said: string) => facts(said).resolvedSymptoms.map((r) => r.value);

  it('ends every symptom the patient told of the episode in the past tense', () => {
    const d = [
      'patient: on saturday i went for a run and i was really short of breath after a mile',
      'patient: my wife drove me home',
      'patient: that night i felt dizzy and then sunday i felt fine',
    ].join('\n');
    expect(resolved(d).sort()).toEqual(['dizziness', 'shortness of breath']);
    expect(resolved(d.replace('then sunday i felt fine', 'i felt okay by the next morning')).sort()).toEqual([
      'dizziness',
      'shortness of breath',
    ]);
  });

  it('leaves a symptom the patient has now, told in the present tense, before the episode', () => {
    const d = [
      'patient: i have a cough most mornings',
      'patient: on friday i felt dizzy at work',
      'patient: and then saturday i felt fine',
    ].join('\n');
    expect(resolved(d)).toEqual(['dizziness']);
  });

  it("ends nothing of the patient's when what was named last is a symptom they do not have", () => {
    const d = [
      "patient: i've been really tired for two months",
      'doctor: any blood in your stool',
      'patient: no, once years ago but nothing since then',
    ].join('\n');
    expect(resolved(d)).toEqual([]);
  });
});

describe('a symptom the patient tells only as had days or more before today', () => {
  const resolved = (said: string) => facts(said).resolvedSymptoms.map((r) => r.value);

  it('is written as resolved, not as today', () => {
    const d = [
      'doctor: any nausea or vomiting',
      'patient: i was nauseous a few days ago but that was from a long bus ride',
    ].join('\n');
    expect(resolved(d)).toEqual(['nausea']);
    expect(hpi(d).join(' ')).toMatch(/nausea[^.]*, now resolved\./);
    expect(ros(d).join(' ')).not.toContain('nausea');
  });

  it('stays present when the patient also tells it as now, or came for it', () => {
    const now = 'patient: i was nauseous a few days ago\npatient: and i still feel nauseous in the mornings';
    expect(resolved(now)).toEqual([]);
    const came = 'doctor: what brings you in\npatient: i had a bad headache two days ago';
    expect(resolved(came)).toEqual([]);
  });
});

describe("a reply that what was asked is over ('it went away') tells it as had and resolved, not denied", () => {
  const asked = (reply: string) => `doctor: any cough lately\npatient: ${reply}`;

  it.each(["it's resolved", 'it went away', "that's gone now", 'no, not since then'])('"%s"', (reply) => {
    const f = facts(asked(reply));
    expect(f.negatedSymptoms.map((s) => s.value)).not.toContain('cough');
    expect(f.resolvedSymptoms.map((s) => s.value)).toEqual(['cough']);
    expect(hpi(asked(reply)).join(' ')).toContain('cough, now resolved.');
    expect(ros(asked(reply)).join(' ')).not.toContain('cough');
  });

  it('leaves a plain no a denial, and a reply that it is only better not over', () => {
    expect(facts(asked('no')).negatedSymptoms.map((s) => s.value)).toEqual(['cough']);
    expect(facts(asked("it's gotten better")).resolvedSymptoms).toEqual([]);
  });
});

describe('a complaint placed from the words of a symptom that is over', () => {
  it('is no chief complaint nor problem when nothing of today is told', () => {
    const d =
      "doctor: what brings you in\npatient: i had some tingling in my fingers a few months ago\ndoctor: and now\npatient: no that's gone";
    const f = facts(d);
    expect(f.reason).toBeNull();
    expect(f.assessment).toEqual([]);
    expect(hpi(d)).toEqual(['The patient reports tingling, now resolved.']);
  });
});

describe("'back' said as an adverb", () => {
  it('names no back: the complaint is the part said with it', () => {
    const d =
      'doctor: you are back for a follow up on your right arm pain right\npatient: yes it still hurts every day';
    expect(facts(d).reason?.value).toMatch(/^right arm pain$/i);
    expect(facts('patient: my back has been killing me since i lifted a box').reason?.value).toMatch(/back pain/i);
  });
});
