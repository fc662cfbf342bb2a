// The clinician-written notes as references: their sections, and the facts each states (medicines,
// allergies, vitals, symptoms present and denied, past conditions, the diagnoses of the assessment, and
// the plan's tests, new, changed and stopped medicines, referrals and follow-up interval).
// The note side uses the extractor's drug, symptom, condition and allergen lexicons plus the bench's own
// list of tests below, so an unknown drug or symptom is missing from both sides alike.

/** Note section headers → the kinds of content they hold. */
const ACI_KINDS = {
  'CHIEF COMPLAINT': 'cc',
  'HISTORY OF PRESENT ILLNESS': 'hpi',
  'REVIEW OF SYSTEMS': 'ros',
  'PHYSICAL EXAMINATION': 'exam',
  'PHYSICAL EXAM': 'exam',
  EXAM: 'exam',
  VITALS: 'exam',
  'VITALS REVIEWED': 'exam',
  RESULTS: 'results',
  'ASSESSMENT AND PLAN': 'assessmentPlan',
  ASSESSMENT: 'assessment',
  IMPRESSION: 'assessment',
  PLAN: 'plan',
  INSTRUCTIONS: 'plan',
  'PAST HISTORY': 'pmh',
  'MEDICAL HISTORY': 'pmh',
  'SURGICAL HISTORY': 'pmh',
  'CURRENT MEDICATIONS': 'meds',
  MEDICATIONS: 'meds',
  ALLERGIES: 'allergies',
  'SOCIAL HISTORY': 'famsoc',
  'FAMILY HISTORY': 'famsoc',
  PROCEDURE: 'other',
};
const MTS_KINDS = {
  CC: 'cc',
  GENHX: 'hpi',
  ROS: 'ros',
  PASTMEDICALHX: 'pmh',
  PASTSURGICAL: 'pmh',
  MEDICATIONS: 'meds',
  ALLERGY: 'allergies',
  'FAM/SOCHX': 'famsoc',
  EXAM: 'exam',
  ASSESSMENT: 'assessment',
  DIAGNOSIS: 'assessment',
  PLAN: 'plan',
  DISPOSITION: 'plan',
  GYNHX: 'pmh',
  LABS: 'results',
  IMAGING: 'results',
};

/** Which note kinds cover a fact type completely (a report item missing from them counts against precision). */
export const COVERS = {
  medications: ['meds'],
  allergies: ['allergies'],
  vitals: ['exam'],
  symptoms: ['hpi', 'ros', 'cc'],
  denied: ['hpi', 'ros'],
  conditions: ['pmh'],
  diagnoses: ['assessment', 'assessmentPlan'],
  plan: ['plan', 'assessmentPlan'],
};

export function sectionsOf(dataset, row) {
  if (dataset === 'mts')
    return [{ kind: MTS_KINDS[row.section_header] ?? 'other', header: row.section_header, text: row.section_text }];
  const out = [];
  let current = { kind: 'other', header: '', text: '' };
  for (const line of row.note.split('\n')) {
    const header = line.trim();
    if (/^[A-Z][A-Z &/]+$/.test(header)) {
      if (current.text.trim()) out.push(current);
      current = { kind: ACI_KINDS[header] ?? 'other', header, text: '' };
    } else current.text += `${line}\n`;
  }
  if (current.text.trim()) out.push(current);
  return out;
}

const TESTS = [
  ['x-ray', /\b(x-?rays?|radiographs?)\b/],
  ['mri', /\bmri\b/],
  ['ct', /\b(ct|cat) (scan|of)|\bct\b/],
  ['ultrasound', /\bultrasound\b/],
  ['echocardiogram', /\b(echocardiograms?|echo)\b/],
  ['ecg', /\b(ekg|ecg|electrocardiogram)\b/],
  ['blood work', /\b(blood ?work|labs?|lab work|blood tests?)\b/],
  ['cbc', /\b(cbc|complete blood count)\b/],
  ['a1c', /\b(a1c|hemoglobin a1c)\b/],
  ['lipid panel', /\blipid (panel|profile)\b/],
  ['metabolic panel', /\b(metabolic panel|bmp|cmp|chem(istry)? panel)\b/],
  ['thyroid', /\b(tsh|thyroid (panel|function|labs?|tests?))\b/],
  ['urinalysis', /\b(urinalysis|urine (test|culture|sample))\b/],
  ['stress test', /\bstress test\b/],
  ['colonoscopy', /\bcolonoscopy\b/],
  ['endoscopy', /\b(endoscopy|egd)\b/],
  ['mammogram', /\bmammogram\b/],
  ['biopsy', /\bbiopsy\b/],
  ['pulmonary function', /\b(pulmonary function|pfts?)\b/],
  ['sleep study', /\bsleep study\b/],
  ['nerve conduction', /\b(nerve conduction|emg)\b/],
  ['holter', /\b(holter|event monitor|heart monitor)\b/],
  ['catheterization', /\bcatheterization\b/],
  ['bone density', /\b(bone density|dexa)\b/],
  ['psa', /\bpsa\b/],
  ['strep test', /\bstrep (test|swab)\b/],
  ['culture', /\bcultures?\b/],
  ['covid test', /\bcovid (test|swab)\b/],
  ['urine drug screen', /\bdrug screen\b/],
  ['ct angiogram', /\bangiogra\w+/],
];
const RESULT =
  /\b(demonstrat\w*|showed|shows|revealed|reveals|was normal|were normal|came back|results? (?:was|were|of|showed)|reviewed|unremarkable|within normal limits|was negative|was positive)\b/;
