// The planted falsehood 'result judgement flipped': a result statement with one judgement word ('Potassium
// low', 'X-ray of the right knee is unremarkable', 'Rapid strep test: positive', 'shows a distal phalanx
// fracture') has that word turned to its opposite ('Potassium high', '... is abnormal', '...: negative',
// 'shows no distal phalanx fracture'). It is planted only where it breaks something true: the statement names
// a test the talk names, holds one judgement word and no other, and the talk says a word of the same
// judgement within a few words after naming that test. The lists are the bench's own, written apart from the
// checker's, so the checker is not graded by its own vocabulary.

/** [written name, spoken name] of the tests whose results a note judges; regular-expression sources, whole words. */
const TESTS = [
  ['x-?rays?|radiographs?', 'x-?rays?|x rays?|radiographs?'],
  ['mri', 'mri|m r i'],
  ['ct(?: scan)?|cat scan', 'ct(?: scan)?|cat scan'],
  ['ultrasound', 'ultrasound'],
  ['echocardiogram|echo|ejection fraction', 'echocardiogram|echo|ejection fraction|pumping function'],
  ['ekg|ecg|electrocardiogram', 'ekg|ecg|electrocardiogram'],
  ['(?:hemoglobin )?a1c', 'a1c'],
  ['hemoglobin(?! a1c)', 'hemoglobin(?! a1c)'],
  ['creatinine|kidney function', 'creatinine|kidney function'],
  ['white (?:blood )?(?:cell )?count', 'white (?:blood )?(?:cell )?count'],
  ['cholesterol|lipid panel|ldl|hdl', 'cholesterol|lipid panel|ldl|hdl'],
  ['potassium', 'potassium'],
  ['sodium', 'sodium'],
  ['tsh|thyroid function', 'tsh|thyroid'],
  ['psa', 'psa'],
  ['glucose', 'glucose|sugar'],
  ['urinalysis|urine', 'urinalysis|urine'],
  ['labs|blood ?work|lab work', 'labs|blood ?work|lab work|lab results'],
  ['strep(?: test)?', 'strep'],
  ['covid(?:-19)?(?: test)?', 'covid'],
  ['lyme(?: titer)?', 'lyme'],
  ['liver (?:enzymes|function)|lfts|alt|ast|alkaline phosphatase', 'liver|lfts|alt|ast|alkaline phosphatase'],
  ['pfts?|pulmonary function tests?', 'pfts?|pulmonary function|breathing test'],
  ['autoimmune panel', 'autoimmune'],
  ['vitamin d', 'vitamin d'],
];

/** Words the talk says for each judgement: how the written word is heard when it is true. */
const SAID = {
  normal: "normal|unremarkable|fine|good|great|okay|ok|negative|nothing|no (?:\\w+ )?fractures?|(?:n't|not) see any",
  high: 'elevated|high|up|raised|increased',
  low: 'low|decreased|reduced|diminished|down',
  positive: 'positive',
  negative: 'negative|normal|nothing',
  fracture: 'fractures?|broken|break',
};

/** [written word, its opposite, the judgement the written word states]; one judgement word a statement. */
const FLIPS = [
  ['within normal limits', 'abnormal', 'normal'],
  ['unremarkable', 'abnormal', 'normal'],
  ['(?<!ab)normal', 'abnormal', 'normal'],
  ['(?:(?:mildly|slightly|a little|a bit) )?elevated', 'normal', 'high'],
  ['high', 'low', 'high'],
  ['low', 'high', 'low'],
  ['(?:(?:mildly|slightly|a little|a bit) )?(?:decreased|reduced|diminished)', 'normal', 'low'],
  ['positive', 'negative', 'positive'],
  ['negative', 'positive', 'negative'],
  // A fracture denied is written found ('No acute fractures' → 'acute fractures', 'no open fracture' → 'open
  // fracture'), one found is denied; a denied one is never denied twice over ('no no open fracture').
  ['no ((?:[a-z-]+ ){0,3}?fractures?)', '$1', 'normal'],
  ['(?:an? )?((?:[a-z-]+ ){0,3}fracture)', 'no $1', 'fracture'],
];
/**
 * Statements whose judgement is no plain result: a test supposed or awaited ('if the ultrasound is abnormal'),
 * a condition ('history of high cholesterol'), a comparison ('higher than normal'), a judgement with something
 * taken out of it ('otherwise normal'), and a finding already denied ('did not reveal any signs of a fracture').
 */
const NOT_PLAIN =
  /\b(?:if|unless|assuming|pending|rule out|make sure|history of|diagnosed|than|otherwise|near|except|other than|but|not|without|any)\b|n't/i;
/** Sections that hold conditions, not results ('high cholesterol' is a diagnosis there). */
const CONDITION_SECTIONS = /^(?:pastMedicalHistory|familyHistory|socialHistory)\./;
const words = (source) => new RegExp(`\\b(?:${source})\\b`, 'i');
const FLIP_RES = FLIPS.map(([written, to, judged]) => ({ re: words(written), to, judged }));
/** Every judgement word a statement may hold: one it holds besides the flipped one makes the flip unclear. */
const ANY = new RegExp(`\\b(?:${FLIPS.map(([w]) => w).join('|')}|abnormal\\w*|fractures?)\\b`, 'gi');
/** How many words after a test's name in the talk its judgement is looked for. */
const REACH = 25;

/** Whether the talk says `judged` of the test `spoken` names, within a few words after naming it. */
function saidOf(spoken, judged, talk) {
  const near = new RegExp(`\\b(?:${spoken})\\b((?:\\W+\\w+){0,${REACH}})`, 'g');
  return [...talk.matchAll(near)].some((m) => words(SAID[judged]).test(m[1]));
}

/** How a statement's judgement can be flipped, or null: one judgement word, of a test the talk judges alike. */
export function judgementFlip(ctx, { path, text }) {
  const lower = text.toLowerCase();
  if (CONDITION_SECTIONS.test(path) || NOT_PLAIN.test(lower)) return null;
  const tests = TESTS.filter(([written]) => words(written).test(lower));
  if (!tests.length || (lower.match(ANY) ?? []).length !== 1) return null;
  const flip = FLIP_RES.find((f) => f.re.test(lower));
  if (!flip || !tests.some(([, spoken]) => saidOf(spoken, flip.judged, ctx.spoken))) return null;
  return { re: flip.re, to: flip.to };
}
