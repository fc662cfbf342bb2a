/**
 * Tests whose results are read with a point, as the normaliser reads a value said after them with its point
 * lost ('your hemoglobin is 8 2' is 8.2, 'a1c was 5 5 in march' is 5.5, 'psa was 0 66' is 0.66): for these,
 * a value is a small number with a fraction, never two numbers. Regular-expression sources, one test a row.
 */
export const DECIMAL_RESULTS = [
  'hemoglobin(?: a1c)?',
  'a1c',
  'potassium',
  'creatinine',
  'tsh',
  'psa',
  'inr',
  'magnesium',
  'phosphorus',
  'bilirubin',
  'albumin',
  'troponin',
  'lactate',
  'white (?:blood )?(?:cell )?count',
  'wbc',
];

/** Words between the test and its value: 'is', 'was normal at', 'came back at', 'level of'. */
export const RESULT_LINKS = [
  'levels?',
  'count',
  'is',
  'was',
  'were',
  "it's",
  'it was',
  'of',
  'at',
  'came back(?: at)?',
  '(?:normal|low|high|elevated|up|down)(?: at| to)?',
  'still',
  'about',
  'around',
  'now',
  'only',
  'just',
  'today',
  '(?:went )?(?:up|down) to',
];

/** What, said right after the two numbers, makes them a count, a range or a time, not a value: 'a1c of 7 2 months ago'. */
export const NOT_A_VALUE_AFTER = [
  'to',
  'or',
  'and',
  'times',
  'years?',
  'months?',
  'weeks?',
  'days?',
  'hours?',
  'minutes?',
  'mg',
  'milligrams?',
  'units?',
  'tablets?',
  'pills?',
];
