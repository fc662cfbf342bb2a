import { describe, expect, it } from 'vitest';
import { assessmentFrom } from '../testing/said.js';

const diagnosesOf = (dialogue: string) => assessmentFrom(dialogue).map(([d]) => d);

describe('assessment: one problem is one line', () => {
  it('lists a visit for a condition once, with the certainty said', () => {
    expect(
      assessmentFrom(
        'doctor: so you are here for a follow up of your diabetes\npatient: yes\ndoctor: your a1c is 7.2 today',
      ),
    ).toEqual([['diabetes', 'confirmed']]);
  });

  it('keeps the closer name when the other line is its broader kind', () => {
    expect(
      diagnosesOf('doctor: so you have some arthritis in your big toe joint\ndoctor: we call this hallux rigidus'),
    ).toEqual(['hallux rigidus']);
  });

  it('keeps today’s line, with its site, beside a history of the same condition', () => {
    expect(
      diagnosesOf(
        'doctor: she is here for a history of basal cell carcinoma\n' +
          'doctor: your diagnosis is basal cell carcinoma of the nose',
      ),
    ).toEqual(['basal cell carcinoma of the nose']);
  });

  it('takes a condition the clinician gives another line’s name as that line’s problem', () => {
    expect(
      diagnosesOf(
        'doctor: she is here to establish care for a history of dcis\n' +
          "doctor: as you know, you've had dcis, which we'll list in my note as stage 0 invasive ductal carcinoma " +
          'of the left breast. we can continue to observe you',
      ),
    ).toEqual(['stage 0 invasive ductal carcinoma of the left breast']);
  });

  it('keeps two kinds of one broader condition as two problems', () => {
    expect(
      diagnosesOf(
        'doctor: she is here for a history of basal cell carcinoma\ndoctor: your diagnosis is melanoma of the left arm',
      ),
    ).toEqual(['history of basal cell carcinoma', 'melanoma of the left arm']);
  });
});
