/**
 * Words that limit what a written denial says absent: to now, to a setting, or to a degree. 'Denies chest
 * pain today' after chest pain last week, 'no pain at rest' in a patient with pain on walking, 'denies
 * any further bleeding' after one bleed, 'denies severe pain' in a patient with mild pain: each is true of a
 * patient who has the symptom (as is 'denies right knee pain' when the left knee hurts), so such a denial does not go against a consultation that affirms it.
 * denial-limits.ts reads these rows; adding a cue is a row here and an example in denial-limits.test.ts.
 */
export interface DenialLimit {
  id: string;
  /** the cue's words, as a regular-expression source over normalised text */
  phrase: string;
  /**
   * where the words stand: just before the symptom's name (after the denial's cue), right after it, or as the
   * name itself (one kind of a broader symptom: denying vertigo leaves the patient's light-headedness)
   */
  place: 'before' | 'after' | 'name';
}

export const DENIAL_LIMITS: readonly DenialLimit[] = [
  // Only what is new or more: 'denies any further chest pain', 'no new numbness', 'no worsening cough'.
  {
    id: 'before:new-or-more',
    phrase: 'further|new|more|worse|worsening|increased|increasing|recurrent|additional|repeat',
    place: 'before',
  },
  // Only something else than what was told: 'denies any other focal weakness'.
  { id: 'before:other', phrase: 'other|else', place: 'before' },
  // Only a degree: 'denies severe pain', 'no significant shortness of breath', 'has not had much bleeding'.
  {
    id: 'before:degree',
    phrase: 'severe|significant|major|marked|intense|bad|sharp|constant|much|many|a lot of',
    place: 'before',
  },
  // Only a part of the site: 'no anterior shoulder pain' in a patient whose shoulder hurts at the back.
  {
    id: 'before:site',
    phrase: 'anterior|posterior|medial|lateral|front|focal|generalized|diffuse',
    place: 'before',
  },
  // Only with an episode told: 'no associated weakness', 'this was not preceded by light-headedness'.
  {
    id: 'before:with-episode',
    phrase: 'associated|preceded by|followed by|accompanied by|accompanying',
    place: 'before',
  },
  // The symptom is what something else is for, or in spite of: 'did not seek care despite her weakness',
  // 'not treated for diarrhea', 'does not feel she needs anything for the cough'. The denial is of that.
  // 'Negative for' is a denial's own words ('negative for chest pain'), not such a 'for'.
  { id: 'before:object', phrase: String.raw`despite|(?<!negative )for|because of|due to`, place: 'before' },
  // Not bothered by it, or not remembering it then: 'not bothered by cough', 'does not remember feeling itchy'.
  { id: 'before:bothered', phrase: 'bothered by|bothers|bother|remember|recall', place: 'before' },
  // Only one side: 'denies right knee pain' in a patient whose left knee hurts (the side check reads which side).
  { id: 'before:side', phrase: 'right|left', place: 'before' },
  // Only now: 'no chest pain today', 'denies nausea at this time', 'no cough anymore', 'no headaches since'.
  {
    id: 'after:now',
    phrase:
      'today|now|currently|presently|anymore|any more|any longer|lately|recently|since|at this time|at present|then|that (?:day|night|time)',
    place: 'after',
  },
  // Only in some setting: 'no pain at rest', 'no shortness of breath with exertion', 'denies dizziness when standing'.
  {
    id: 'after:setting',
    phrase: 'with|without|at|on|when|while|during|after|before|upon|in|from|if|unless|except',
    place: 'after',
  },
  // One kind of dizziness: vertigo or light-headedness denied leaves the other.
  { id: 'name:kind-of-dizziness', phrase: 'vertigo|lightheaded(?:ness)?|light-headed(?:ness)?', place: 'name' },
];
