// Why the checker let a planted "denied symptom (from the note) written as present" pass, by a general
// reason computed from the consultation as the checker reads it: never a case's text. The bench prints
// only the count of misses per reason, so the held-out part may be studied this way too.

/** Words of a symptom's name too general to tell it (a talk saying 'pain' does not name 'chest pain'). */
const GENERAL = new Set(['pain', 'with', 'the', 'in', 'of', 'loss', 'gain', 'blood', 'difficulty', 'frequent']);
/** A turn the clinician ends in a question, or opens with one. */
const QUESTION = /\?|^(?:do|does|did|have|has|are|is|any|anything|and|or|no|how|what|so)\b/;

/** How the talk affirms a symptom it does not say is had now: which turns, and whether they name it. */
function affirmedHow(p, segs, mentions) {
  const turns = p.affirmed.map((id) => segs.findIndex((s) => s.id === id)).filter((i) => i >= 0);
  if (p.over?.length) return 'said to be over';
  if (p.then?.length) return 'of an earlier episode';
  if (turns.every((i) => segs[i].role !== 'Patient')) return 'only in clinician turns';
  const own = turns.filter((i) => segs[i].role === 'Patient');
  if (own.every((i) => !mentions[i].length)) return 'by a patient reply that does not name it';
  return 'by the patient naming it';
}

/**
 * The reason symptom `name` the note denies was not flagged when written as present. `c` is the consultation as
 * the checker reads it (with the writer's facts), `segs` its turns ({ role, text } normalised), `lex` the extractor's lexicon.
 */
export function missReason(name, c, segs, lex) {
  const mentions = segs.map((s) => lex.symptomMentions(s.text).filter((m) => m.term.name === name));
  const said = segs.filter((_, i) => mentions[i].length);
  const p = c.symptoms.get(name);
  if (!said.length && !p) {
    const stems = name
      .split(' ')
      .filter((w) => w.length > 3 && !GENERAL.has(w))
      .map((w) => w.replace(/(?:ness|ing|s)$/, ''));
    const talk = segs.map((s) => s.text).join(' ');
    if (stems.some((w) => talk.includes(w))) return 'not named: a word of its name is said, no vocabulary mention';
    return 'not named: no word of its name in the talk';
  }
  if (p?.affirmed.length)
    return p.current?.length
      ? 'the talk affirms it (had now)'
      : `the talk affirms it (not now): ${affirmedHow(p, segs, mentions)}`;
  if (p?.denied.length) return 'denied in the talk, the checker let it pass';
  if (p?.possible.length) return 'suspected by the clinician';
  if (p?.doubted?.length) return 'named with doubt';
  if (!said.length) return 'read only by the checker, neither way';
  if (said.every((s) => s.role !== 'Patient')) {
    const negated = mentions.some((ms, i) => ms.some((m) => m.negated) && segs[i].role !== 'Patient');
    const listed = segs.some((s, i) => mentions[i].length && lex.symptomMentions(s.text).length >= 2);
    const asked = said.every((s) => QUESTION.test(s.text));
    if (negated) return 'named only in a clinician turn, negated; the reply not read';
    if (listed) return 'named only in a clinician list; the reply not read as denying it';
    return asked ? 'named only in a clinician question; the reply not read' : 'named only in a clinician statement';
  }
  return 'named by the patient, read neither present nor denied';
}
