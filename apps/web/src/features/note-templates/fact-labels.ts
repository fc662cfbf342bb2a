import { NoteFactSchema, SECTION_TITLES, type NoteFact, type NoteShow } from '@asha/contracts';

/** The report facts a section can hold, in the order the contracts list them, named as a clinician reads them. */
export const FACTS = NoteFactSchema.options;

const PARTS: Record<Exclude<NoteFact, keyof typeof SECTION_TITLES>, string> = {
  illnessTiming: 'Onset and duration',
  associatedSymptoms: 'Associated symptoms',
  investigations: 'Tests ordered',
  procedures: 'Procedures and operations',
  referrals: 'Referrals',
  medicationOrders: 'Medicine orders (Rx)',
  advice: 'Advice',
  followUp: 'Follow-up',
};

export const factLabel = (f: NoteFact): string =>
  f in PARTS ? PARTS[f as keyof typeof PARTS] : SECTION_TITLES[f as keyof typeof SECTION_TITLES];

/** How a section shows what it holds, in words. */
export const SHOW_LABELS: Record<NoteShow, string> = {
  list: 'A list, one item a line',
  prose: 'Sentences, as a paragraph',
  prescription: 'An Rx table of the medicine orders',
  free: 'Text the language model writes from these facts',
};
