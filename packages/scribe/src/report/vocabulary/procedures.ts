/**
 * Procedures and operations a clinician recommends, plans or does at the consultation, as a note writes
 * them: [written name, spoken names]. Data only: extract/procedures.ts reads it. Regular-expression
 * sources over normalised text, whole words; rows are tried in order, a longer name before a shorter one
 * it holds ('epidural steroid injection' before 'steroid injection'). Tests (a colonoscopy, a biopsy) are
 * investigations, not rows here.
 */
export const PROCEDURES: [string, string[]][] = [
  ['ORIF', ['orif', 'open reduction (?:and |with )?internal fixation']],
  ['knee replacement', ['(?:total |partial )?knee replacement', '(?:total )?knee arthroplasty', 'tka']],
  ['hip replacement', ['(?:total |partial )?hip replacement', '(?:total )?hip arthroplasty']],
  ['shoulder replacement', ['(?:total |reverse )?shoulder replacement', 'shoulder arthroplasty']],
  ['epidural steroid injection', ['epidural (?:steroid )?(?:injection|shot)s?', 'epidurals?']],
  ['steroid injection', ['(?:cortisone|(?:cortico)?steroid) (?:injection|shot)s?']],
  ['wide local excision', ['wide (?:local )?excision']],
  ['excision', ['excision', 'excise']],
  ['arthroscopy', ['arthroscop(?:y|ic surgery)', 'scope (?:of )?(?:the|your) (?:knee|shoulder)']],
  ['rotator cuff repair', ['rotator cuff repair']],
  ['ACL reconstruction', ['acl (?:reconstruction|repair|surgery)']],
  ['carpal tunnel release', ['carpal tunnel (?:release|surgery)']],
  ['cholecystectomy', ['cholecystectomy', 'gall ?bladder (?:removal|surgery)', 'take out (?:the|your) gall ?bladder']],
  ['appendectomy', ['appendectomy']],
  ['hernia repair', ['hernia (?:repair|surgery)']],
  ['spinal fusion', ['(?:spinal|lumbar|cervical) fusion']],
  ['cardioversion', ['cardioversion']],
  ['ablation', ['(?:cardiac |catheter )?ablation']],
  ['joint aspiration', ['(?:joint )?aspiration', 'drain (?:the|that) fluid']],
  ['surgery', ['surgery', 'an operation', 'surgical (?:repair|fixation|intervention)']],
];
