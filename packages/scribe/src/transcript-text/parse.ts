import type { SpeakerRole } from '@asha/contracts';

export interface DialogueTurn {
  role: SpeakerRole | null;
  text: string;
}

/**
 * Speaker tags we read: `Doctor:`/`Patient:`/`Other:` prefixes (MTS-Dialog style, also its
 * `Guest_family:`/`Guest_clinician:`) and `[doctor]`/`[patient]` tags (ACI-Bench style, several per
 * line). The dataset tags for a family member count as the patient's side and a guest clinician as the
 * doctor's (the two-role evaluations read them so); `Other:` is the pipeline's own third speaker.
 */
const TAG_ROLES: Record<string, SpeakerRole> = {
  doctor: 'Doctor',
  guest_clinician: 'Doctor',
  guest_clinican: 'Doctor',
  clinician: 'Doctor',
  patient: 'Patient',
  patient_guest: 'Patient',
  guest_family: 'Patient',
  gest_family: 'Patient',
  other: 'Other',
};

const BRACKET_TAG = /\[(doctor|patient|other|patient_guest|guest_family|guest_clinician|clinician)\]/gi;
const PREFIX_TAG =
  /^\s*(doctor|patient|other|guest_family|gest_family|guest_clinician|guest_clinican|clinician)\s*:\s*/i;

function roleOf(tag: string): SpeakerRole | null {
  return TAG_ROLES[tag.toLowerCase()] ?? null;
}

/** Splits one line on `[doctor]`/`[patient]` tags that may sit anywhere in it. */
function splitBracketTags(line: string): { role: SpeakerRole | null; text: string }[] | null {
  const matches = [...line.matchAll(BRACKET_TAG)];
  if (matches.length === 0) return null;
  const parts: DialogueTurn[] = [];
  const head = line.slice(0, matches[0]!.index).trim();
  if (head) parts.push({ role: null, text: head });
  matches.forEach((m, i) => {
    const end = i + 1 < matches.length ? matches[i + 1]!.index : line.length;
    parts.push({ role: roleOf(m[1]!), text: line.slice(m.index + m[0].length, end).trim() });
  });
  return parts;
}

function splitLine(line: string): DialogueTurn[] {
  const bracketed = splitBracketTags(line);
  if (bracketed) return bracketed;
  const prefix = PREFIX_TAG.exec(line);
  if (prefix) return [{ role: roleOf(prefix[1]!), text: line.slice(prefix[0].length).trim() }];
  return [{ role: null, text: line.trim() }];
}

/**
 * Reads a dialogue as turns. Untagged lines are one turn each, except in a tagged dialogue, where an
 * untagged line continues the turn above it (a speaker's words wrapped over several lines).
 */
export function parseDialogueText(text: string): DialogueTurn[] {
  const pieces = text.split(/\r?\n/).flatMap(splitLine);
  const tagged = pieces.some((p) => p.role !== null);
  const turns: DialogueTurn[] = [];
  for (const piece of pieces) {
    const previous = turns[turns.length - 1];
    if (tagged && piece.role === null && previous) {
      if (piece.text) previous.text = `${previous.text} ${piece.text}`.trim();
      continue;
    }
    turns.push({ role: piece.role, text: piece.text });
  }
  return turns.filter((t) => t.text.length > 0);
}
