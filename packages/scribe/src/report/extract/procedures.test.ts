import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf } from '../testing/said.js';
import { buildReport } from '../build.js';

const procedures = (dialogue: string) => factsFrom(dialogue).procedures.map((p) => p.value);

describe('procedures and operations in the plan', () => {
  it.each([
    ["doctor: i'd recommend an orif of the right foot to fix that fracture", 'Right foot ORIF recommended'],
    ["doctor: we're going to give you a cortisone shot in your left knee today", 'Left knee steroid injection today'],
    ["doctor: i think you're a good candidate for a left knee replacement", 'Left knee replacement recommended'],
    ['doctor: the next step is a wide local excision of that lesion', 'Wide local excision recommended'],
    ["doctor: let's schedule you for open reduction and internal fixation", 'ORIF planned'],
    ['doctor: you will need surgery on your right wrist', 'Right wrist surgery recommended'],
    ['doctor: i think you will need surgery on your lumbar spine', 'Lumbar spine surgery recommended'],
    ["doctor: okay so you're scheduled for a right knee arthroplasty next month", 'Right knee replacement planned'],
    // Said as what is coming; the 'now' after it turns to the next matter and does not make it today's.
    [
      "doctor: based on your x-ray you're most likely going to need surgery of that foot now the surgery will place the bones back",
      'Foot surgery recommended',
    ],
    ["doctor: i do believe you're gonna need surgery", 'Surgery recommended'],
    // 'surgery' said again to explain it is still the one operation recommended.
    [
      "doctor: so um i'm gonna recommend surgery for your ankle and uh the surgery just puts the bones back in line",
      'Ankle surgery recommended',
    ],
  ])('writes the procedure the clinician plans, with its side and part: %j', (said, line) => {
    expect(procedures(said)).toEqual([line]);
  });

  it.each([
    ['patient: i had a knee replacement on the right two years ago'],
    ['doctor: so you had a knee replacement back in 2019'],
    ["doctor: i don't think you need surgery for this"],
    ["doctor: you won't need a knee replacement"],
    ['doctor: we could possibly do a cortisone injection down the road'],
    ['doctor: your mother had a hip replacement, right'],
    ['doctor: would you like a cortisone shot?'],
  ])(
    "leaves out a procedure had before, not needed, someone else's, put off with no change named or asked about: %j",
    (said) => {
      expect(procedures(said)).toEqual([]);
    },
  );

  it.each([
    ['doctor: if it gets worse we might consider surgery', 'Consider surgery if symptoms worsen'],
    [
      "doctor: so if your symptoms do n't improve we can consider a steroid injection of your shoulder which should help",
      'Consider shoulder steroid injection if no improvement',
    ],
    [
      "doctor: we can do a cortisone shot in the right knee if it's still hurting",
      'Consider right knee steroid injection if no improvement',
    ],
  ])('writes a procedure that waits on a change as one to consider, with the change: %j', (said, line) => {
    expect(procedures(said)).toEqual([line]);
  });

  it('writes a procedure planned outright once, though also said as one to consider if no better', () => {
    const d =
      "doctor: if it's not better we can consider a cortisone shot\npatient: okay\ndoctor: actually let's do the cortisone shot in your left knee today";
    expect(procedures(d)).toEqual(['Left knee steroid injection today']);
  });

  it('writes a procedure offered, taken up and done at the visit as done today; one only offered is no plan', () => {
    expect(
      procedures(
        'doctor: we can also try a cortisone injection into the left knee to see if that helps\n' +
          "patient: i'd really like to get the injection\n" +
          "doctor: okay, we can do that today while you're here",
      ),
    ).toEqual(['Left knee steroid injection today']);
    expect(
      procedures(
        "doctor: we can try a cortisone shot in your right shoulder\npatient: yeah, let's do it\ndoctor: alright",
      ),
    ).toEqual(['Right shoulder steroid injection planned']);
    expect(procedures('doctor: we can try a cortisone shot in your right shoulder\npatient: hmm, maybe later')).toEqual(
      [],
    );
  });

  it('writes the named operation and not also the plain word surgery', () => {
    expect(procedures("doctor: i'd recommend surgery, a rotator cuff repair on the left shoulder")).toEqual([
      'Left shoulder rotator cuff repair recommended',
    ]);
  });

  it('writes one line for one procedure said twice, with its site and furthest step and the evidence of both', () => {
    const f = factsFrom(
      "doctor: i'd recommend an orif of the right ankle\npatient: okay\ndoctor: so we'll schedule the orif for next week",
    );
    expect(f.procedures.map((p) => [p.value, p.segmentIds.length])).toEqual([['Right ankle ORIF planned', 2]]);
  });

  it('writes a procedure advised and then done today as done today, once', () => {
    expect(
      procedures(
        'doctor: i would recommend a cortisone injection for the trigger finger\n' +
          'doctor: the plan is a steroid injection today into the right index finger',
      ),
    ).toEqual(['Right index finger steroid injection today']);
  });

  it('puts the procedure in the plan and the checker leaves it unflagged', () => {
    const dialogue = "doctor: we're going to give you a steroid injection in your right shoulder today";
    const r = buildReport(factsFrom(dialogue)).report;
    expect(r.plan.procedures).toEqual(['Right shoulder steroid injection today']);
    expect(flagsOf(dialogue, (e) => (e.plan.procedures = r.plan.procedures))).toEqual([]);
  });
});
