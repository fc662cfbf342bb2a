import { describe, expect, it } from 'vitest';
import { factsFrom as facts, flagsOf } from '../testing/said.js';

const advice = (said: string) => facts(said).lifestyle.map((l) => l.value);

describe('plan advice: devices and weight-bearing the clinician orders', () => {
  it.each([
    [
      "Doctor: I'll give you an air cast to hold the ankle still and I'll give you crutches.",
      ['Wear an air cast', 'Use crutches for walking'],
    ],
    ['Doctor: We have to put you in a long arm cast and a sling.', ['Wear an arm cast', 'Wear an arm sling']],
    ["Doctor: I'm going to give you a wrist splint to wear at night.", ['Wear a wrist splint']],
    [
      "Doctor: You're going to be in a cast and I'm going to have you use crutches.",
      ['Wear a cast', 'Use crutches for walking'],
    ],
    ['Doctor: I want you to wear an ankle brace when you play.', ['Wear an ankle brace']],
    [
      'Doctor: You will need to use crutches and you will not be able to use that left foot for about six to eight weeks.',
      ['Use crutches for walking', 'Non-weight-bearing on the affected limb for 6-8 weeks'],
    ],
  ])('a device given or to be worn is a plan line: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('writes a device or restriction told after the operation planned today as its aftercare', () => {
    const surgery = [
      "Doctor: You're most likely going to need surgery of that foot.",
      'Doctor: It is a day surgery and you will be able to go home the same day.',
      "Doctor: You'll be in a cast and you will need to use crutches and you will not be able to use that foot for about six to eight weeks.",
    ].join('\n');
    expect(advice(surgery)).toEqual([
      'Wear a cast after surgery',
      'Use crutches for walking after surgery',
      'Non-weight-bearing on the affected limb for 6-8 weeks after surgery',
    ]);
    // Surgery had before, none planned today: the cast is today's.
    const before = "Patient: I had surgery on that ankle years ago.\nDoctor: You're going to be in a cast for now.";
    expect(advice(before)).toEqual(['Wear a cast']);
  });

  it('writes a weight-bearing restriction with how long it lasts', () => {
    expect(advice("Doctor: You're not going to be able to put weight on that foot for six to eight weeks.")).toEqual([
      'Non-weight-bearing on the affected limb for 6-8 weeks',
    ]);
    expect(advice('Doctor: I want you to stay off that leg for about two days.')).toEqual([
      'Non-weight-bearing on the affected limb for 2 days',
    ]);
  });

  it('keeps the time a step waits for, so staying off a leg and then walking on it do not read as one order', () => {
    expect(
      advice('Doctor: I want you to stay off that foot for now, then in a few days start walking on it as tolerated.'),
    ).toEqual(['Non-weight-bearing on the affected limb', 'Weight-bearing as tolerated after a few days']);
  });

  it('writes a cane or walker to use, and none the patient only says they own', () => {
    expect(
      advice('Doctor: You should take tylenol for the pain, as well as use of a cane to offload that knee.'),
    ).toEqual(['Use a cane']);
    expect(advice("Doctor: I'm going to give you a walker for the house.")).toEqual(['Use a walker']);
    expect(advice('Patient: I use a cane when I go out.')).toEqual([]);
    expect(advice('Doctor: Mr. Walker, come on in.')).toEqual([]);
  });

  it('reads no device that is denied, had before, or given by someone else', () => {
    expect(advice("Doctor: We're not going to put you in a cast.")).toEqual([]);
    expect(advice("Doctor: You don't need the crutches anymore.")).toEqual([]);
    expect(advice('Doctor: So the urgent care gave you crutches.')).toEqual([]);
    expect(advice('Doctor: Did you put your hand out to brace yourself when you fell?')).toEqual([]);
    expect(advice('Doctor: You put your hand out to brace yourself against the wall.')).toEqual([]);
  });

  it('reads only devices after words of giving: "you\'ll be fine with some rest" advises nothing', () => {
    expect(advice("Doctor: You'll be fine with some rest.")).toEqual([]);
  });
});

