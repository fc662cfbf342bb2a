// Scores one written report against its clinician note and adds the counts to a tally.
import { COVERS, interval, NOTE_TESTS, noteFacts } from './reference.mjs';
import { matchingSection, reportAsNote } from './render.mjs';
import { rouge, rougeTokens } from './rouge.mjs';
import { withSaid } from './said.mjs';

const STOP = new Set(
  'a an the and or of to in on for with at by from is are was were be been his her their its this that these those possible probable probably likely suspected suspect rule out history left right bilateral acute chronic mild moderate severe status post'.split(
    ' ',
  ),
);
/** The report's entry for allergies asked about and denied (contracts NO_KNOWN_ALLERGIES). */
const NO_KNOWN = 'No known allergies';
const stem = (w) => (w.length > 3 ? w.replace(/(es|s)$/, '') : w);
const content = (text) => [
  ...new Set(
    rougeTokens(text)
      .filter((t) => !STOP.has(t))
      .map(stem),
  ),
];
const covered = (words, text) => {
  const have = new Set(content(text));
  return words.length > 0 && words.filter((w) => have.has(w)).length / words.length >= 0.5;
};

/** What a problem line names: its head, and with `named`, the diagnosis it gives the head ('Right foot pain, consistent with a Lisfranc fracture'). */
function namedIn(problem, named) {
  const line = problem.toLowerCase();
  const head = line.split(/,|;| due to | secondary to | with | status post /)[0];
  const cause = named
    ? /(?:,|;)?\s*(?:(?:most |more )?likely|consistent with|suggestive of|probabl[ey]|possibl[ey]|(?:likely )?(?:due to|secondary to|from))\s+(?:a |an |the )?([^,;]+)/.exec(
        line.slice(head.length),
      )
    : null;
  return [head, cause?.[1] ?? ''].flatMap((p) => p.split(/ and | versus | vs\.? /)).filter((p) => content(p).length);
}

/**
 * A note problem is in the assessment when one report diagnosis names it (by words or lexicon term): its
 * head, or the diagnosis the line gives it; `headOnly` counts the head alone (the measure before that).
 */
export function problemFound(problem, dxs, lex, headOnly = false) {
  const parts = namedIn(problem, !headOnly);
  const terms = (t) =>
    new Set([...lex.conditionsIn(t).map((c) => c.name), ...lex.symptomMentions(t).map((m) => m.term.name)]);
  return parts.some((part) =>
    dxs.some((dx) => covered(content(part), dx) || [...terms(part)].some((n) => terms(dx).has(n))),
  );
}

function itemPaths(r) {
  const out = [];
  const walk = (v, path) => {
    if (v === null || v === undefined || v === '') return;
    if (Array.isArray(v)) v.forEach((x, i) => out.push(`${path}.${i}`));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else out.push(path);
  };
  const { metadata: _m, patientInfo, ...rest } = r;
  walk(rest, '');
  if (patientInfo.age) out.push('patientInfo.age');
  return out;
}

export function newTally() {
  const pair = () => ({
    note: 0,
    recalled: 0,
    recalledWithSaid: 0,
    report: 0,
    confirmed: 0,
    stated: 0,
    statedFound: 0,
    headFound: 0,
  });
  return {
    dialogues: 0,
    ms: 0,
    sections: Object.fromEntries(
      [
        'medications',
        'allergies',
        'noAllergies',
        'vitals',
        'symptoms',
        'denied',
        'conditions',
        'diagnoses',
        'tests',
        'newMeds',
        'medChanges',
        'followUp',
        'referrals',
      ].map((k) => [k, pair()]),
    ),
    listedSymptoms: 0,
    statesDiagnosis: 0,
    emptyWhereStated: 0,
    presentSymptoms: 0,
    presentNoteSpeaks: 0,
    deniedAsPresent: 0,
    deniedAsPresentCases: [],
    questionOnly: 0,
    withDiagnosis: 0,
    emptyAssessment: 0,
    emptyAll: 0,
    items: 0,
    itemsWithEvidence: 0,
    flagged: 0,
    rouge: { r1: 0, r2: 0, rl: 0 },
    lead: { r1: 0, r2: 0, rl: 0 },
    rouged: 0,
    whole: { r1: 0, r2: 0, rl: 0 },
    byHeader: {},
  };
}

