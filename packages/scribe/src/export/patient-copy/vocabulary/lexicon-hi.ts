import type { PhraseTable } from './phrase-table.js';

/**
 * Hindi phrases of the patient's copy.
 *
 * How the wording was chosen: the everyday Hindi a clinic prints on a prescription or a pharmacy
 * label (सुबह/दोपहर/शाम/रात, खाने से पहले/बाद, दिन में दो बार, 5 दिन तक), not the formal
 * Sanskrit-derived words of official forms (e.g. 'दवा' not 'औषधि', 'खाने' not 'भोजन'). Polite
 * 'आप' forms throughout. Dose counts, days and strengths stay digits, as on the Rx, so no number
 * is ever read from a word; medicine, strength and test names stay in Latin script, for the
 * pharmacist and the laboratory. Only whole clauses are kept here, so Hindi word order and
 * postpositions (तक, बाद) are the table's, never assembled word by word. Have a Hindi-speaking
 * clinician read any new or changed phrase before it ships: a wrong instruction harms a patient.
 */
export const HINDI: PhraseTable = {
  headings: {
    title: 'आपकी मुलाक़ात का सारांश',
    found: 'जाँच में क्या मिला',
    whatToDo: 'आपको क्या करना है',
    medicines: 'आपकी दवाइयाँ और उन्हें कैसे लेना है',
    comeBack: 'दोबारा कब आना है',
    warningSigns: 'तुरंत डॉक्टर को दिखाएँ, अगर',
  },
  inEnglish: '(अंग्रेज़ी में)',
  fullStop: '।',
  separator: ', ',
  and: ' और ',
  timesADay: { 1: 'दिन में एक बार', 2: 'दिन में दो बार', 3: 'दिन में तीन बार', 4: 'दिन में चार बार' },
  slots3: ['सुबह', 'दोपहर', 'रात'],
  slots4: ['सुबह', 'दोपहर', 'शाम', 'रात'],
  slotCount: '{name} {n}',
  scheduleWithTimes: '{name} ({list})',
  whenNeeded: 'सिर्फ़ ज़रूरत होने पर',
  onceAWeek: 'हफ़्ते में एक बार',
  everyHours: 'हर {n} घंटे पर',
  food: { 'before food': 'खाने से पहले', 'after food': 'खाने के बाद', 'with food': 'खाने के साथ' },
  forHowLong: {
    day: { one: '{n} दिन तक', other: '{n} दिन तक' },
    week: { one: '{n} हफ़्ते तक', other: '{n} हफ़्ते तक' },
    month: { one: '{n} महीने तक', other: '{n} महीने तक' },
  },
  comeBackAfter: {
    day: { one: '{n} दिन बाद दोबारा दिखाने आएँ', other: '{n} दिन बाद दोबारा दिखाने आएँ' },
    week: { one: '{n} हफ़्ते बाद दोबारा दिखाने आएँ', other: '{n} हफ़्ते बाद दोबारा दिखाने आएँ' },
    month: { one: '{n} महीने बाद दोबारा दिखाने आएँ', other: '{n} महीने बाद दोबारा दिखाने आएँ' },
  },
  asExplained: 'जैसा डॉक्टर ने बताया, वैसे लें',
  stop: 'यह दवा बंद कर दें',
  newDose: 'नई खुराक: ',
  keepTaking: 'यह दवा लेते रहें: ',
  startAgain: 'यह दवा फिर से लेना शुरू करें: ',
  test: 'यह जाँच करवाएँ: {name}',
  referral: 'तय किए अनुसार {name} विभाग में दिखाएँ',
  alwaysWarn: [
    'तबीयत बहुत ज़्यादा बिगड़ जाए, या कोई नई तकलीफ़ शुरू हो',
    'सीने में दर्द हो, साँस लेने में तकलीफ़ हो, या आप बेहोश हो जाएँ',
    'तेज़ बुख़ार हो जो कम न हो',
  ],
};