describe('plan advice: what to avoid and how to protect, in clinical words', () => {
  it.each([
    ['Doctor: I want you to stop drinking alcohol altogether.', ['Avoid alcohol']],
    ['Doctor: I want you to cut down on the alcohol.', ['Limit alcohol intake']],
    [
      'Doctor: I also want you to avoid spicy foods and citrus until the burning settles.',
      ['Avoid spicy foods', 'Avoid acidic foods'],
    ],
    ['Doctor: No heavy lifting for six weeks after the repair.', ['Refrain from heavy lifting for 6 weeks']],
    ['Doctor: I want you to avoid running until we see you again.', ['Refrain from running']],
    ["Doctor: It's very important that you wear sunscreen whenever you are outside.", ['Sun protection advised']],
    ['Doctor: Please wear a respirator when you clean out the barn.', ['Wear a respirator']],
    ['Doctor: I really want you to watch your salt.', ['Follow a low-sodium diet']],
    ['Doctor: With the stomach bleeding, try not to take any ibuprofen.', ['Avoid ibuprofen']],
    ['Doctor: I want you to avoid anti-inflammatories like aleve for now.', ['Avoid anti-inflammatory medicines']],
    [
      'Doctor: Your kidney function is down, so I want you to stay away from nsaids.',
      ['Avoid anti-inflammatory medicines'],
    ],
  ])('%j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('writes keeping off a medicine as advice the checker reads as said, and taking one as none', () => {
    const d = 'doctor: you have gastritis so try not to take any ibuprofen and try to cut down on any alcohol intake';
    expect(advice(d)).toEqual(['Avoid ibuprofen', 'Limit alcohol intake']);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = ['Avoid ibuprofen']))).toEqual([]);
    expect(advice('Doctor: I want you to take ibuprofen for the pain.')).toEqual([]);
  });

  it("reads keeping off a medicine as the clinician's advice whatever the label, not a patient's own habit", () => {
    expect(advice('patient: try not to take any ibuprofen with that stomach')).toEqual(['Avoid ibuprofen']);
    expect(advice('patient: i try not to take any ibuprofen')).toEqual([]);
  });

  it.each([
    ["Doctor: I'm going to have you check your weights every day.", ['Daily weights at home']],
    ['Doctor: Please weigh yourself every morning and write it down.', ['Daily weights at home']],
    ['Doctor: I want you to eat more slowly and chew your food thoroughly.', ['Eat slowly and chew food thoroughly']],
    [
      'Doctor: You should take anti-inflammatories as needed for the ache.',
      ['Anti-inflammatory medicines as needed for pain'],
    ],
    ['Doctor: The first thing is to start some low impact exercises.', ['Home exercise program']],
  ])(
    'writes daily weights, eating slowly, an anti-inflammatory as needed and exercises taken up: %j',
    (said, lines) => {
      expect(advice(said)).toEqual(lines);
    },
  );

  it('writes leaving a tic alone as advice, not any "ignore it"', () => {
    expect(advice('Doctor: The best thing to do is ignore the tics, they usually fade on their own.')).toEqual([
      'Avoid drawing attention to the tic',
    ]);
    expect(advice('Doctor: Try not to draw attention to it, that makes the tic worse.')).toEqual([
      'Avoid drawing attention to the tic',
    ]);
    expect(advice("Doctor: That little spot on the scan, it's important to just ignore it.")).toEqual([]);
  });

  it.each([
    [
      'Doctor: so um i want you to take it easy with the lifting for a couple weeks',
      ['Cut back on lifting for 2 weeks'],
    ],
    [
      'Doctor: i want you to limit the repetitive motions at work for the next two weeks',
      ['Cut back on repetitive motions for 2 weeks'],
    ],
    ['Doctor: and uh try to avoid lifting anything heavy okay', ['Refrain from heavy lifting']],
  ])('writes a restriction with its own words of degree, never stricter than advised: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it.each([
    ['Doctor: I would recommend not skiing for now.', ['Refrain from skiing']],
    ['Doctor: You should refrain from drinking any alcohol.', ['Avoid alcohol']],
    [
      'Doctor: I want you to increase your water intake and take a fiber supplement.',
      ['Increase fluid intake', 'Increase fiber intake'],
    ],
  ])('writes an activity to give up, alcohol to avoid, water and fiber to take more of: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('reads no advice in a warning or in keeping off a medicine', () => {
    expect(advice('Doctor: If you start exercising again, the knee may swell a little.')).toEqual([]);
    expect(advice("Doctor: Don't take nsaids as needed with that kidney.")).toEqual([]);
  });

  it('writes care of a wound the clinician says is needed, and the checker leaves it unflagged', () => {
    const said = "Doctor: it's a sizable ulcer and i think we need to do some good wound care on it";
    expect(advice(said)).toEqual(['Wound care']);
    expect(flagsOf(said, (r) => (r.plan.lifestyleRecommendations = ['Wound care']))).toEqual([]);
    expect(advice('Patient: the nurse showed me the wound care last time')).toEqual([]);
  });

  it('writes the regimen kept as a whole, not a drug', () => {
    expect(advice('Doctor: For your heart failure I want to continue you on your current medications.')).toEqual([
      'Continue current medications',
    ]);
    expect(advice('Doctor: Otherwise continue with her current regimen.')).toEqual(['Continue current medications']);
    expect(advice('Doctor: I want to continue you on the lisinopril.')).toEqual([]);
  });

  it('reads no advice in the time advice applies: "carry it when you exercise" advises no exercise', () => {
    expect(advice("Doctor: It's important to carry your inhaler with you, especially when you're exercising.")).toEqual(
      [],
    );
  });

  it('writes no advice that physical therapy will give at its own visit', () => {
    const said =
      "Doctor: I'm going to send you to physical therapy for your shoulder and they'll be able to recommend some good exercises for you.";
    expect(advice(said)).toEqual([]);
    expect(advice('Doctor: The therapist will recommend stretching exercises you can do at home.')).toEqual([]);
    expect(advice('Doctor: I recommend physical therapy, they will show you a few strengthening exercises.')).toEqual(
      [],
    );
    expect(advice('Doctor: I recommend some strengthening exercises at home every day.')).toEqual([
      'Home exercise program',
    ]);
  });

  it('does not take strenuous exercise to avoid for advice to exercise', () => {
    expect(advice('Doctor: I want you to avoid strenuous exercise for two weeks.')).toEqual([
      'Refrain from strenuous exercise for 2 weeks',
    ]);
  });
});

