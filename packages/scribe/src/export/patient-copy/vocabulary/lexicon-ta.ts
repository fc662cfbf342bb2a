import type { PhraseTable } from './phrase-table.js';

/**
 * Tamil phrases of the patient's copy.
 *
 * How the wording was chosen: the plain written Tamil of Tamil Nadu prescription and pharmacy
 * labels (காலை/மதியம்/மாலை/இரவு, உணவுக்கு முன்/பின், ஒரு நாளைக்கு இரண்டு முறை), in the polite
 * '-வும்' request form such labels use, not colloquial spoken endings. Dose counts, days and
 * strengths stay digits, as on the Rx, so no number is ever read from a word; medicine, strength
 * and test names stay in Latin script, for the pharmacist and the laboratory. Each phrase is a
 * whole clause with its case ending (-க்கு, -க்குப் பிறகு) and its singular and plural kept
 * apart, never joined word by word. Have a Tamil-speaking clinician read any new or changed
 * phrase before it ships: a wrong instruction harms a patient.
 */
export const TAMIL: PhraseTable = {
  headings: {
    title: 'உங்கள் மருத்துவ வருகையின் சுருக்கம்',
    found: 'பரிசோதனையில் கண்டறிந்தவை',
    whatToDo: 'நீங்கள் செய்ய வேண்டியவை',
    medicines: 'உங்கள் மருந்துகளும் அவற்றை எடுத்துக்கொள்ளும் முறையும்',
    comeBack: 'மீண்டும் எப்போது வர வேண்டும்',
    warningSigns: 'இவற்றில் ஏதேனும் இருந்தால் உடனே மருத்துவரை அணுகவும்',
  },
  inEnglish: '(ஆங்கிலத்தில்)',
  fullStop: '.',
  separator: ', ',
  and: ' மற்றும் ',
  timesADay: {
    1: 'ஒரு நாளைக்கு ஒரு முறை',
    2: 'ஒரு நாளைக்கு இரண்டு முறை',
    3: 'ஒரு நாளைக்கு மூன்று முறை',
    4: 'ஒரு நாளைக்கு நான்கு முறை',
  },
  slots3: ['காலை', 'மதியம்', 'இரவு'],
  slots4: ['காலை', 'மதியம்', 'மாலை', 'இரவு'],
  slotCount: '{name} {n}',
  scheduleWithTimes: '{name} ({list})',
  whenNeeded: 'தேவைப்படும்போது மட்டும்',
  onceAWeek: 'வாரத்திற்கு ஒரு முறை',
  everyHours: 'ஒவ்வொரு {n} மணி நேரத்திற்கும் ஒரு முறை',
  food: { 'before food': 'உணவுக்கு முன்', 'after food': 'உணவுக்குப் பின்', 'with food': 'உணவுடன்' },
  forHowLong: {
    day: { one: '{n} நாளுக்கு', other: '{n} நாட்களுக்கு' },
    week: { one: '{n} வாரத்திற்கு', other: '{n} வாரங்களுக்கு' },
    month: { one: '{n} மாதத்திற்கு', other: '{n} மாதங்களுக்கு' },
  },
  comeBackAfter: {
    day: { one: '{n} நாளுக்குப் பிறகு மீண்டும் வரவும்', other: '{n} நாட்களுக்குப் பிறகு மீண்டும் வரவும்' },
    week: { one: '{n} வாரத்திற்குப் பிறகு மீண்டும் வரவும்', other: '{n} வாரங்களுக்குப் பிறகு மீண்டும் வரவும்' },
    month: { one: '{n} மாதத்திற்குப் பிறகு மீண்டும் வரவும்', other: '{n} மாதங்களுக்குப் பிறகு மீண்டும் வரவும்' },
  },
  asExplained: 'மருத்துவர் சொன்னபடி எடுத்துக்கொள்ளவும்',
  stop: 'இந்த மருந்தை நிறுத்தவும்',
  newDose: 'புதிய மருந்தளவு: ',
  keepTaking: 'இந்த மருந்தைத் தொடர்ந்து எடுத்துக்கொள்ளவும்: ',
  startAgain: 'இந்த மருந்தை மீண்டும் எடுக்கத் தொடங்கவும்: ',
  test: 'இந்தப் பரிசோதனையைச் செய்துகொள்ளவும்: {name}',
  referral: 'ஏற்பாடு செய்தபடி {name} பிரிவில் மருத்துவரைப் பார்க்கவும்',
  alwaysWarn: [
    'உடல்நிலை மிகவும் மோசமானால், அல்லது புதிய அறிகுறிகள் தோன்றினால்',
    'நெஞ்சு வலி, மூச்சு விடுவதில் சிரமம், அல்லது மயக்கம் ஏற்பட்டால்',
    'அதிக காய்ச்சல் குறையாமல் இருந்தால்',
  ],
};
