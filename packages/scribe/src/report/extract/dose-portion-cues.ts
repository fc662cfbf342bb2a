/**
 * A part of a tablet taken as the dose ('i take half a pill', 'half of the 5 mg one', 'i split it in half'):
 * the strength said is the tablet's, not the dose, so the list writes both ('finasteride 5 mg, half a
 * tablet'), never the strength alone. One phrase a row, with how the list writes it; read by dose-portions.ts.
 */
export const TABLET_PORTIONS: { said: string; written: string }[] = [
  // 'half a pill', 'half of the 5 mg one', 'half a tablet of lisinopril'; not 'two and a half' (a number).
  { said: '(?<!\\band (?:a )?)(?:one )?half(?: of)?(?: (?:a|an|the|my|one|that|each))?', written: 'half a tablet' },
  { said: '(?:a |one )?quarter(?: of)?(?: (?:a|an|the|my|one|that|each))?', written: 'a quarter of a tablet' },
  // 'one and a half tablets': the count is the dose, in tablets.
  { said: '(?:one|1) and a half', written: 'one and a half tablets' },
  // 'i cut them in half', 'she splits the pill in half'.
  {
    said: '(?:cut|cuts|split|splits|break|breaks) (?:it|them|that|those|the (?:pills?|tablets?)) in half',
    written: 'half a tablet',
  },
];
