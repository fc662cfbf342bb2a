/**
 * A treatment named in lay words that says which condition the patient has: someone who takes a blood
 * pressure pill has hypertension, whatever its name. history-treated.ts reads the rows for the past
 * history; adding one is a row here and a made-up sentence in history-treated.test.ts.
 */
export interface TreatedCondition {
  /** the treatment as said ('blood pressure pills', 'medication for my blood pressure') */
  treatment: string;
  /** the condition the past history names */
  condition: string;
  /** a word of the conditions the treatment may be for by a narrower name ('hypothyroidism' for a thyroid pill): one already in the history is the one */
  named: string;
}

/** A medicine in lay words: 'pill', 'meds', 'tablets'. */
const MEDICINE = '(?:pills?|medicines?|medications?|meds|tablets?)';
/** The patient's or the clinician's word for whose body part: 'for my blood pressure', 'for your cholesterol'. */
const WHOSE = '(?:my|your)';

export const TREATED_CONDITIONS: readonly TreatedCondition[] = [
  { treatment: `blood pressure ${MEDICINE}`, condition: 'hypertension', named: 'hypertension' },
  { treatment: `(?:[a-z]+ )?for ${WHOSE} blood pressure`, condition: 'hypertension', named: 'hypertension' },
  { treatment: `cholesterol ${MEDICINE}`, condition: 'high cholesterol', named: 'cholesterol' },
  { treatment: `(?:[a-z]+ )?for ${WHOSE} cholesterol`, condition: 'high cholesterol', named: 'cholesterol' },
  { treatment: `(?:sugar|diabetes|diabetic) ${MEDICINE}`, condition: 'diabetes', named: 'diabetes' },
  { treatment: `(?:[a-z]+ )?for ${WHOSE} (?:blood )?sugars?`, condition: 'diabetes', named: 'diabetes' },
  { treatment: 'insulin', condition: 'diabetes', named: 'diabetes' },
  { treatment: `thyroid ${MEDICINE}`, condition: 'thyroid disease', named: 'thyroid' },
];

/** A word that may stand before the verb: 'i still take', "you're also on". */
const ADV = '(?:(?:also|still|do|already) )?';

/**
 * The words before a treatment that make it the patient's, now or before: 'i take', "i'm on", "you're on",
 * 'she takes'; a few words may stand between ('i take a small blood pressure pill'). A treatment only named
 * ('we could start you on a blood pressure pill') is none.
 */
export const TAKES_IT = [
  `i ${ADV}(?:take|use)`,
  `i(?:'m| am) ${ADV}(?:taking|using|on)`,
  'i (?:was|used to be) on',
  `you ${ADV}take`,
  `you(?:'re| are) ${ADV}(?:taking|on)`,
  `(?:she|he) ${ADV}takes`,
  `(?:she|he)(?:'s| is) ${ADV}(?:taking|on)`,
];

/** The words that make a treatment the patient's when said right before it: 'my blood pressure pill', 'your daily insulin'. */
export const OWNS_IT = ['my', 'your'];
