/**
 * Parts of the body an image is taken of, as a note writes them before the study's name ('Right knee
 * X-ray', 'Lumbar spine MRI'), with the words said for them ('an x-ray of your lower back'). Data only:
 * extract/result-site.ts reads it. Regular-expression sources over normalised text, whole words; rows are
 * tried in order, a longer name before a shorter one it holds.
 */
export const IMAGED_PARTS: [string, string[]][] = [
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
  ['shoulder', ['shoulders?']],
  ['elbow', ['elbows?']],
  ['wrist', ['wrists?']],
  ['hand', ['hands?']],
  ['finger', ['(?:index |middle |ring |little |pinky )?finger']],
  ['thumb', ['thumb']],
  ['chest', ['chest']],
  ['abdominal', ['abdomen', 'abdominal', 'belly', 'stomach']],
  ['head', ['head']],
  ['brain', ['brain']],
  ['kidney', ['kidneys?']],
  ['thyroid', ['thyroid']],
];

/** The sides a part is imaged on, as said: written capitalised before it ('Left ankle X-ray'). */
export const IMAGED_SIDES = ['left', 'right', 'bilateral'];