describe('plan advice: readings the patient keeps watch on at home', () => {
  it.each([
    ['Doctor: I want you to record your blood pressures at home for the next week.', ['Monitor blood pressure']],
    [
      'Doctor: You should keep a log of what your blood pressures are and bring it next time.',
      ['Monitor blood pressure'],
    ],
    ['Doctor: I want you to take your blood pressure every morning.', ['Monitor blood pressure']],
    ['Doctor: Please keep track of your blood sugars before meals.', ['Monitor blood sugar']],
    ['Doctor: I want you to watch your sugars closely with the new dose.', ['Monitor blood sugar']],
  ])('a reading to check at home is a plan line: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('reads no watch in a reading taken at the consultation, or in a medicine for it', () => {
    expect(advice('Doctor: Go ahead and take your blood pressure medicine with food.')).toEqual([]);
    expect(advice('Doctor: The nurse will go ahead and take your blood pressure again.')).toEqual([]);
    expect(advice('Doctor: I want you to take your blood pressure pills every day.')).toEqual([]);
  });
});

describe('plan advice: vaccines the patient is to get', () => {
  it.each([
    ['Doctor: I recommend you get the shingles vaccine as well.', ['Shingles vaccine advised']],
    ['Doctor: Please make sure you get your flu shot this fall.', ['Flu vaccine advised']],
  ])('a vaccine to get is a plan line named by its disease: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('writes a vaccine line the checker finds in the talk', () => {
    const d = 'Doctor: I recommend you get the shingles vaccine as well.';
    const lines = advice(d);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = lines))).toEqual([]);
  });

  it('reads no vaccine had already, asked about, or not needed', () => {
    expect(advice('Doctor: Did you get your flu shot this year?')).toEqual([]);
    expect(advice('Doctor: Great, you got your covid booster last month.')).toEqual([]);
    expect(advice("Doctor: You don't need to get the tetanus shot, you're up to date.")).toEqual([]);
  });
});

describe('plan advice: self-care told as an order', () => {
  it('reads rest and fluids said at the start of a statement, rest of the body written as such', () => {
    const d = 'doctor: rest drink plenty of fluids and you can take tylenol for the fever';
    expect(advice(d)).toEqual(['Get plenty of rest', 'Increase fluid intake']);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = advice(d)))).toEqual([]);
    expect(advice('Doctor: So rest, drink plenty of fluids, and call me if it gets worse.')).toContain(
      'Get plenty of rest',
    );
    expect(advice('doctor: get plenty of rest and stay hydrated')).toEqual([
      'Get plenty of rest',
      'Increase fluid intake',
    ]);
    // Rest of a part stays a comfort measure; a question about drinking is no advice.
    expect(advice('doctor: i want you to ice and rest the ankle')).toEqual(['Ice and rest']);
    expect(advice('doctor: drink alcohol at all\npatient: no')).toEqual([]);
  });
});
