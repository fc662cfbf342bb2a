import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

/** The examination as written, field by field, from lines as speech recognition gives them. */
const written = (lines: string[]) =>
  Object.fromEntries(Object.entries(factsFrom(lines.join('\n')).exam).map(([k, v]) => [k, v.value]));
/** What is offered for the examination as said, not in the note. */
const offered = (lines: string[]) =>
  factsFrom(lines.join('\n'))
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => h.value.text);

describe('an examination as it is said in the room', () => {
  it('writes what the clinician hears and sees, in speech run on without stops', () => {
    expect(
      written([
        'doctor: alright lemme take a listen to your chest um deep breaths for me',
        'patient: okay',
        'doctor: good lungs sound clear',
      ]),
    ).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally.',
    });
    expect(written(['doctor: alright your exam looks good heart sounds good lungs are clear'])).toEqual({
      cardiovascular: 'Heart: normal.',
      respiratory: 'Lungs: clear to auscultation bilaterally.',
    });
    expect(written(["doctor: on your heart exam heart's regular no murmurs"])).toEqual({
      cardiovascular: 'Heart: no murmur.',
    });
  });

  it("never writes tenderness the patient's reply found, but offers it ('does it hurt when i push here' 'ow yeah')", () => {
    const said = [
      'doctor: okay let me examine your knee now does it hurt when i push here',
      'patient: ow yeah right there',
    ];
    expect(written(said)).toEqual({});
    expect(offered(said)).toEqual(['Knee: tender to palpation']);
    const sided = ['doctor: let me examine your right knee um when i push here does it hurt', 'patient: ow yes'];
    expect(written(sided)).toEqual({});
    expect(offered(sided)).toEqual(['Right knee: tender to palpation']);
    const belly = [
      "doctor: okay lie back i'm gonna press on your belly now does that hurt",
      "patient: yeah yeah that's sore",
    ];
    expect(written(belly)).toEqual({});
    expect(offered(belly)).toEqual(['Abdomen: pain on examination']);
  });

  it('writes nothing for a finding only asked about during the examination', () => {
    expect(written(['doctor: on exam any swelling in your feet', 'patient: no'])).toEqual({});
    expect(written(["doctor: on exam i'm checking for any swelling or redness"])).toEqual({});
  });

  it('writes no finding the clinician took back', () => {
    expect(written(['doctor: on your heart exam i thought i heard a murmur but no your heart sounds normal'])).toEqual(
      {},
    );
    expect(
      written([
        "doctor: on exam of your right shoulder you have full range of motion um actually it's limited when you lift it overhead",
      ]),
    ).toEqual({});
    expect(
      written(['doctor: on exam your left wrist is non tender oh wait there is some tenderness over the snuffbox']),
    ).toEqual({
      extremities: 'Left wrist: tenderness over the snuffbox.',
    });
  });

  it('writes no normal line beside the abnormal finding that makes it untrue', () => {
    expect(written(['doctor: on your heart exam your heart sounds normal i do hear a soft murmur though'])).toEqual({
      cardiovascular: 'Heart: murmur.',
    });
    expect(
      written([
        'doctor: on your abdominal exam your abdomen is non tender uh there is tenderness in the right lower quadrant',
      ]),
    ).toEqual({
      generalAppearance: 'Abdomen: tenderness in the right lower quadrant.',
    });
    expect(
      written([
        'doctor: on your right knee exam no tenderness laterally um there is tenderness over the medial joint line',
      ]),
    ).toEqual({
      extremities: 'Right knee: tenderness over the medial joint line.',
    });
  });

  it('offers a normal finding and the abnormal one said of the same part, and writes neither', () => {
    const lungs = ['doctor: on your lung exam your lungs are clear um i do hear some crackles at the left base'];
    expect(written(lungs)).toEqual({});
    expect(offered(lungs)).toEqual([
      "Lungs: said both 'crackles at the left base' and 'clear to auscultation bilaterally'",
    ]);
    const wheeze = [
      'doctor: take some deep breaths lungs are clear uh actually i do hear a little wheeze on the left side',
    ];
    expect(written(wheeze)).toEqual({});
    expect(offered(wheeze)).toEqual([
      "Lungs: said both 'mild wheezing on the left' and 'clear to auscultation bilaterally'",
    ]);
    const gait = ['doctor: on exam your gait is normal uh you do have an antalgic gait on the left'];
    expect(written(gait)).toEqual({});
    expect(offered(gait)).toEqual(["Neuro: said both 'antalgic gait on the left' and 'normal gait'"]);
  });

  it("never writes the patient's own body as found, whoever speech recognition says spoke", () => {
    expect(written(['doctor: let me examine your knee', 'doctor: my knee gets swollen after i run'])).toEqual({});
    expect(offered(['doctor: let me examine your knee', 'doctor: my knee gets swollen after i run'])).toEqual([]);
    expect(
      written([
        'doctor: so let me examine you',
        'patient: my ankles get really swollen at night you know',
        'doctor: okay let me have a look at your ankles',
      ]),
    ).toEqual({});
    expect(written(['doctor: let me examine your shoulder', "patient: it's really tender right here"])).toEqual({});
    expect(
      written([
        'doctor: let me look at your ankle',
        "patient: it's been swollen since yesterday",
        'doctor: okay i see',
      ]),
    ).toEqual({});
    expect(
      written([
        'doctor: have you noticed any swelling in your legs',
        'patient: yeah my legs swell up by the end of the day',
      ]),
    ).toEqual({});
  });

  it('writes a finding told as less than before neither present nor absent', () => {
    expect(written(["doctor: on exam the swelling in your knee has gone down there's no swelling now"])).toEqual({
      extremities: 'Knee: no swelling.',
    });
    expect(written(['doctor: on exam the redness around the cut has improved'])).toEqual({});
  });

  it('writes a finding under the side said with it', () => {
    expect(written(['doctor: let me look at your wrists the left wrist looks fine the right wrist is tender'])).toEqual(
      {
        extremities: 'Left wrist: normal. Right wrist: tenderness.',
      },
    );
    expect(written(['doctor: on exam your right ear drum is red and bulging and the left ear looks normal'])).toEqual({
      generalAppearance: 'Right ear: erythema. Left ear: normal.',
    });
    expect(written(["doctor: on exam there's swelling of the ankle on the left side"])).toEqual({
      extremities: 'Left ankle: swelling.',
    });
    expect(
      written(["doctor: on exam of your knees there's no swelling on the right knee the left knee is swollen"]),
    ).toEqual({
      extremities: 'Right knee: no swelling. Left knee: swelling.',
    });
    expect(written(['doctor: on exam your right knee looks good your left knee has an effusion'])).toEqual({
      extremities: 'Right knee: normal. Left knee: effusion.',
    });
    expect(written(['doctor: on exam you have one plus pitting edema in both legs'])).toEqual({
      extremities: 'Bilateral lower extremities: 1+ pitting edema.',
    });
    expect(
      written([
        'doctor: okay let me examine your right shoulder',
        "doctor: i'm pressing here over the front",
        'patient: ouch',
        "doctor: yeah you're tender there",
      ]),
    ).toEqual({
      extremities: 'Right shoulder: tenderness.',
    });
    expect(
      written([
        "patient: it's been red around the cut",
        'doctor: on exam yeah i see some redness around the cut on your left hand',
      ]),
    ).toEqual({
      extremities: 'Left hand: erythema.',
    });
  });

  it("writes no finding told as someone else's, a habit, or what would be found", () => {
    expect(
      written(['doctor: let me examine you', 'patient: the physical therapist said your knee is swollen']),
    ).toEqual({});
    expect(written(['doctor: on exam your cardiologist says you have a murmur'])).toEqual({});
    expect(written(['doctor: on exam your wife noticed your ankles are swollen'])).toEqual({});
    expect(
      written([
        'doctor: let me take a look at your medical records your records indicate you had some swelling around the eye back in may',
      ]),
    ).toEqual({});
    expect(
      written(['doctor: let me examine your ankle', 'doctor: yeah your ankle gets swollen at night you said']),
    ).toEqual({});
    expect(written(['doctor: on exam if you had an infection your throat would be red'])).toEqual({});
    expect(written(['doctor: on exam you might get some bruising from the injection'])).toEqual({});
    // The examiner's own noticing is today's finding.
    expect(written(['doctor: on exam i noticed your left ankle is swollen'])).toEqual({
      extremities: 'Left ankle: swelling.',
    });
  });

  it('writes a part normal on both sides nowhere beside a finding on one of them', () => {
    expect(
      written([
        'doctor: on exam both knees look normal',
        "doctor: actually there's a little swelling in the left knee",
      ]),
    ).toEqual({
      extremities: 'Left knee: mild swelling.',
    });
    expect(
      written(['doctor: on exam your right knee looks normal', "doctor: there's some swelling over the right knee"]),
    ).toEqual({
      extremities: 'Right knee: swelling.',
    });
    expect(
      written(['doctor: on exam your leg strength is normal you do have four out of five strength in your left hip']),
    ).toEqual({
      extremities: 'Left hip: decreased strength.',
    });
    expect(
      written([
        'doctor: on exam sensation is intact in your legs um there is decreased sensation on the bottom of your right foot',
      ]),
    ).toEqual({ extremities: 'Right foot: decreased sensation.' });
    expect(
      written(['doctor: on exam your right leg has normal strength your left leg has four out of five strength']),
    ).toEqual({
      extremities: 'Right leg: normal strength. Left leg: decreased strength.',
    });
    expect(written(['doctor: on exam no edema in your left leg your right leg has two plus pitting edema'])).toEqual({
      extremities: 'Left leg: no edema. Right leg: 2+ pitting edema.',
    });
  });

  it('keeps what the examiner found, whatever the patient says of it', () => {
    const knee = ['doctor: on exam your right knee is a little swollen', "patient: really i didn't notice"];
    expect(written(knee)).toEqual({ extremities: 'Right knee: mild swelling.' });
    expect(
      written(['patient: look how swollen my ankle is', 'doctor: on exam yes your left ankle is swollen']),
    ).toEqual({
      extremities: 'Left ankle: swelling.',
    });
    expect(written(['doctor: on exam of your right knee no swelling redness or warmth'])).toEqual({
      extremities: 'Right knee: no swelling, erythema or warmth.',
    });
    expect(written(["doctor: on exam of your right knee there's no swelling but there's some tenderness"])).toEqual({
      extremities: 'Right knee: no swelling; tenderness.',
    });
    expect(written(["doctor: on exam your belly's not really tender"])).toEqual({
      generalAppearance: 'Abdomen: non-tender.',
    });
  });
});
