import { describe, expect, it } from 'vitest';
import { chiefComplaint, hpiSentences } from '../narrative.js';
import { factsFrom as facts } from '../testing/said.js';

const hpi = (said: string) =>
  hpiSentences(facts(said))
    .map((s) => s.text)
    .join(' ');

describe('recognised speech: what helps the complaint, said before "helps"', () => {
  it('tells the few words said just before "helps" as what makes it better', () => {
    expect(hpi('patient: i have a rash on my arm and um the cream helps a little')).toContain(
      'The rash is better with the cream.',
    );
    expect(hpi('patient: my back is killing me and the heating pad helps')).toContain(
      'The pain is better with the heating pad.',
    );
  });

  it('tells nothing when it is denied, what something helps with, or a long run of words', () => {
    expect(hpi('patient: my back hurts nothing really helps')).not.toMatch(/better/);
    expect(hpi("patient: my back hurts and ibuprofen doesn't help at all")).not.toMatch(/better/);
    expect(hpi('patient: my back hurts and melatonin helps me sleep')).not.toMatch(/better/);
    expect(hpi('patient: my back hurts and my wife helps')).not.toMatch(/better/);
    expect(hpi("patient: i've been having headaches um lying down in a dark room helps")).not.toMatch(/better/);
  });
});

describe('recognised speech: "sore" said of a part is pain, a sore is an ulcer', () => {
  it('names the complaint by what was said', () => {
    expect(chiefComplaint(facts('patient: my ankle is sore heat helps and rest helps'))?.value).toBe('Ankle pain');
    expect(chiefComplaint(facts('patient: i have a sore knee'))?.value).toBe('Knee pain');
    expect(chiefComplaint(facts('patient: there are these sores on my foot'))?.value).toBe('Foot ulcer');
    expect(
      hpi("patient: i've had this sore throat for like three days now and it's getting better i think"),
    ).not.toMatch(/ulcer/i);
  });
});