const START =
  /\b(initiat\w*|start\w*|begin|prescri\w*|will (?:give|try|add)|trial of|plac\w* (?:him|her|the patient) on|put (?:him|her|the patient) on|sent (?:in|a prescription)|recommend\w* (?:he|she|the patient) (?:take|try|use))\b/;
const CHANGE = /\b(increas\w*|decreas\w*|reduc\w*|chang\w*|switch\w*|adjust\w*|titrat\w*|taper\w*)\b/;
const STOP = /\b(discontinu\w*|stop\w*|hold\w*|cease|come off)\b/;
const FOLLOW =
  /\b(follow[- ]?up|return|see (?:him|her|the patient|you)(?: back| again)?|come back|recheck)\b[^.]{0,40}?\b(?:in|within)\s+(?:about\s+|approximately\s+)?(\d+|a|one|a few|a couple of|a couple)(?:\s*(?:to|-)\s*\d+)?\s+(days?|weeks?|months?|years?)\b/;
const WHO = '(?:him |her |the patient |you )?';
/** 'refer him to', 'consult with', and a referral said as done: 'Referral placed to urology'. */
const REFER_TO = String.raw`\b(?:refer\w*|consult\w*)\s+${WHO}(?:(?:was |has been )?(?:placed|provided|made|sent|submitted) )?(?:back )?(?:to|with)\s+`;
/** 'refer him for physical therapy': a service, not a purpose ('refer her for further evaluation'). */
const REFER_FOR = String.raw`\brefer\w*\s+${WHO}for (?!further|evaluation|possible|repeat|additional|an? (?:evaluation|consult|assessment)\b)`;
const SERVICE = String.raw`(?:a |an |the |our )?([a-z][a-z ]{2,30}?)(?=[,.;]|$|\s(?:for|to|who|and|in|regarding|as|was|were|is|provided|due|will)\b)`;
const REFERRAL = new RegExp(`(?:${REFER_TO}|${REFER_FOR})${SERVICE}`);
/** 'Physical therapy referral ordered': the service named before a referral said as done. */
const REFERRAL_NAMED_BEFORE =
  /\b(?:a |an )?((?:[a-z]+ ){0,2}?[a-z]+) referral (?:was |has been )?(?:ordered|placed|provided|made|sent|submitted)\b/;
const FAMILY =
  /\b(mother|father|brother|sister|grandmother|grandfather|aunt|uncle|cousin|family|son|daughter|parents?)\b/;

const DAYS = { day: 1, week: 7, month: 30, year: 365 };
/** A follow-up interval in days, so '2 weeks', 'a couple of weeks' and '14 days' compare equal. */
export const interval = (amount, u) => {
  const n = Number(
    amount
      .replace(/^(a|one|another)$/, '1')
      .replace(/^a couple(?: of)?$/, '2')
      .replace(/^(a few|several)$/, '3')
      .replace(/\s*(?:to|or|-)\s*\d+$/, ''),
  );
  return Number.isFinite(n) ? `${n * DAYS[u.replace(/s$/, '')]} days` : `${amount} ${u}`;
};
const sentencesOf = (normalise, text) =>
  normalise(text)
    .split(/(?<=[.?!;])\s+|\n+/)
    .map((s) => s.replace(/^[•\-*\d.)\s]+/, '').trim())
    .filter(Boolean);

/** The note's problem list: short heading lines of the assessment (a problem, not a narrative sentence). */
function problems(sections) {
  const out = [];
  for (const s of sections) {
    if (!['assessment', 'assessmentPlan', 'plan'].includes(s.kind)) continue;
    const lines =
      s.kind === 'assessment' && !s.text.includes('\n') ? s.text.split(/\s(?=\d+\.\s)/) : s.text.split('\n');
    for (const line of lines) {
      const bullet = /^\s*[•\-*]/.test(line);
      const item = line.replace(/^[\s•\-*]*(?:\d+[.)]\s*)?/, '').trim();
      const head = item
        .split(/(?<=[a-z])\.\s/)[0]
        .replace(/\.$/, '')
        .trim();
      const words = head.split(/\s+/).filter(Boolean);
      if (head.length < 4 || words.length > 10 || head.includes(':') || (bullet && s.kind !== 'assessment')) continue;
      // A plan section's problem headings stand alone without a full stop; anything with a verb is a sentence.
      if (s.kind === 'plan' && (!/^[A-Z]/.test(head) || /\.\s*$/.test(item))) continue;
      if (/\b(has|have|had|was|were|is|are|will|should|continue|continues|discussed|reviewed)\b/i.test(head)) continue;
      if (
        /^(patient agreements|the patient|he |she |we |i |they |if |please|follow|return|as tolerated|stable|improved|fair|good)/i.test(
          head,
        )
      )
        continue;
      const key = head.toLowerCase();
      if (!out.some((p) => p.toLowerCase() === key)) out.push(head);
    }
  }
  return out;
}

