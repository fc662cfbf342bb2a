/**
 * Words with which a question frames itself around a symptom the patient has already told: 'any fever along
 * with the headache?', 'besides the swelling, any redness?', 'what brought on the chest pain?'. The question
 * asks about something else (the fever, the redness, the cause); the framing symptom is taken as given, so a
 * 'no' to the question does not deny it. Each row is a framing phrase as a regular-expression source over
 * normalised text; it counts only when a determiner or a possessive follows it ('with the cough', 'during his
 * coughing fits'): 'any pain with swallowing' asks about the pain on swallowing. frames.ts reads these rows;
 * adding a cue is a row here and an example in frames.test.ts.
 */
export interface FrameCue {
  id: string;
  phrase: string;
}

export const FRAME_CUES: readonly FrameCue[] = [
  // What comes with the symptom: 'anything associated with the headache', 'any rash along with his fever'.
  { id: 'with', phrase: '(?:(?:associated|along|together|come|comes|go|goes) )?with' },
  // Something besides it: 'besides the swelling, any redness', 'other than the cough'.
  { id: 'besides', phrase: 'besides|apart from|aside from|other than|in addition to|on top of' },
  // When it happens: 'during your coughing spells', 'when you get the headaches'.
  { id: 'during', phrase: 'during|(?:when|whenever) (?:you|he|she|they) (?:have|has|get|gets)' },
  // What brought it on: 'anything that could have caused the chest pain', 'what triggers your headaches'.
  {
    id: 'cause',
    phrase: 'caused?|causing|brought on|brings on|bring on|triggers?|triggered|makes?|made|worsens?|relieves?',
  },
];

/** The words that make the symptom after a frame the one already told: 'the', 'this', 'your', 'his'. */
export const FRAME_DETERMINERS: readonly string[] = [
  'the',
  'this',
  'that',
  'these',
  'those',
  'your',
  'my',
  'his',
  'her',
  'their',
];

/**
 * What a question asks the cough brings up ('are you coughing up anything?', 'coughing up any phlegm'): the
 * cough is given, and the question asks what it brings ('coughing up blood' asks about the blood).
 */
export const BROUGHT_UP: readonly string[] = [
  'any ?thing',
  'something',
  'any phlegm',
  'phlegm',
  'any sputum',
  'sputum',
  'mucus',
  'stuff',
];
