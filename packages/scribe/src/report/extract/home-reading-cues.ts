/**
 * A blood sugar the patient checks, named ('my sugars', 'blood glucose', 'sugar levels', 'fingersticks'):
 * not sugar as food ('some sugar in my coffee'), nor the a1c, a lab's three-month average.
 */
export const SUGAR_NAMES = [
  'blood sugars?',
  '(?:blood )?glucose(?: levels?| readings?| numbers?)?',
  '(?:my|your|his|her|the) sugars?(?: levels?| readings?| numbers?)?',
  'sugars',
  'sugar (?:levels?|readings?|numbers?)',
  'finger ?sticks?',
];

/**
 * Words after a number that make it no sugar reading: a time, a count or an amount ('for 60 days', '20
 * grams'), or a bound rather than a reading ('135 or under').
 */
export const NOT_A_SUGAR_AFTER = [
  'or (?:under|less|below|lower|above|over|more|higher)',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'times?',
  'minutes?',
  'hours?',
  'pounds?',
  'lbs?',
  'grams?',
  'teaspoons?',
  'percent',
  'mg',
  'milligrams?',
  'units?',
];

/** Words that make a blood sugar a fasting one ('fasting', 'in the mornings', 'when I wake up', 'before breakfast'). */
export const FASTING_CUES = [
  'fasting',
  'in the mornings?',
  'mornings',
  'when i (?:wake|get) up',
  'before (?:breakfast|i eat)',
];

/**
 * The patient telling their own weight, not weighed by the clinic ('I was 210 pounds at home', 'I got down
 * to 180 pounds'): an earlier or home weight when said with a day or place.
 */
export const OWN_WEIGHT_LEADS = ['i was', "i'm", 'i am', 'i got (?:up|down) to', 'i weighed', 'i weigh'];
