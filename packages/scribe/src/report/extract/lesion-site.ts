import { partsIn } from '../claims/body-parts.js';
import { oneOf, regex, wordsOf } from '../pattern.js';
import {
  LESION_DIAGNOSES,
  LESION_NOUNS,
  LESION_POINTERS,
  ORGAN_WORDS,
  SITE_PLACE_WORDS,
  SKIN_SITES,
  WHERE_ASKED,
} from '../vocabulary/lesion-site-cues.js';
import type { ClinicalFacts, Seg } from './types.js';

/** The site as said: place words, then a part ('right inferior back', 'left upper arm', 'scalp'). */
const SITE = `((?:${oneOf(SITE_PLACE_WORDS)} ){0,3}${oneOf(SKIN_SITES)})s?\\b`;
const OWNER = '(?:the |your |my |her |his )?';
const NOUN = `${oneOf(LESION_NOUNS)}s?\\b`;
/** Words between 'the' and the growth's noun; a denial or 'other' speaks of no growth, or another one. */
const BETWEEN = `(?:(?!${oneOf(['no', 'not', 'any', 'without', 'other'])}\\b)[\\w.-]+ ){0,3}?`;
const PLACED_AT = `(?:,? (?:which|that))?(?: is|'s| was)?(?: located| found)? (?:on|over|in|at) ${OWNER}`;
/** 'the lesion (which is located) on', 'a 5 millimeter mole on'. */
const SITE_OF_LESION = regex([wordsOf(LESION_POINTERS), ' ', BETWEEN, NOUN, PLACED_AT, SITE], 'g');
/** 'it was located on', read only in a turn that names the growth before it ('the mole, it is located on'). */
const SITE_OF_IT = regex([NOUN, '.*', "\\bit(?: is|'s| was) located (?:on|over|in|at) ", OWNER, SITE], 'g');
/** 'where is the mole', 'the spot, where is it': a turn that asks where a growth is. */
const ASKS_WHERE = regex([
  NOUN,
  '.*',
  wordsOf(WHERE_ASKED),
  ' it\\b|',
  wordsOf(WHERE_ASKED),
  ' (?:the|this|that|your) ',
  NOUN,
]);
/** A reply that is only a site ('on my right forearm', "it's on the back"); 'the back of my neck' is not read. */
const SITE_REPLY = regex([`^(?:(?:it|it's|it is) )?(?:(?:on|over|in) ${OWNER})?`, SITE, '\\W*$']);

const LESION = regex([wordsOf(LESION_DIAGNOSES.map((w) => `${w}s?`))], 'i');
const ORGAN = regex([wordsOf(ORGAN_WORDS)], 'i');
const SITE_IN_NAME = regex([wordsOf(SKIN_SITES), '|\\b(?:of|on|in|over) the\\b'], 'i');

/** Every site the clinician said a growth is at, or the patient gave when asked where it is, with its segment. */
function sitesSaid(segs: Seg[]): { site: string; id: string }[] {
  const found: { site: string; id: string }[] = [];
  segs.forEach((seg, at) => {
    if (seg.role !== 'Doctor') return;
    for (const said of [SITE_OF_LESION, SITE_OF_IT])
      for (const m of seg.text.matchAll(said)) found.push({ site: m[1]!, id: seg.id });
    if (!ASKS_WHERE.test(seg.text)) return;
    const reply = segs[at + 1];
    const m = reply?.role === 'Patient' ? SITE_REPLY.exec(reply.text) : null;
    if (m) found.push({ site: m[1]!, id: reply!.id });
  });
  return found;
}

/**
 * A diagnosis of a growth that does not say where it is ('melanoma', 'lipoma') takes the site the clinician
 * said of the growth ('the lesion is on the right inferior back', 'the mole on your left shoulder'), or the
 * patient's answer to where it is: 'melanoma of the right inferior back'. A reader needs the site to find the
 * growth again, and the side is the one said with it, never guessed. Growths said at two different sites are
 * two growths: neither site is written. A diagnosis that already names a part or an organ keeps its name.
 */
export function placeLesions(segs: Seg[], facts: ClinicalFacts) {
  const lesions = facts.assessment.filter(({ value: { diagnosis: d } }) => {
    return LESION.test(d) && !ORGAN.test(d) && !SITE_IN_NAME.test(d) && partsIn(d.toLowerCase()).length === 0;
  });
  if (lesions.length === 0) return;
  const said = sitesSaid(segs);
  const sites = new Set(said.map((s) => s.site));
  if (sites.size !== 1) return;
  const [site] = sites;
  for (const a of lesions) {
    a.value.diagnosis = `${a.value.diagnosis} of the ${site}`;
    for (const { id } of said) if (!a.segmentIds.includes(id)) a.segmentIds.push(id);
  }
}
