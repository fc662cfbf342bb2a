// The clinician's note's denials the bench may plant as "denied symptom written as present": those the note
// denies outright. A note sometimes names a symptom in a denial's words while saying the patient had it, or
// had it in a qualified form, and noteFacts (bench/note/reference.mjs, shared with the note bench) reads it
// as denied; planting it writes a true statement, which the checker is right not to flag:
// - what a list excepts ('denied … rashes, except where dressings were applied'; 'no chills except for recent fever and rigors');
// - what the patient is not bothered by ('she is not bothered by cough'): it is there;
// - a denied list's last item given a degree ('no fever or chills with slight cough');
// - a symptom denied only in some setting ('shortness of breath with stairs only');
// - what a denial's scope runs on into: the complaint the patient came with ('no past history who presented with the
//   chief complaint of weakness'), what came after 'until' ('no progression until … her hand was stiff').
// 'Without X' stays a denial: in the notes it states an absence ('numbness without tingling', 'nausea without vomiting').

/** Cues after which every symptom the sentence names is had. */
const HAD_AFTER = /\b(?:except(?: for)?|complaints? of|until)\b/;
/** Words just before a symptom that say the patient has it, however the sentence's denial reads it. */
const HAS_BEFORE = [
  /\bnot (?:been |really |too )?bother(?:ed|s)? (?:much )?by (?:[a-z' ]+(?:,|\bor\b) )*$/,
  /\bwith (?:a )?(?:slight|mild|some|little|a little|occasional|minimal) $/,
];
/** Words just after a symptom that qualify its denial ('rashes, except where …', '… with stairs only'). */
const QUALIFIED_AFTER = [/^,? except\b/, /^ (?:[a-z]+ ){0,3}only\b/];

/**
 * The note's denied symptoms less those it names as had, or had in a qualified form (see the header). `lex`
 * is the extractor's lexicon (normalise, symptomMentions); `facts` is noteFacts' reading of the same note.
 */
export function outrightDenials(facts, lex) {
  const had = new Set();
  for (const s of facts.sections) {
    if (!['cc', 'hpi', 'ros'].includes(s.kind)) continue;
    for (const line of s.text.split('\n')) {
      for (const sentence of lex.normalise(line).split(/(?<=\.)\s+/)) {
        const cue = HAD_AFTER.exec(sentence);
        if (cue) for (const m of lex.symptomMentions(sentence.slice(cue.index))) had.add(m.term.name);
        for (const m of lex.symptomMentions(sentence)) {
          const before = sentence.slice(0, m.index);
          const after = sentence.slice(m.end, m.end + 40);
          if (HAS_BEFORE.some((re) => re.test(before)) || QUALIFIED_AFTER.some((re) => re.test(after)))
            had.add(m.term.name);
        }
      }
    }
  }
  return new Set([...facts.denied].filter((d) => !had.has(d)));
}
