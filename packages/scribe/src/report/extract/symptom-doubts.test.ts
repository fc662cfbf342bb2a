import { describe, expect, it } from 'vitest';
import { hpiFrom as hpi, rosFrom as ros, offeredFrom as offered } from '../testing/said.js';

const visit = 'doctor: what brings you in today\npatient: my knee has been hurting for a month\n';

describe('a symptom the patient names with doubt is offered, not written as today nor as denied', () => {
  it('offers a symptom the patient is not sure they had', () => {
    const said = `${visit}doctor: any fever\npatient: i'm not sure if it was a fever, i felt warm one night`;
    expect(ros(said)).not.toContain('fever');
    expect(hpi(said)).not.toContain('fever');
    expect(offered(said)).toContain('Possible fever; the patient is not sure');
  });

  it('offers a symptom had once, asked or volunteered', () => {
    const said = `${visit}doctor: any dizziness\npatient: maybe a little dizzy once`;
    expect(ros(said)).not.toContain('dizziness');
    expect(offered(said).join(' ')).toContain('dizziness');
  });

  it('offers a reaction got at times from some kind of thing, not a rash of today', () => {
    const said = `${visit}patient: and i sometimes get a rash from certain laundry soaps`;
    expect(ros(said)).not.toContain('rash');
    expect(offered(said)).toContain('Rash at times, from certain exposures');
  });

  it('offers a symptom named with doubt once and plainly another time: the readings disagree', () => {
    const said = `${visit}patient: maybe a little dizzy once\ndoctor: okay\npatient: actually i've been dizzy every morning this week`;
    expect(ros(said)).not.toContain('dizziness');
    expect(offered(said)).toContain('Dizziness: said; unclear if current (also said with doubt)');
  });
});

describe('a symptom the patient says is gone now is written as resolved, not as today', () => {
  it('tells heartburn had and gone after "but not anymore"', () => {
    const said = `${visit}patient: i was getting heartburn after dinner too but not anymore`;
    expect(hpi(said)).toContain('heartburn, now resolved');
    expect(ros(said)).not.toMatch(/Endorses heartburn(?!, now resolved)/);
  });

  it('keeps a chronic symptom that is better but still there as today', () => {
    const said = `${visit}patient: my back pain is better but still there`;
    expect(ros(said)).toContain('back pain');
    expect(hpi(said)).not.toContain('back pain, now resolved');
  });
});
