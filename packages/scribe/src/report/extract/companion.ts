import type { Seg } from './types.js';

const SHE = /\bmy (?:mom|mother|mum|wife|daughter|grandma|grandmother|sister|aunt|girlfriend)\b/g;
const HE = /\bmy (?:dad|father|husband|son|grandpa|grandfather|brother|uncle|boyfriend)\b/g;
const THEY = /\bmy (?:child|baby|kid|partner|parent)\b/g;

/**
 * What a companion (a relative or interpreter, speaker 'Other') says, as the extractor reads it: the
 * relative they came with is the patient, so 'my mother has had a fever since monday' reads 'she has
 * had a fever since monday' — a statement about the patient in the third person, part of their account.
 */
export function companionText(text: string): string {
  return text.replace(SHE, 'she').replace(HE, 'he').replace(THEY, 'they');
}

const SUBJECT = /\b(i|i'm|i've|i'd|me|my|myself|she|he|they|her|his|him|them|their|she's|he's|they're|they've)\b/g;

/**
 * A companion's words about themselves ('I have a headache myself but she has a cough'): the nearest
 * person named before the words is the companion ('I'), not the patient. Only a companion's words can be.
 */
export function aboutCompanion(seg: Seg, text: string, at: number): boolean {
  if (seg.role !== 'Other') return false;
  const last = [...text.slice(0, at).matchAll(SUBJECT)].pop();
  return last !== undefined && /^(?:i|i'm|i've|i'd|me|my|myself)$/.test(last[1]!);
}
