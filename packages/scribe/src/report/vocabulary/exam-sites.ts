/**
 * Where on a part a finding is, as a clinician says it after the finding: 'tenderness over the medial joint
 * line', 'ecchymosis over the lateral malleolus', 'tenderness to the right lower quadrant'. The note keeps
 * the site with the finding, since 'tenderness' alone under 'Right knee' loses what the examiner found.
 * Data only: extract/exam-site.ts reads it. Regular-expression sources over normalised text, whole words.
 */

/** One side of a part, said also with no preposition before it: 'no pain with palpation outside of the elbow'. */
export const SIDES_OF_A_PART = ['inside', 'outside'];

/** The last words of a site: the landmark a finding is placed at. */
export const SITE_NOUNS = [
  'joint lines?',
  'aspects?',
  '(?:medial|lateral|inner|outer) sides?',
  ...SIDES_OF_A_PART,
  'epicondyles?',
  'malleol(?:us|i)',
  'phalanx',
  'phalanges',
  'quadrants?',
  'epigastri(?:um|c (?:area|region))',
  'paraspinals?',
  '(?:lumbar|cervical|thoracic) spine',
  'spinous process(?:es)?',
  '[lcst] ?[1-9]',
  'trochanters?',
  'bursa',
  'tendons?',
  'ligaments?',
  'tibial tuberosity',
  'patellar tendon',
  'kneecap',
  'metacarpals?',
  'metatarsals?',
  'heel',
  'arch',
  'bases?',
  'tip',
  '(?:pip|dip|mcp|ac|sacroiliac|si) joints?',
  'scaphoid',
  'snuff ?box',
  // where a node is felt: 'a node in the right groin'
  'groin',
  'armpit',
  'axilla',
  'rotator cuff',
  'achilles(?: tendon)?',
  'plantar fascia',
  'sternum',
  'ribs?',
  'costochondral junctions?',
  'incisions?',
];

/** Words placing a finding at a site ('over the …'); a written note says 'of the …' for the spoken 'to the …'. */
export const SITE_PREPOSITIONS = ['over', 'of', 'at', 'along', 'around', 'near', 'on', 'in', 'to'];

/** Words between a finding and its site that say how it was found: 'tenderness to palpation over …'. */
export const FOUND_BY = ['(?:to|with|on|upon|of) (?:the )?(?:palpation|touch)'];
