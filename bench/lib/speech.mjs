// A written dialogue as speech recognition gives it, for benches that measure the report writer and the
// checker on what the pipeline really reads rather than on tidy transcripts.

const NUMBER = String.raw`(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)`;
const SPACED_POINT = new RegExp(String.raw`\b(${NUMBER}) \. (${NUMBER})\b`, 'gi');

/**
 * A dialogue as recognised speech: each turn cut into pause-sized pieces (a sentence, with a sentence of
 * under six words joined to the next), lower case, unpunctuated, and the speakers labelled by the role
 * classifier instead of the dialogue's own tags. `scribe` gives parseDialogueText and classifyRoles (from
 * the built package or from source).
 */
export function asSpeech(dialogue, { parseDialogueText, classifyRoles }) {
  const pieces = parseDialogueText(dialogue).flatMap((turn) => {
    // A point inside a number written apart ('twelve . five milligrams') is said as 'point', not a pause.
    const parts = turn.text
      .replace(SPACED_POINT, '$1 point $2')
      .split(/(?<=[.?!])\s+/)
      .filter(Boolean);
    const merged = [];
    for (const p of parts) {
      if (merged.length && merged[merged.length - 1].split(' ').length < 6) merged[merged.length - 1] += ` ${p}`;
      else merged.push(p);
    }
    return merged
      .map((p) =>
        p
          .toLowerCase()
          .replace(/[.,?!;:"]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean);
  });
  const roles = classifyRoles(pieces, { segmented: true });
  return pieces.map((p, i) => `${roles[i]}: ${p}`).join('\n');
}
