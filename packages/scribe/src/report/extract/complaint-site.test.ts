import { describe, expect, it } from 'vitest';
import { chiefComplaint } from '../narrative.js';
import { factsFrom } from '../testing/said.js';

const complaint = (said: string) => chiefComplaint(factsFrom(said))?.value;
/** The same talk as recognised speech: lower case, no punctuation, one line a piece. */
const spoken = (lines: string[]) => lines.map((l) => l.toLowerCase().replace(/[.,?!]/g, '')).join('\n');

describe('the chief complaint takes the side the patient means', () => {
  it("a side taken back ('my left knee, no sorry, the right one') is the other side, in one piece or across a pause", () => {
    const once = [
      'Doctor: What brings you in today?',
      "Patient: My left knee, no sorry, the right one. It's been hurting.",
    ];
    const paused = ['Doctor: What brings you in?', 'Patient: My left knee.', 'Patient: No sorry, the right one.'];
    for (const lines of [once, paused]) {
      expect(complaint(lines.join('\n'))).toBe('Right knee pain');
      expect(complaint(spoken(lines))).toBe('Right knee pain');
    }
  });

  it("other ways of putting a side right ('my left, no, my right knee', 'wait no', 'i mean left') give the side meant", () => {
    const said: [string[], string][] = [
      [
        ['Doctor: What brings you in today?', 'Patient: My left, no, my right knee has been hurting for a week.'],
        'Right knee pain',
      ],
      [
        [
          'Doctor: What brings you in?',
          'Patient: My left knee.',
          'Patient: Wait no, my right knee. It hurts when I walk.',
        ],
        'Right knee pain',
      ],
      [
        ['Doctor: What brings you in?', 'Patient: I have pain in my right hand, I mean left, for two weeks.'],
        'Left hand pain',
      ],
    ];
    for (const [lines, written] of said) {
      expect(complaint(lines.join('\n'))).toBe(written);
      expect(complaint(spoken(lines))).toBe(written);
    }
  });

  it("speech cut at a pause between a side and its part ('it's my left' | 'knee that hurts') places that part", () => {
    const lines = [
      'Doctor: What brings you in today?',
      "Patient: It's my left",
      'Patient: knee that hurts when I climb stairs.',
    ];
    expect(complaint(spoken(lines))).toBe('Left knee pain');
  });

  it("a reply cut at a pause before its side ('which knee?' | 'the uh' | 'the right one') answers the question", () => {
    const lines = [
      'Doctor: What brings you in today?',
      'Patient: Pain in my knee.',
      'Doctor: Which knee?',
      'Patient: The uh.',
      'Patient: The right one.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Right knee pain');
    expect(complaint(spoken(lines))).toBe('Right knee pain');
  });

  it("a piece with words of its own ('honestly it shifts') is no cut-off reply: the side the pain is on now is written", () => {
    const lines = [
      'Doctor: What brings you in today?',
      'Patient: My back hurts.',
      'Doctor: What side of your back is it on?',
      'Patient: Honestly it shifts.',
      'Patient: It started from the right side and now I feel it in the left side of my back.',
    ];
    expect(complaint(spoken(lines))).toBe('Left back pain');
  });

  it("the 'no' of a side put right denies nothing: the knee pain is not written as denied", () => {
    const lines = [
      'Doctor: What brings you in today?',
      'Patient: My left, no, my right knee has been hurting for a week.',
    ];
    expect(factsFrom(spoken(lines)).negatedSymptoms.map((s) => s.value)).toEqual([]);
  });

  it("a side the clinician proposes and the patient puts right ('the right ankle?' 'no, the left') is the one answered", () => {
    const lines = [
      'Doctor: What brings you in?',
      'Patient: I hurt my ankle.',
      'Doctor: The right ankle?',
      'Patient: No, the left.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Left ankle injury');
    expect(complaint(spoken(lines))).toBe('Left ankle injury');
  });

  it("'is it the left or the right?' asked a few turns after the part is named places that part", () => {
    const lines = [
      'Doctor: What brings you in?',
      "Patient: I've had pain in my hip.",
      'Doctor: How long?',
      'Patient: Two weeks.',
      'Doctor: Does anything make it worse?',
      'Patient: Walking.',
      'Doctor: And is that the left or the right?',
      'Patient: The right.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Right hip pain');
    expect(complaint(spoken(lines))).toBe('Right hip pain');
  });

  it('the side examined for comparison is the well one, not the complaint', () => {
    const lines = [
      'Doctor: What brings you in?',
      'Patient: My knee has been hurting for a week.',
      'Doctor: Let me examine your left knee first for comparison. That one looks normal.',
      'Doctor: Now the right knee has some swelling and tenderness.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Right knee pain');
    expect(complaint(spoken(lines))).toBe('Right knee pain');
  });

  it('a side operated on before yields to the side that hurts now', () => {
    const lines = [
      'Doctor: What brings you in?',
      'Patient: I had my left knee replaced last year and now the right one hurts.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Right knee pain');
    expect(complaint(spoken(lines))).toBe('Right knee pain');
  });

  it("an order for both sides ('an x-ray of both ankles to compare') does not make the complaint bilateral", () => {
    const lines = [
      'Doctor: What brings you in?',
      'Patient: My ankle, I twisted it.',
      "Doctor: We'll get an x-ray of both ankles to compare.",
    ];
    expect(complaint(lines.join('\n'))).toBe('Ankle twisting injury');
    expect(complaint(spoken(lines))).toBe('Ankle twisting injury');
  });

  it("'left' as a verb ('i left work early') gives no side", () => {
    const lines = ['Doctor: What brings you in?', 'Patient: My knee hurts. I left work early because of it.'];
    expect(complaint(spoken(lines))).toBe('Knee pain');
  });

  it('two parts with two sides keep each its own: the first complaint is the right knee', () => {
    const lines = ['Doctor: What brings you in today?', 'Patient: I have pain in my right knee and my left hip.'];
    expect(complaint(spoken(lines))).toBe('Right knee pain');
  });
});

