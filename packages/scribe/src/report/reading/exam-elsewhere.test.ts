import { describe, expect, it } from 'vitest';
import { notFoundToday } from './context.js';
import { aboutOthers } from './subject.js';
import { FINDING_RULES } from './exam-elsewhere-cues.js';

/** Where a finding said after its telling is read: the row telling it as found elsewhere, or today's. */
const foundAt = (text: string, finding: string) => notFoundToday(text, text.indexOf(finding));

/** One telling per row, of a finding made before today's examination or by another examiner. */
const ELSEWHERE: { rule: string; text: string; finding: string }[] = [
  { rule: 'other:examiner-found', text: 'the er noted some swelling of your right ankle', finding: 'swelling' },
  { rule: 'other:records', text: 'your records indicate you had some swelling around the eye', finding: 'swelling' },
  { rule: 'other:at-place', text: 'at urgent care your throat was red', finding: 'red' },
  { rule: 'other:they-found', text: 'they also heard a murmur', finding: 'murmur' },
  { rule: 'other:patient-told', text: 'you mentioned your wrist was bruised', finding: 'bruised' },
  { rule: 'sought:looking-for', text: "i'm looking for any redness around your knee", finding: 'redness' },
  { rule: 'other:reported', text: 'the physical therapist said your knee is swollen', finding: 'swollen' },
  { rule: 'other:reported', text: 'your cardiologist says you have a murmur', finding: 'murmur' },
  { rule: 'sought:would', text: 'if you had an infection your throat would be red', finding: 'red' },
  { rule: 'habit:gets', text: 'yeah your ankle gets swollen at night you said', finding: 'swollen' },
  { rule: 'sought:thought', text: "i thought i heard a murmur but no it's fine", finding: 'murmur' },
  { rule: 'earlier:last-visit', text: 'at your last visit your knee was swollen', finding: 'swollen' },
  { rule: 'earlier:when-seen', text: 'when i last saw you your lungs had some wheezing', finding: 'wheezing' },
  { rule: 'earlier:day-gone', text: 'yesterday your calf was tender', finding: 'tender' },
];

describe('findings told as made elsewhere or only sought', () => {
  it('has an example for every row', () => {
    expect(new Set(ELSEWHERE.map((e) => e.rule))).toEqual(
      new Set(FINDING_RULES.filter((r) => r.direction === 'forward').map((r) => r.id)),
    );
  });

  it.each(ELSEWHERE)('$rule: "$text" is not today’s finding', ({ rule, text, finding }) => {
    expect(foundAt(text, finding)).toBe(rule);
  });

  it('reads a finding said today after an earlier one as today’s', () => {
    const text = 'last time your knee was swollen today your knee has no swelling';
    expect(foundAt(text, 'no swelling')).toBeNull();
  });

  it('reads what the examiner noticed, or would say, as today’s finding', () => {
    expect(foundAt('i noticed your ankles are swollen', 'swollen')).toBeNull();
    expect(foundAt('i would say your lungs are clear', 'clear')).toBeNull();
  });

  it('reads what the examiner perceives now as today’s finding', () => {
    expect(foundAt('the nurse noted it and i do see some redness of the skin', 'redness')).toBeNull();
  });

  it('reads a part said to sound good now, after a time before today, as today’s finding', () => {
    const text = 'you had no fever when you came in and your lungs sound clear';
    expect(foundAt(text, 'clear')).toBeNull();
  });

  it('reads what is found after the examiner announces the next step as today’s finding', () => {
    const text = "you had no fever when you came in i'm going to quickly listen to your lungs they sound clear";
    expect(foundAt(text, 'clear')).toBeNull();
  });

  it('reads a finding said before the earlier cue as today’s: a known murmur heard again', () => {
    expect(foundAt('i hear a murmur which we have heard in the past at your last visit', 'murmur')).toBeNull();
  });

  it('reads a finding after an injury a few days ago told in the present tense as today’s', () => {
    expect(foundAt('you fell two days ago and there is some bruising of your knee', 'bruising')).toBeNull();
  });

  it('an examination row says nothing of whose a symptom is: a clot found at the hospital is the patient’s', () => {
    const text = 'at the hospital they found a clot in my leg';
    expect(aboutOthers(text, text.indexOf('clot'))).toBe(false);
  });
});
