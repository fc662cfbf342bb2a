import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { answerPolarity, answersGone, deniedBySpeakingOf, deniesNamedOnly } from './answers.js';
import { extractFacts } from '../extract/index.js';
import { deniedFrom, flagsOf, presentFrom } from '../testing/said.js';
import type { PatientReport } from '@asha/contracts';

/** A report whose review of systems denies the symptom. */
const denying = (name: string) => (r: PatientReport) => {
  r.reviewOfSystems.push({ system: 'General', findings: `Denies ${name}.` });
};

describe('how a reply answers a yes/no question', () => {
  it.each([
    ['Absolutely not.', false],
    ['yeah no i have not', false],
    ['Right, never.', false],
    ['haan nahi', false],
    ['Not anymore.', false],
    ['not lately', false],
    ["Don't think so.", false],
    ['Yes, no fever though.', true],
    ['Absolutely, every day.', true],
    ['A little, not as bad as before.', true],
    ["Don't remember.", null],
    // Not sure, whichever way the reply leans: neither yes nor no.
    ["um i don't know maybe", null],
    ['probably not i never took my temperature', null],
    ["i think so i'm not sure", null],
    ['possibly, it was kind of dark', null],
    ['hard to say you know', null],
    // A no or yes that only does not know a detail is still a no or yes.
    ["i can't say i have", false],
    ['yes i had a fever not sure how high', true],
    ["yeah i've been coughing a lot i don't know why", true],
  ])('%j → %s', (reply, polarity) => {
    expect(answerPolarity(reply.toLowerCase())).toBe(polarity);
  });

  it('keeps a symptom asked about denied when the reply acknowledges and then denies', () => {
    const f = extractFacts(
      transcriptFromText('Doctor: Any chest pain?\nPatient: Absolutely not.\ndoctor: and any fevers\npatient: yeah no'),
    );
    expect(f.symptoms).toEqual([]);
    expect(f.negatedSymptoms.map((s) => s.value).sort()).toEqual(['chest pain', 'fever']);
  });
});

describe('how far a no to a list question reaches', () => {
  it('reaches only the items a reply denying in its own statement names', () => {
    expect(deniesNamedOnly("i haven't thrown up", [false])).toBe(true);
    expect(deniesNamedOnly("i haven't thrown up but i felt a little nauseated", [false, true])).toBe(true);
  });

  it('reaches the whole list from a bare no, with an exception or not, from just…, or from a reply naming none of its items', () => {
    expect(deniesNamedOnly('no, no fever', [false])).toBe(false);
    expect(deniesNamedOnly('no i did have a slight headache last night', [true])).toBe(false);
    expect(deniesNamedOnly("i don't, just a rash", [true])).toBe(false);
    expect(deniesNamedOnly("i don't", [])).toBe(false);
  });
});

describe('a no that goes on to speak of one item of a list', () => {
  const asked = ['shortness of breath', 'insomnia'];

  it('answers only the item its words speak of, by what it concerns rather than by name', () => {
    expect(deniedBySpeakingOf("no i've been sleeping really well", asked, [])).toEqual(new Set(['insomnia']));
    expect(deniedBySpeakingOf('no my breathing is fine', asked, [])).toEqual(new Set(['shortness of breath']));
    expect(deniedBySpeakingOf('nahi neend theek hai', asked, [])).toEqual(new Set(['insomnia']));
    expect(deniedBySpeakingOf('illa moochu nalla irukku', asked, [])).toEqual(new Set(['shortness of breath']));
    expect(deniedBySpeakingOf('no it does not hurt', ['chest pain', 'cough'], [])).toEqual(new Set(['chest pain']));
  });

  it('reads a reply that speaks of each item in turn as answering them all', () => {
    expect(deniedBySpeakingOf('no pain and i can breathe fine', ['chest pain', 'shortness of breath'], [])).toBeNull();
  });

  it('is no such answer when it speaks of none or all of the list, names an item, turns to an exception, or is no no', () => {
    expect(deniedBySpeakingOf("no i've been feeling great", asked, [])).toBeNull();
    expect(deniedBySpeakingOf('no breathing and sleep are both fine', asked, [])).toBeNull();
    expect(deniedBySpeakingOf("no i haven't had any trouble sleeping", asked, [false])).toBeNull();
    expect(deniedBySpeakingOf('no but my sleep has been bad', asked, [])).toBeNull();
    expect(deniedBySpeakingOf("yes i can't catch my breath at night", asked, [])).toBeNull();
  });

  it('leaves the other items of the list neither denied nor present in the note', () => {
    const f = extractFacts(
      transcriptFromText(
        [
          'doctor: have you been short of breath or any problems sleeping since you got home',
          "patient: no i've been sleeping like a baby",
          'doctor: any chest pain',
          'patient: no',
        ].join('\n'),
      ),
    );
    expect(f.symptoms).toEqual([]);
    expect(f.negatedSymptoms.map((s) => s.value).sort()).toEqual(['chest pain', 'insomnia']);
  });

  it('reads on past a pause where recognised speech cut the reply after its no', () => {
    const f = extractFacts(
      transcriptFromText(
        [
          'doctor: any shortness of breath or trouble sleeping lately',
          'patient: um no',
          'patient: my sleep has been great',
          'doctor: good',
        ].join('\n'),
      ),
    );
    expect(f.negatedSymptoms.map((s) => s.value)).toEqual(['insomnia']);
  });
});

