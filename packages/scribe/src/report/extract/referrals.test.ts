import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const held = (f: ReturnType<typeof facts>) => f.held.filter((h) => h.value.section === 'plan').map((h) => h.value.text);

describe('referrals: made today, or only if something happens', () => {
  it('writes a referral made outright', () => {
    const f = facts('doctor: i am going to refer you to cardiology for the murmur');
    expect(f.referrals.map((r) => r.value)).toEqual(['cardiology']);
  });

  it.each([
    ["doctor: i'm going to refer you to for for physical therapy to strengthen your back", 'physical therapy'],
    ["doctor: i'd like you to see a cardiologist about the murmur", 'cardiology'],
    ["doctor: the lump in your neck should be evaluated by ent and we'll place that referral today", 'ENT'],
    ["doctor: i'm gonna have you see a cardiologist", 'cardiology'],
    ['doctor: i want you to follow up with a rheumatologist about the joint pain', 'rheumatology'],
  ])('writes a referral said in plain or restarted words: %j', (said, service) => {
    expect(facts(said).referrals.map((r) => r.value)).toEqual([service]);
  });

  it('writes no referral for a specialty seen before', () => {
    expect(facts('doctor: you were seen by cardiology last year for the murmur').referrals).toEqual([]);
    // The patient's own plan with their specialist is no referral made today.
    expect(facts('patient: i will follow up with my oncologist for the swelling').referrals).toEqual([]);
  });

  it('offers a referral made only if the symptoms go on, never writing it as made', () => {
    const f = facts(
      'doctor: rest the ankle for now and if the pain keeps going we will talk about possibly a referral to physical therapy\n' +
        'doctor: we can always refer you to podiatry if we need to',
    );
    expect(f.referrals).toEqual([]);
    expect(held(f)).toEqual(['Refer to physical therapy if needed.', 'Refer to podiatry if needed.']);
  });

  it('writes a referral made after advice given for a purpose, which sets no condition', () => {
    const f = facts(
      'doctor: keep taking the ibuprofen as you need it to help with the pain now i am going to recommend physical therapy',
    );
    expect(f.referrals.map((r) => r.value)).toEqual(['physical therapy']);
  });

  it('writes the referral once when it is also made outright', () => {
    const f = facts(
      'doctor: if it does not settle we might send you to physical therapy\n' +
        'doctor: actually let us refer you to physical therapy today',
    );
    expect(f.referrals.map((r) => r.value)).toEqual(['physical therapy']);
    expect(held(f)).toEqual([]);
  });
});
