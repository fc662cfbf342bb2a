/**
 * Clinical abbreviations as a note writes them. The reading works in lower case, so a condition or a test
 * named by its letters ('copd', 'dcis', 'an mri') reaches the note in lower case unless it is written back.
 * Only letter runs that are never an English word are listed: 'er', 'pe' and 'pt' also spell words or mean
 * two things, and stay as said. Data only: the rule that reads them is extract/written-case.ts.
 */
export const WRITTEN_ABBREVIATIONS: readonly string[] = [
  // conditions
  'ADHD',
  'BPH',
  'CABG',
  'CAD',
  'CHF',
  'CKD',
  'COPD',
  'DCIS',
  'DVT',
  'GERD',
  'HIV',
  'IBD',
  'IBS',
  'PTSD',
  'TIA',
  'URI',
  'UTI',
  'ACL',
  'MCL',
  // tests and places
  'CBC',
  'BMP',
  'CMP',
  'CT',
  'ECG',
  'EKG',
  'MRI',
  'PSA',
  'TSH',
  'LDL',
  'HDL',
  'ICU',
  'ENT',
  'IUD',
  'NSAID',
  'NSAIDs',
  'A1c',
  'ER/PR',
];