describe('replies the writer and the checker read alike', () => {
  it('reads the answer to a negated question against its polarity: yes affirms, no or right denies', () => {
    for (const reply of ['yes i do', 'yeah, some', 'actually yes', 'yes, a little']) {
      const talk = `Doctor: and no dizziness?\nPatient: ${reply}`;
      expect(presentFrom(talk)).toEqual(['dizziness']);
      expect(flagsOf(talk, denying('dizziness'))).toEqual([
        expect.objectContaining({ reason: 'Patient reported dizziness' }),
      ]);
    }
    for (const reply of ['no', 'right', 'correct'])
      expect(deniedFrom(`Doctor: and no dizziness?\nPatient: ${reply}`)).toEqual(['dizziness']);
  });

  it('reads a soft no taken back at once as the symptom had, not denied', () => {
    const talk = 'Doctor: any headaches?\nPatient: no, well, sometimes in the evening';
    expect(presentFrom(talk)).toEqual(['headache']);
    expect(flagsOf(talk, denying('headache'))).toEqual([
      expect.objectContaining({ reason: 'Patient reported headache' }),
    ]);
    expect(deniedFrom('Doctor: any nausea?\nPatient: not really... maybe a bit')).toEqual([]);
  });

  it('does not read a no said only of now as a denial', () => {
    expect(deniedFrom('Doctor: has he been throwing up today?\nPatient: no, not today')).toEqual([]);
    expect(deniedFrom('Doctor: any chest pain?\nPatient: not right this second')).toEqual([]);
    // 'Not anymore' says it was had and is over: told as resolved, not denied.
    expect(deniedFrom('Doctor: any chest pain?\nPatient: not anymore')).toEqual([]);
  });

  it("reads a 'no' to a statement turned into a question as denying only what was asked", () => {
    const talk = "Doctor: you've had some fatigue, but no weight loss?\nPatient: no";
    expect(presentFrom(talk)).toEqual(['fatigue']);
    expect(deniedFrom(talk)).toEqual(['weight loss']);
    expect(flagsOf(talk, denying('fatigue'))).toEqual([
      expect.objectContaining({ reason: 'Patient reported fatigue' }),
    ]);
  });
});

describe('a reply that the symptom asked of is gone', () => {
  it.each([
    "i'm not really having any more",
    "no, i don't get them anymore",
    'not anymore',
    "it's no longer there",
    'oh it cleared up last week',
    'no, not since sunday',
    'it went away',
  ])('%j is had and over', (reply) => {
    expect(answersGone(reply)).toBe(true);
  });

  it.each([
    'yeah, i can hardly walk anymore, it hurts so bad',
    "it's improved somewhat with me not taking aleve anymore",
    'it went away but it came back',
    'still there',
  ])('%j is not', (reply) => {
    expect(answersGone(reply)).toBe(false);
  });
});
