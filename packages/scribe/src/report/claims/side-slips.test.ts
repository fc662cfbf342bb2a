import { describe, expect, it } from 'vitest';
import { sidesIn } from './sides.js';

const sides = (text: string, context = '') => sidesIn(text, context).map((c) => `${c.side} ${c.part}`);

describe('a side the speaker takes back is no side', () => {
  it("'my left knee no sorry the right one': only the right knee", () => {
    expect(sides('my left knee no sorry the right one')).toEqual(['right knee']);
    expect(sides('my left knee. no sorry, the right one.')).toEqual(['right knee']);
    expect(sides('the left um actually the right knee')).toEqual(['right knee']);
  });

  it("'right' as in 'right now' corrects nothing", () => {
    expect(sides('my left knee actually right now it is worse')).toEqual(['left knee']);
  });

  it("the 'no' of a speaker putting their own side right does not call that side well", () => {
    const [claim] = sidesIn('no sorry the right one', 'my left knee');
    expect(claim).toMatchObject({ side: 'right', part: 'knee', well: false });
  });

  it('the side examined for comparison is the well one', () => {
    const [claim] = sidesIn('let me check your left knee for comparison');
    expect(claim).toMatchObject({ side: 'left', part: 'knee', well: true });
  });
});

describe('a side put right in other words', () => {
  it("'my left, no, my right knee': a 'no' with a determiner before the other side takes the first back", () => {
    expect(sides('my left, no, my right knee has been hurting')).toEqual(['right knee']);
    expect(sides('my left no my right knee has been hurting')).toEqual(['right knee']);
  });

  it("'wait' takes a side back too, also across a pause ('my left knee. wait no, my right knee.')", () => {
    expect(sides('my left knee. wait no, my right knee.')).toEqual(['right knee']);
    expect(sides('my left knee wait no my right knee')).toEqual(['right knee']);
  });

  it("a bare side after the repair ('my right hand, i mean left') is the side of the part taken back", () => {
    expect(sides('i have pain in my right hand, i mean left, for two weeks')).toEqual(['left hand']);
    expect(sides('i have pain in my right hand i mean left for two weeks')).toEqual(['left hand']);
  });

  it("a 'no' without a determiner before the other side denies that side: both are kept", () => {
    expect(sides('pain in the left knee no right knee pain')).toEqual(['left knee', 'right knee']);
  });
});
