/**
 * The body parts a test, a procedure or a result is said to be of ('an mri of your right knee', 'a right
 * foot orif', 'the x-ray of your lower back'): one list, since a part is a part whether it is imaged,
 * operated on or read. Each row is how a result line writes the part before the study's name ('Lumbar
 * spine X-ray'), then the words said for it, as regular-expression sources over normalised text (whole
 * words). A plan line keeps the words as said. A procedure whose name holds its part ('knee replacement')
 * takes only the side.
 */
export const BODY_PARTS: [string, string[]][] = [
  ['lumbar spine', ['lumbar spine', 'lower back', 'low back', 'l-spine']],
  ['cervical spine', ['cervical spine', 'c-spine']],
  ['thoracic spine', ['thoracic spine', 't-spine']],
  ['spine', ['spine', 'back']],
  ['neck', ['neck']],
  ['knee', ['knees?']],
  ['ankle', ['ankles?']],
  ['foot', ['foot', 'feet']],
  ['toe', ['(?:big )?toe']],
  ['heel', ['heel']],
  ['hip', ['hips?']],
  ['pelvis', ['pelvis']],
  ['groin', ['groin']],
  ['shoulder', ['shoulders?']],
  ['elbow', ['elbows?']],
  ['wrist', ['wrists?']],
  ['hand', ['hands?']],
  ['finger', ['(?:index |middle |ring |little |pinky )?finger']],
  ['thumb', ['thumb']],
  ['chest', ['chest', 'lungs?']],
  ['breast', ['breasts?']],
  ['abdominal', ['abdomen', 'abdominal', 'belly', 'stomach']],
  ['head', ['head']],
  ['scalp', ['scalp']],
  ['brain', ['brain']],
  ['kidney', ['kidneys?']],
  ['ureter', ['ureters?']],
  ['bladder', ['bladder']],
  ['thyroid', ['thyroid']],
  ['heart', ['heart']],
  ['forearm', ['forearm']],
  ['leg', ['leg']],
  ['arm', ['arm']],
  ['fibula', ['fibula']],
  ['tibia', ['tibia']],
  ['femur', ['femur']],
  ['radius', ['radius']],
  ['ulna', ['ulna']],
  ['clavicle', ['clavicle', 'collarbone']],
  ['metatarsal', ['metatarsal']],
];

/** The sides a part is said on, written capitalised before it ('Left ankle X-ray'). */
export const BODY_SIDES = ['left', 'right', 'bilateral'];