/** What a report states, as the sets the note's facts are matched against. */
function reportSets(r, lex) {
  const planMeds = r.plan.medications ?? [];
  const negText = lex.normalise(
    [...r.reviewOfSystems.map((e) => e.findings), r.historyOfPresentIllness.narrative ?? ''].join(' . '),
  );
  const byAction = (...actions) =>
    new Set(planMeds.filter((m) => actions.includes(m.action ?? 'start')).map((m) => m.name.toLowerCase()));
  // A start that waits on a result is a plan line with its condition ('Start amoxicillin … if the rapid strep
  // test is positive'), not a medicine started: the note still names it, so it counts as a new medicine.
  const startsOnCondition = (r.plan.lifestyleRecommendations ?? [])
    .filter((line) => /^Start /.test(line))
    .flatMap((line) => lex.drugMentions(lex.normalise(line)).map((m) => m.name.toLowerCase()));
  const fu = /(\d+(?:-\d+)?|a|one|a couple of|a couple|a few)\s+(days?|weeks?|months?|years?)/.exec(
    lex.normalise(r.plan.followUp?.timeline ?? ''),
  );
  return {
    medications: new Set([
      ...[...r.medications.current, ...planMeds].map((m) => m.name.toLowerCase()),
      ...startsOnCondition,
    ]),
    allergies: new Set(r.allergies.filter((a) => a.substance !== NO_KNOWN).map((a) => a.substance.toLowerCase())),
    noAllergies: new Set(r.allergies.some((a) => a.substance === NO_KNOWN) ? ['none known'] : []),
    symptoms: new Set(
      lex
        .symptomMentions(
          lex.normalise([r.chiefComplaint ?? '', ...r.historyOfPresentIllness.associatedSymptoms].join(' . ')),
        )
        .filter((m) => !m.negated)
        .map((m) => m.term.name),
    ),
    denied: new Set(
      negText.split(/(?<=[.?!;])\s+/).flatMap((s) =>
        lex
          .symptomMentions(s)
          .filter((m) => m.negated)
          .map((m) => m.term.name),
      ),
    ),
    conditions: new Set(
      r.pastMedicalHistory.conditions.flatMap((c) => lex.conditionsIn(lex.normalise(c)).map((x) => x.name)),
    ),
    dxs: r.assessment.map((a) => lex.normalise(a.diagnosis)),
    tests: new Set(
      NOTE_TESTS.filter(([, re]) => re.test(lex.normalise((r.plan.investigations ?? []).join(' . ')))).map(([n]) => n),
    ),
    newMeds: new Set([...byAction('start'), ...startsOnCondition]),
    medChanges: byAction('change', 'stop'),
    followUp: new Set(fu ? [interval(fu[1], fu[2])] : []),
    referrals: new Set(r.plan.referrals ?? []),
  };
}

const sameReferral = (n, x) => content(n).some((w) => content(x).includes(w));
const nums = (s, lex) => (lex.normalise(s ?? '').match(/\d+(?:\.\d+)?/g) ?? []).join('/');

/** The note's facts, per section, found among a report's sets (recall's numerator). */
function recalledIn(note, sets, r, lex) {
  const found = (noteSet, reportSet, same = (a, b) => a === b) =>
    [...noteSet].filter((n) => [...reportSet].some((x) => same(n, x))).length;
  return {
    medications: found(note.meds, sets.medications),
    allergies: found(note.allergies, sets.allergies),
    noAllergies: found(note.noAllergies, sets.noAllergies),
    vitals: Object.entries(note.vitals).filter(([k, v]) => nums(r.physicalExam.vitals[k], lex) === nums(v, lex)).length,
    symptoms: found(note.symptoms, sets.symptoms),
    denied: found(note.denied, sets.denied),
    conditions: found(note.conditions, sets.conditions),
    diagnoses: note.problems.filter((p) => problemFound(p, sets.dxs, lex)).length,
    tests: found(note.tests, sets.tests),
    newMeds: found(note.newMeds, sets.newMeds),
    medChanges: found(new Set([...note.changedMeds, ...note.stoppedMeds]), sets.medChanges),
    followUp: found(new Set(note.followUp ? [note.followUp] : []), sets.followUp),
    referrals: found(note.referrals, sets.referrals, sameReferral),
  };
}

