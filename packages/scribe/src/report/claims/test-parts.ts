import { limbOf, partsIn } from './body-parts.js';
import { sentences } from '../extract/text.js';

/** One region a test images, under one name: a chest CT is a CT of the lungs, an MRI of the kneecap one of the leg. */
const REGION: Record<string, string> = {
  lung: 'chest',
  rib: 'chest',
  breast: 'chest',
  base: 'chest',
  abdomen: 'abdomen',
  pelvis: 'abdomen',
  kidney: 'abdomen',
  flank: 'abdomen',
  groin: 'abdomen',
  head: 'head',
  sinus: 'head',
  eye: 'head',
  ear: 'head',
  face: 'head',
};
const regionOf = (part: string) => REGION[part] ?? limbOf(part) ?? part;

/** How far from a test's name a part is taken as what the test is of ('an mri of that left knee'). */
const REACH = 60;

/**
 * The part a test is written of when the consultation names that test only of other parts ('a cat
 * scan or an mri of that knee' against 'CT scan of the chest'); null where they agree, where the
 * statement names no part, or where the consultation never says what the test is of.
 */
export function otherPartOfTest(statement: string, test: RegExp, segs: { text: string }[]): string | null {
  const at = test.exec(statement);
  if (!at) return null;
  const written = partsIn(statement.slice(Math.max(0, at.index - REACH), at.index + at[0].length + REACH));
  if (!written.length) return null;
  const near = new RegExp(test.source, 'g');
  const said = new Set<string>();
  for (const seg of segs) {
    for (const sentence of sentences(seg.text)) {
      for (const m of sentence.matchAll(near))
        for (const p of partsIn(sentence.slice(Math.max(0, m.index - REACH), m.index + m[0].length + REACH)))
          said.add(regionOf(p.part));
    }
  }
  return said.size && !written.some((p) => said.has(regionOf(p.part))) ? written[0]!.part : null;
}
