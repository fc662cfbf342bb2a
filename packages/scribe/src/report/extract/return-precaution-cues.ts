/**
 * Return precautions: what the patient is told to do should things change ('call me if the pain gets
 * worse', 'go to the emergency room if you get chest pain'). Regular-expression sources over normalised text.
 */

/** Getting back in touch or seeking care: 'call me', 'give us a call', 'go to the er', 'come in sooner'. */
export const CONTACT = [
  String.raw`(?:call|message|text) (?:me|us|the (?:office|clinic)|911)`,
  String.raw`give (?:me|us) a (?:call|ring)`,
  String.raw`(?:go|get|come) (?:to|into) (?:the )?(?:er|emergency room|emergency department|hospital|urgent care)`,
  String.raw`come (?:back )?in sooner`,
  String.raw`come back(?: in)?`,
  String.raw`seek (?:medical|emergency) (?:care|attention)`,
];

/** Words between the contact and its condition: 'call me right away if', 'come back or give us a call if'. */
export const BETWEEN_CONTACT_AND_IF = String.raw`(?: (?:right away|immediately|sooner|or [a-z ]{0,30}?))?`;

/**
 * A change the condition names, as a note writes it ('if it gets worse' → 'worsening symptoms'); a symptom
 * named in the condition ('if you get a fever') is written by its name. A condition naming none ('if you
 * have any questions') is no return precaution.
 */
export const CHANGES: { cue: string; written: string }[] = [
  { cue: String.raw`\b(?:worse|worsens?|worsening)\b`, written: 'worsening symptoms' },
  {
    cue: String.raw`(?:\bnot|n't) (?:(?:get|getting|feel|feeling) )?(?:any )?(?:better|improv\w*)`,
    written: 'no improvement',
  },
  {
    cue: String.raw`\bweight (?:starts to |begins to )?(?:go(?:es)? up|increas\w*)|\bgain\w* (?:\w+ )?pounds?\b`,
    written: 'weight gain',
  },
];
