import { describe, expect, it } from 'vitest';
import { CERTAINTY_ROWS } from './certainty-cues.js';
import {
  assessedJustBefore,
  CERTAINTY_STATEMENTS,
  hedgeAhead,
  impressionGiven,
  pastWorry,
  readsChartHistory,
  statedAfterAll,
} from './certainty.js';

/** The first wording that reads a sentence, as the writer reads a clinician's statement: its row and certainty. */
function wordingOf(text: string): { id: string; value: string } | null {
  const i = CERTAINTY_STATEMENTS.findIndex(([re]) => re.test(text));
  return i < 0 ? null : { id: CERTAINTY_ROWS[i]!.id, value: CERTAINTY_STATEMENTS[i]![1] };
}

/** One example per certainty row: a clinician's sentence and the certainty it gives the diagnosis after it. */
const EXAMPLES = [
  { id: 'certainty:possible', text: 'this could be a stress fracture', value: 'possible' },
  { id: 'certainty:possible', text: "i'm worried about a blood clot", value: 'possible' },
  { id: 'certainty:assessed', text: 'my impression is that you have a rotator cuff strain', value: 'confirmed' },
  { id: 'certainty:result-consistent', text: 'your x-ray is consistent with a broken wrist', value: 'confirmed' },
  { id: 'certainty:probable', text: 'i think you have a sinus infection', value: 'probable' },
  { id: 'certainty:probable', text: 'it looks like a bit of eczema', value: 'probable' },
  { id: 'certainty:probable', text: 'i think this is more of a muscular sprain', value: 'probable' },
  { id: 'certainty:confirmed', text: 'the ultrasound showed gallstones', value: 'confirmed' },
  { id: 'certainty:confirmed', text: "you've got a urinary tract infection", value: 'confirmed' },
];

describe('certainty rows', () => {
  for (const e of EXAMPLES)
    it(`${e.id}: '${e.text}'`, () => {
      expect(wordingOf(e.text)).toEqual({ id: e.id, value: e.value });
    });

  it('a plain report of the day names no diagnosis', () => {
    expect(wordingOf('we talked about your diet and your work')).toBeNull();
  });

  it('every row has an example', () => {
    expect(CERTAINTY_ROWS.filter((r) => !EXAMPLES.some((e) => e.id === r.id)).map((r) => r.id)).toEqual([]);
  });
});

describe('the reading of a diagnosis around its wording', () => {
  it("a condition right after the clinician's opinion is today's diagnosis, not a condition had before", () => {
    expect(assessedJustBefore('i think you have a ')).toBe(true);
    expect(assessedJustBefore('you told me your mother had ')).toBe(false);
  });

  it('an impression that goes on to hedge is read by the hedge', () => {
    expect(hedgeAhead(' this might be a pinched nerve')).toBe(true);
    expect(hedgeAhead(' you have a pinched nerve')).toBe(false);
  });

  it("the chart's history read out is no diagnosis", () => {
    expect(readsChartHistory('history of migraines')).toBe(true);
    expect(readsChartHistory('migraines')).toBe(false);
  });

  it('a probable diagnosis explained from results, or found and treated, is stated after all', () => {
    expect(statedAfterAll('i think you have ', 'asthma based on your breathing tests', 'asthma')).toBe(true);
    expect(statedAfterAll('consistent with ', 'a torn meniscus and i recommend surgery', 'a torn meniscus')).toBe(true);
    expect(statedAfterAll('i think you have ', 'a torn meniscus and i recommend surgery', 'a torn meniscus')).toBe(
      false,
    );
  });

  it('an opinion right after the announced impression is the impression itself', () => {
    expect(impressionGiven("okay let's talk about my impression and plan.", 'i think ')).toBe(true);
    expect(impressionGiven('okay so about your knee.', 'i think ')).toBe(false);
  });
});

describe('a worry of before or someone else’s', () => {
  it('is put in the past or given to another by the words before its cue, not by the clinician’s own worry', () => {
    expect(pastWorry('he had an mri of that finger because there was ', 'concern about ')).toBe(true);
    expect(pastWorry('at the other practice they were ', 'worried about ')).toBe(true);
    expect(pastWorry("so i'm ", 'concerned about ')).toBe(false);
    expect(pastWorry('so i was ', 'worried about ')).toBe(false);
    expect(pastWorry('there was ', 'could be ')).toBe(false);
  });
});
