/**
 * The sentences of the history of present illness, each built from facts only (extract/hpi-facts.ts), in
 * the third person and in this order. A `{name}` is a fact; a sentence with a fact not read is not written.
 * `{Subject}` is 'She', 'He' or 'The patient'; `{complaint}` is the complaint's noun ('pain', 'swelling',
 * 'cough'), one thing, so the verbs are singular.
 */
export const HPI_SENTENCES: readonly { fact: string; text: string }[] = [
  { fact: 'care', text: '{Subject} {care}.' },
  { fact: 'cause', text: '{Subject} reports the {complaint} began after {cause}.' },
  { fact: 'activity', text: 'The {complaint} began while {activity}.' },
  { fact: 'manner', text: 'The pain {manner}.' },
  { fact: 'sensation', text: '{Subject} reports {sensation} at onset.' },
  { fact: 'prior', text: '{Subject} reports {prior}.' },
  { fact: 'course', text: 'The {complaint} {course}.' },
  { fact: 'radiation', text: 'The pain {radiation}.' },
  { fact: 'treated', text: '{Subject} rates the pain {treated}.' },
  { fact: 'severity', text: '{Subject} rates the pain {severity}/10.' },
  { fact: 'lost', text: '{Subject} {lost}.' },
  { fact: 'aggravating', text: 'The {complaint} is worse {aggravating}.' },
  { fact: 'relieving', text: 'The {complaint} is better {relieving}.' },
  { fact: 'tried', text: '{Subject} has tried {tried}{relief}.' },
];

/** How what was tried is told, by whether it helped. */
export const RELIEF_WORDS: Readonly<Record<'none' | 'some' | 'full' | 'unknown', string>> = {
  none: ' without relief',
  some: ' with some relief',
  full: ' with relief',
  unknown: '',
};