/** Adds one dialogue's scores. `stored` is {patientReport, evidence, flags}; `transcript` the input. */
export function scoreOne(t, dataset, row, stored, transcript, lex) {
  const r = stored.patientReport;
  const note = noteFacts(dataset, row, lex);
  const full = dataset === 'aci';
  const applies = (fact) => full || COVERS[fact].some((k) => note.kinds.has(k));
  const sets = reportSets(r, lex);
  const recalled = recalledIn(note, sets, r, lex);
  // Recall of the note plus what the checker offers as "said, not in the note".
  const offered = withSaid(r, stored.flags, lex);
  const suggested = recalledIn(note, reportSets(offered, lex), offered, lex);
  for (const [key, n] of Object.entries(recalled)) {
    t.sections[key].recalled += n;
    t.sections[key].recalledWithSaid += suggested[key];
  }
  const add = (key, noteSet, fact, same = (a, b) => a === b) => {
    const s = t.sections[key];
    s.note += noteSet.size;
    if (!applies(fact)) return;
    const reportSet = sets[key];
    s.report += reportSet.size;
    s.confirmed += [...reportSet].filter((x) => [...noteSet].some((n) => same(n, x))).length;
  };
  add('medications', note.meds, 'medications');
  add('allergies', note.allergies, 'allergies');
  add('noAllergies', note.noAllergies, 'allergies');
  const present = sets.symptoms;
  add('symptoms', note.symptoms, 'symptoms');
  add('denied', note.denied, 'denied');
  add('conditions', note.conditions, 'conditions');
  const vs = t.sections.vitals;
  vs.note += Object.keys(note.vitals).length;
  if (applies('vitals')) {
    const ours = Object.entries(r.physicalExam.vitals).filter(([, v]) => v);
    vs.report += ours.length;
    vs.confirmed += ours.filter(([k, v]) => note.vitals[k] && nums(v, lex) === nums(note.vitals[k], lex)).length;
  }
  // Assessment: the note's problems found among the report's diagnoses, and report diagnoses the note's assessment bears out.
  const dxs = sets.dxs;
  const dx = t.sections.diagnoses;
  dx.note += note.problems.length;
  dx.headFound += note.problems.filter((p) => problemFound(p, dxs, lex, true)).length;
  if (applies('diagnoses')) {
    dx.report += dxs.length;
    dx.confirmed += dxs.filter(
      (d) => covered(content(d), note.assessmentText) || note.problems.some((p) => problemFound(p, [d], lex)),
    ).length;
  }
  if (note.problems.length) {
    t.withDiagnosis++;
    if (dxs.length === 0) t.emptyAssessment++;
  }
  if (dxs.length === 0) t.emptyAll++;
  // Plan: tests, new and changed/stopped medicines, follow-up interval, referrals.
  add('tests', note.tests, 'plan');
  add('newMeds', note.newMeds, 'plan');
  add('medChanges', new Set([...note.changedMeds, ...note.stoppedMeds]), 'plan');
  add('followUp', new Set(note.followUp ? [note.followUp] : []), 'plan');
  add('referrals', note.referrals, 'plan', sameReferral);
  // Present symptoms the note says were denied; present symptoms resting only on the clinician's words.
  t.presentSymptoms += present.size;
  t.presentNoteSpeaks += [...present].filter((s) => note.symptoms.has(s) || note.denied.has(s)).length;
  const deniedAsPresent = [...present].filter((s) => note.denied.has(s));
  t.deniedAsPresent += deniedAsPresent.length;
  const id = row.encounter_id ?? `mts-${row.ID}`;
  for (const symptom of deniedAsPresent) t.deniedAsPresentCases.push({ id, symptom, report: r });
  const roleOf = new Map(transcript.segments.map((s) => [s.id, s.role]));
  const symptomPaths = r.historyOfPresentIllness.associatedSymptoms.map(
    (_, i) => `historyOfPresentIllness.associatedSymptoms.${i}`,
  );
  for (const p of symptomPaths) {
    const ids = stored.evidence.filter((e) => e.path === p).flatMap((e) => e.segmentIds);
    if (ids.length && ids.every((id) => roleOf.get(id) === 'Doctor')) t.questionOnly++;
  }
  t.listedSymptoms += symptomPaths.length;
  // Does the consultation state a diagnosis: a clinician's turn names one of the note's problems.
  const said = transcript.segments
    .filter((s) => s.role === 'Doctor')
    .map((s) => lex.normalise(s.text))
    .join(' . ');
  const stated = note.problems.filter((p) => problemFound(p, [said], lex));
  dx.stated += stated.length;
  dx.statedFound += stated.filter((p) => problemFound(p, dxs, lex)).length;
  if (stated.length) {
    t.statesDiagnosis++;
    if (dxs.length === 0) t.emptyWhereStated++;
  }
  // Evidence for every item; items the checker flags.
  const paths = itemPaths(r);
  t.items += paths.length;
  t.itemsWithEvidence += paths.filter((p) =>
    stored.evidence.some((e) => e.path === p || e.path.startsWith(`${p}.`) || p.startsWith(`${e.path}.`)),
  ).length;
  t.flagged += stored.flags.filter((f) => f.kind !== 'omitted' && f.kind !== 'said').length;
  // ROUGE of the report as text against the note, and of the dialogue's first words. An MTS-Dialog section
  // is scored against the report's matching blocks (render.mjs MTS_MATCH) and against the whole report; a
  // section the report has no field for scores the whole report in the matched figure too.
  const reference = full ? row.note : row.section_text;
  const whole = reportAsNote(r);
  const matched = full ? whole : matchingSection(r, row.section_header);
  const scores = rouge(matched ?? whole, reference);
  const wholeScores = rouge(whole, reference);
  const leadWords = row.dialogue
    .replace(/\[(doctor|patient)[^\]]*\]|\b(Doctor|Patient|Guest_\w+):/gi, ' ')
    .split(/\s+/)
    .slice(0, rougeTokens(reference).length)
    .join(' ');
  const lead = rouge(leadWords, reference);
  for (const k of ['r1', 'r2', 'rl']) {
    t.rouge[k] += scores[k];
    t.lead[k] += lead[k];
    t.whole[k] += wholeScores[k];
  }
  if (!full) {
    const h = (t.byHeader[row.section_header] ??= {
      n: 0,
      r1: 0,
      whole: 0,
      lead: 0,
      empty: 0,
      noField: matched === null,
    });
    h.n++;
    h.r1 += scores.r1;
    h.whole += wholeScores.r1;
    h.lead += lead.r1;
    if (matched === '') h.empty++;
  }
  t.rouged++;
  t.dialogues++;
}