const ACTIONS = [
  ['stoppedMeds', STOP],
  ['changedMeds', CHANGE],
  ['continued', /\b(continu\w*|refill\w*|remain on|keep (?:taking|on))\b/],
  ['newMeds', START],
];

/** Each drug of a plan sentence with what is done to it: the last action word before it, else the sentence's first. */
function medActions(sentence, lex) {
  const out = [];
  let from = 0;
  for (const m of lex.drugMentions(sentence).sort((a, b) => a.index - b.index)) {
    const cues = (text) =>
      ACTIONS.flatMap(([action, re]) =>
        [...text.matchAll(new RegExp(re.source, 'g'))].map((x) => ({ action, at: x.index })),
      );
    const before = cues(sentence.slice(from, m.index)).sort((a, b) => b.at - a.at)[0];
    const first = cues(sentence).sort((a, b) => a.at - b.at)[0];
    const cue = before ?? first;
    if (cue) out.push([m.name, cue.action]);
    from = m.end;
  }
  return out;
}

/** Every fact of one note. `lex` is the extractor's lexicon matchers (eval-exports). */
export function noteFacts(dataset, row, lex) {
  const sections = sectionsOf(dataset, row);
  const kinds = new Set(sections.map((s) => s.kind));
  const facts = {
    kinds,
    sections,
    meds: new Set(),
    allergies: new Set(),
    noAllergies: new Set(),
    symptoms: new Set(),
    denied: new Set(),
    conditions: new Set(),
    vitals: {},
    problems: problems(sections),
    assessmentText: '',
    tests: new Set(),
    newMeds: new Set(),
    changedMeds: new Set(),
    stoppedMeds: new Set(),
    followUp: null,
    referrals: new Set(),
  };
  for (const s of sections) {
    const planish = ['plan', 'assessmentPlan'].includes(s.kind) || (dataset === 'mts' && s.kind === 'assessment');
    if (['assessment', 'assessmentPlan', 'plan'].includes(s.kind)) facts.assessmentText += ` ${lex.normalise(s.text)}`;
    for (const line of s.text.split('\n')) {
      const reasoning = /medical reasoning:/i.test(line);
      for (const sentence of sentencesOf(lex.normalise, line)) {
        const allergy = /allerg/.test(sentence);
        if (allergy && !/\b(no known|nkda|no allergies|denies)/.test(sentence))
          lex.allergenMentions(sentence).forEach((a) => facts.allergies.add(a));
        // Allergies recorded as none ('NKDA', 'no known drug allergies', 'denies allergies', an allergy section's
        // 'None.'): a fact of its own.
        if (
          /\b(nkda|nka)\b/.test(sentence) ||
          (s.kind === 'allergies' && /^(none|none known|no known|nil)\b/.test(sentence)) ||
          (allergy &&
            /\b(no known|no (?:history of )?(?:systemic |drug |medication )?allerg|denies|not allergic|negative (?:for )?allerg)/.test(
              sentence,
            ))
        )
          facts.noAllergies.add('none known');
        if (!allergy) for (const m of lex.drugMentions(sentence)) facts.meds.add(m.name);
        const family = FAMILY.test(sentence);
        // Symptoms are what the patient reports (chief complaint, history, review of systems), not examination signs.
        for (const m of ['cc', 'hpi', 'ros'].includes(s.kind) ? lex.symptomMentions(sentence) : []) {
          if (family || lex.conditionsIn(sentence).some((c) => c.name === m.term.name)) continue;
          (m.negated ? facts.denied : facts.symptoms).add(m.term.name);
        }
        if (!family) for (const c of lex.conditionsIn(sentence)) facts.conditions.add(c.name);
        for (const k of lex.VITAL_KEYS) facts.vitals[k] ??= lex.readVital(k, sentence) ?? undefined;
        if (!planish || reasoning) continue;
        if (!RESULT.test(sentence)) for (const [name, re] of TESTS) if (re.test(sentence)) facts.tests.add(name);
        if (!allergy) for (const [name, action] of medActions(sentence, lex)) facts[action]?.add(name);
        const follow = FOLLOW.exec(sentence);
        if (follow && !facts.followUp) facts.followUp = interval(follow[2], follow[3]);
        const referral = REFERRAL.exec(sentence) ?? REFERRAL_NAMED_BEFORE.exec(sentence);
        if (referral && !/\b(dr|doctor|me|you)\b/.test(referral[1])) facts.referrals.add(referral[1].trim());
      }
    }
  }
  // A symptom the note affirms anywhere is not a denied one.
  for (const s of facts.symptoms) facts.denied.delete(s);
  for (const k of Object.keys(facts.vitals)) if (!facts.vitals[k]) delete facts.vitals[k];
  return facts;
}

export { TESTS as NOTE_TESTS };
