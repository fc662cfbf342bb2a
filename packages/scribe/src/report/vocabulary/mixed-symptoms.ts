/**
 * Symptoms as code-mixed speech says them in English letters (Hindi, and Tamil), by the lexicon's name for
 * each: the one table of these words. The writer reads them as synonyms of the name (extract/lexicon-symptoms.ts);
 * the checker glosses them to the name before it glosses single words (claims/code-mixed.ts), so 'sir dard'
 * reads as 'headache', not 'sir pain'. Data only.
 */
export const MIXED_SYMPTOMS: Readonly<Record<string, readonly string[]>> = {
  'chest pain': [
    'seene mein dard',
    'seene me dard',
    'seene main dard',
    'sene mein dard',
    'sene me dard',
    'sene main dard',
    'chhati mein dard',
    'chhati me dard',
    'chati mein dard',
    'nenju vali',
  ],
  'shortness of breath': [
    'saans phoolna',
    'saans phoolti',
    'saans ki takleef',
    'saans ki taklif',
    'saans lene mein taklif',
    'moochu thinaral',
  ],
  cough: ['khansi', 'khaansi', 'irumal'],
  fever: ['bukhar', 'bukhaar', 'jwar', 'kaichal', 'juram'],
  chills: ['thand lagti', 'thand lagna', 'thand lag rahi', 'thand lagi', 'kapkapi'],
  headache: ['sir dard', 'sar dard', 'sir mein dard', 'sar mein dard', 'sir me dard', 'sar me dard', 'thalai vali'],
  vomiting: ['ulti', 'ultiyan', 'vaanthi'],
  nausea: ['ji machlana', 'ji machla', 'jee machlana', 'ji michlana', 'matli'],
  diarrhea: ['dast', 'vayitru pokku', 'vayitrupokku'],
  constipation: ['kabz', 'kabj', 'kabziyat', 'malachikkal'],
  'abdominal pain': ['pet dard', 'pet mein dard', 'pet me dard', 'vayiru vali'],
  'back pain': ['kamar dard', 'kamar mein dard', 'muthugu vali'],
  fatigue: ['thakan', 'thakaan', 'kamzori', 'sorvu'],
  dizziness: ['chakkar', 'chakkar aana', 'sar ghoomna', 'sir ghoomna', 'mayakkam'],
  palpitations: ['dhadkan tez', 'padapadappu'],
  swelling: ['sujan', 'soojan', 'sujaan', 'veekkam', 'veekam'],
  'joint pain': ['jodon mein dard', 'jodon me dard', 'jodo mein dard', 'moottu vali', 'mootu vali'],
  'burning with urination': ['peshab mein jalan', 'peshab me jalan', 'pishab mein jalan'],
  'runny nose': ['naak behna', 'naak beh rahi', 'mookku ozhugal'],
  congestion: ['naak band', 'mookadaippu'],
  numbness: ['sunnpan', 'sunn pad', 'sunn ho'],
  tingling: ['jhunjhuni'],
  itching: ['khujli', 'arippu'],
  'sore throat': ['gale mein dard', 'gala dard', 'gale mein kharash', 'thonda vali'],
};
