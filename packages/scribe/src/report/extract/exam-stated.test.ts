import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));
const heldOf = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => h.value.text);

describe('examination: normal only where the clinician said so', () => {
  it('holds a found thing it cannot read back, and the "otherwise normal" said beside it', () => {
    const dialogue =
      "Doctor: On exam there is a small raised scar above your left collarbone but it's not tender. Otherwise normal exam.";
    expect(valuesOf(dialogue)).toEqual({});
    expect(heldOf(dialogue)).toEqual([
      'There is a small raised scar above the left collarbone',
      'Examination otherwise normal',
    ]);
  });

  it('writes a lymph node the examiner finds, where it is, beside nodes denied elsewhere', () => {
    const said =
      "Doctor: On exam there's no axillary, cervical or supraclavicular lymphadenopathy. There is a soft lymph node in the right groin, but it's nontender, otherwise normal exam.";
    const written = {
      generalAppearance:
        'Lymph nodes: no axillary, cervical or supraclavicular lymphadenopathy; palpable lymph node in the right groin; non-tender. Examination otherwise normal.',
    };
    expect(valuesOf(said)).toEqual(written);
    // As speech recognition gives it, the finding labelled the patient's: still the examiner's words.
    expect(
      valuesOf(
        "doctor: on exam there's no axillary cervical or supraclavicular lymphadenopathy\npatient: there is a soft lymph node in the right groin but it's nontender otherwise normal exam",
      ),
    ).toEqual(written);
    expect(heldOf(said)).toEqual([]);
    expect(valuesOf('Doctor: On exam there are no lymph nodes that I can feel.')).toEqual({
      generalAppearance: 'Lymph nodes: no palpable lymph node.',
    });
  });

  it('writes the skin change found on one breast under that breast, beside the masses denied', () => {
    expect(
      valuesOf(
        'Doctor: On the breast exam there are no palpable masses, however, there is skin thickening at the lower inner aspect of the left breast.',
      ),
    ).toEqual({ generalAppearance: 'Left breast: skin thickening at the lower inner aspect; no mass.' });
    // As speech recognition gives it, the finding labelled the patient's: 'palpable' is the examiner's word.
    expect(
      valuesOf(
        'doctor: the only change is the breast exam\npatient: there are no palpable masses however there is skin thickening at the lower inner aspect of the left breast',
      ),
    ).toEqual({ generalAppearance: 'Left breast: skin thickening at the lower inner aspect; no mass.' });
    expect(valuesOf('Doctor: On exam your left breast has no masses. Your right breast is tender.')).toEqual({
      generalAppearance: 'Left breast: no mass. Right breast: tenderness.',
    });
  });

  it('writes no part normal beside what was found wrong of it, nor beside the findings that say how it is', () => {
    expect(
      valuesOf(
        'Doctor: Let me look at your incisions. Everything looks good. This scar has widened a bit, but the incisions are well healed with no redness.',
      ),
    ).toEqual({ generalAppearance: 'Skin: scar widening; well healed; no erythema.' });
    // A scar on a breast that has widened is the breast's finding, not a normal breast.
    expect(
      valuesOf(
        "Doctor: I'm going to take a look at your breast now. The scar on your breast has widened a little bit.",
      ),
    ).toEqual({ generalAppearance: 'Breasts: scar widening.' });
  });

  it('reads a finding and its other name said after "or" as one finding, of the side being examined', () => {
    expect(
      valuesOf(
        "Doctor: I'm going to examine your left ankle. I see some bruising over the medial malleolus with some swelling or edema of that area.",
      ),
    ).toEqual({ extremities: 'Left ankle: ecchymosis over the medial malleolus and swelling.' });
  });

  it('takes no finding from what a treatment is for, nor from "rub" said as a verb', () => {
    expect(
      valuesOf(
        'Doctor: On exam your left calf is tender. The ibuprofen will help reduce the swelling in your leg. The brace is going to rub a little.',
      ),
    ).toEqual({ extremities: 'Left leg: tenderness.' });
    const scalp = [
      'Doctor: your heart rate was 98 and those all look good now when i look at your scalp here i do notice that you',
      'have demarcated scaly erythematous plaques now lem me talk a little bit about my impression and plan i think',
      'that you have a scalp psoriasis and what i would like you to use is clobetasol twice daily on the affected',
      "areas of your scalp so you're just gonna put this on and just kinda gently rub it in",
    ].join(' ');
    expect(valuesOf(scalp)).not.toHaveProperty('cardiovascular');
  });
});

describe('examination: findings said in the words of a dictation', () => {
  it('reads a range of motion said active and passive', () => {
    expect(valuesOf('Doctor: On your left hip exam you have limited active and passive range of motion.')).toEqual({
      extremities: 'Left hip: decreased range of motion.',
    });
  });

  it('holds back a part said as the thing found there, but not one a place is named by', () => {
    expect(heldOf('Doctor: On exam there is a small thick scar on your arm.')).toEqual([
      'There is a small thick scar on the arm',
    ]);
    expect(heldOf('Doctor: On exam, there are many small bones in your wrist.')).toEqual([]);
  });
});

describe('examination: denied findings written as denied', () => {
  it('reads a denial said before or after a finding, as speech runs it', () => {
    expect(valuesOf('doctor: on exam there is no cva tenderness')).toEqual({
      generalAppearance: 'Abdomen: no CVA tenderness.',
    });
    expect(valuesOf('Doctor: On exam, CVA tenderness is absent.')).toEqual({
      generalAppearance: 'Abdomen: no CVA tenderness.',
    });
    expect(valuesOf('Doctor: On exam your right wrist is without swelling and non-tender.')).toEqual({
      extremities: 'Right wrist: no swelling; non-tender.',
    });
  });

  it('lets a denial reach no finding past words that assert the next one', () => {
    expect(valuesOf('doctor: on exam of your right knee there is no tenderness there is swelling and redness')).toEqual(
      {
        extremities: 'Right knee: non-tender; swelling and erythema.',
      },
    );
  });

  it('keeps a denial that reaches through "you have" to the only finding', () => {
    expect(
      valuesOf("Doctor: On exam of your right elbow it doesn't look like you have a full range of motion."),
    ).toEqual({});
  });

  it('keeps the sites a denial names: nodes denied in some places say nothing of the others', () => {
    expect(valuesOf('Doctor: On exam there is no axillary or cervical lymphadenopathy.')).toEqual({
      generalAppearance: 'Lymph nodes: no axillary or cervical lymphadenopathy.',
    });
  });

  it('reads "no signs of infection" as found on examining, not as a hypothetical sign', () => {
    expect(valuesOf('Doctor: On exam the incision is well healed with no signs of infection.')).toEqual({
      generalAppearance: 'Skin: well healed; no signs of infection.',
    });
  });
});