describe('the chief complaint writes no side that was not said as one', () => {
  it("a tag closing the clinician's statement ('… your surgeries right') is no side of the reason", () => {
    const talk =
      'doctor: hi how are you\npatient: okay\ndoctor: so you are here for your follow up post your surgeries right';
    expect(complaint(talk)).toBe('Follow-up post surgeries');
  });

  it("'both knees' in the reason is not written 'both bilateral knees'", () => {
    const talk = [
      'doctor: it looks like we are following up on your severe osteoarthritis in both knees',
      'patient: well the right knee is worse than the left',
    ].join('\n');
    expect(complaint(talk)).toBe('Follow-up of severe osteoarthritis in both knees');
  });
});

describe('a part held, not hurt, and the other side asked of', () => {
  const fall = [
    'Doctor: So what happened?',
    'Patient: About two days ago I slipped on some oil.',
    'Doctor: How did you fall?',
    'Patient: I fell with both my arms outstretched but I fell mostly on my left shoulder.',
    'Doctor: Where is your left shoulder pain?',
    "Patient: Mostly it's in the back of my shoulder.",
    'Doctor: How about the right shoulder?',
    "Patient: It hurt really bad yesterday but that's gone away now.",
  ];

  it("'both my arms outstretched' is how the patient fell: the complaint is the left shoulder, not both arms", () => {
    expect(complaint(fall.join('\n'))).toBe('Left shoulder injury after a fall');
    expect(complaint(spoken(fall))).toBe('Left shoulder injury after a fall');
  });

  it('what the patient tells of the other side asked of dates nothing of the complaint', () => {
    expect(factsFrom(spoken(fall)).onset?.value).not.toBe('since yesterday');
  });
});

