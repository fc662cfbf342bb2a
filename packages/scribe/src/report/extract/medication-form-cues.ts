/**
 * A medicine's form said right after its name ('clindamycin gel', 'timolol eye drops', 'fluticasone nasal
 * spray'): the plan line keeps it, with the route where the form alone leaves it open, so a medicine put on
 * the skin, in the eyes or breathed in is never read as one swallowed. A row: the words said (a
 * regular-expression source) and the form and route as the plan writes them. Bare 'drops' or 'solution'
 * are left out: they may be taken by mouth.
 */
export const FORM_ROUTES: readonly (readonly [said: string, written: string])[] = [
  ['(?:topical )?gel', 'gel topically'],
  ['(?:topical )?cream', 'cream topically'],
  ['(?:topical )?ointment', 'ointment topically'],
  ['(?:topical )?lotion', 'lotion topically'],
  ['(?:topical )?foam', 'foam topically'],
  ['shampoo', 'shampoo'],
  ['(?:eye|ophthalmic) (?:drops|solution)', 'eye drops'],
  ['ear drops', 'ear drops'],
  ['nasal spray', 'nasal spray'],
  ['inhaler', 'inhaler'],
  ['(?:skin )?patch', 'patch'],
  // A mouthwash rinsed round the mouth, then swallowed or spat out ('viscous lidocaine swish and swallow').
  ['(?:viscous )?swish and swallow', 'swish and swallow'],
  ['(?:viscous )?swish and spit', 'swish and spit'],
  ['mouthwash', 'mouthwash'],
  // 'clindamycin topical' with no form named: put on the skin.
  ['topical', 'topically'],
];