describe("the patient's own side stands", () => {
  it("'right or left?' 'the left knee' is not put right by the clinician asking after the right one", () => {
    const lines = [
      'Doctor: What brings you in?',
      "Patient: I've had this pain in my knee.",
      'Doctor: Right or left?',
      'Patient: Um, the left knee.',
      'Doctor: And the right knee is okay?',
      'Patient: Yeah, the right one is fine.',
    ];
    expect(complaint(lines.join('\n'))).toBe('Left knee pain');
    expect(complaint(spoken(lines))).toBe('Left knee pain');
  });
});

describe('a side the patient and the clinician say differently', () => {
  const offered = (said: string) => factsFrom(said).held.map((h) => h.value.text);

  it("the patient's left knee, the clinician's exam and x-ray of the right knee: no side written, both offered", () => {
    const lines = [
      'Doctor: What brings you in today?',
      'Patient: My left knee has been hurting for two weeks.',
      'Doctor: On exam, the right knee has swelling and tenderness.',
      "Doctor: Let's get an x-ray of the right knee.",
    ];
    for (const said of [lines.join('\n'), spoken(lines)]) {
      expect(complaint(said)).toBe('Knee pain');
      expect(offered(said)).toContain('Left knee pain (the right knee was also said)');
    }
  });

  it('an ultrasound of the other leg ordered for a right calf: the complaint is written without a side and offered', () => {
    const lines = [
      'Doctor: What brings you in today?',
      'Patient: My right calf is swollen and painful for three days.',
      "Doctor: We'll get an ultrasound of the left leg to rule out a clot.",
    ];
    expect(complaint(spoken(lines))).toBe('Calf pain');
    expect(offered(spoken(lines))).toContain('Right calf pain (the left leg was also said)');
  });

  it('the other side examined for comparison, or of the past, or said as affected as well, disputes nothing', () => {
    const talks: [string[], string][] = [
      [
        [
          'Doctor: What brings you in today?',
          'Patient: My right knee has been hurting for two weeks.',
          'Doctor: Let me check your left knee for comparison. That one is normal.',
          "Doctor: Let's get an x-ray of the right knee.",
        ],
        'Right knee pain',
      ],
      [
        [
          'Doctor: What brings you in today?',
          'Patient: My right knee has been hurting for two weeks.',
          'Doctor: Your left knee replacement from last year looks good.',
        ],
        'Right knee pain',
      ],
      [
        [
          'Doctor: What brings you in today?',
          'Patient: I have this pain in my right toe, and sometimes I feel it in my left toe as well.',
          'Doctor: I feel your left toe also has the same problem.',
        ],
        'Right toe pain',
      ],
    ];
    for (const [lines, written] of talks) {
      expect(complaint(spoken(lines))).toBe(written);
      expect(offered(spoken(lines)).filter((t) => t.includes('was also said'))).toEqual([]);
    }
  });
});

describe('a side the complaint has moved from', () => {
  it("the side before 'now' is the past's: the side it is on today is written", () => {
    const talks: string[][] = [
      [
        'Doctor: What brings you in today?',
        'Patient: My back hurts. It started on the right side of my back and now I feel it on the left side of my back.',
      ],
      [
        'Doctor: What brings you in today?',
        'Patient: My right knee used to hurt but now it is my left knee that hurts.',
      ],
      [
        'Doctor: What brings you in today?',
        'Patient: I had pain in my right shoulder last year, now my left shoulder hurts.',
      ],
    ];
    const written = ['Left back pain', 'Left knee pain', 'Left shoulder pain'];
    talks.forEach((lines, k) => {
      expect(complaint(lines.join('\n'))).toBe(written[k]);
      expect(complaint(spoken(lines))).toBe(written[k]);
    });
  });

  it("a side added 'now … too' is not a move: the first side stays", () => {
    const lines = ['Doctor: What brings you in today?', 'Patient: My right knee hurts and now my left knee hurts too.'];
    expect(complaint(spoken(lines))).not.toBe('Left knee pain');
  });
});
